import Handlebars from 'handlebars';
import { type PolicyFact, policyFacts, type PolicyProfileField, policyProfileFields } from '@/contracts/policyFields';

type Node = hbs.AST.Node;
type Statement = hbs.AST.Statement;

/** Every value a policy prints, and whether an `{{#if}}` on the same value guards it. */
export type Placeholder = { path: string; guarded: boolean };

export type ParsedPolicy = { placeholders: Placeholder[] } | { error: string };

const conditionals = new Set(['if', 'unless']);

const isKnownPath = (path: string) => {
  const [scope, name, ...rest] = path.split('.');
  if (rest.length > 0 || !name) return false;
  if (scope === 'profile') return name in policyProfileFields;
  return scope === 'facts' && name in policyFacts;
};

const pathOf = (node: Node): string | null =>
  node.type === 'PathExpression' ? (node as hbs.AST.PathExpression).original : null;

const walk = (statements: Statement[], guards: ReadonlySet<string>, found: Placeholder[]): string | null => {
  for (const statement of statements) {
    if (statement.type === 'ContentStatement' || statement.type === 'CommentStatement') continue;
    if (statement.type === 'MustacheStatement') {
      const mustache = statement as hbs.AST.MustacheStatement;
      const path = pathOf(mustache.path);
      if (!mustache.escaped) return 'triple braces are not allowed: write {{value}}';
      if (path === null || mustache.params.length > 0 || !isKnownPath(path)) {
        return `unknown placeholder {{${path ?? '…'}}}`;
      }
      found.push({ path, guarded: guards.has(path) });
      continue;
    }
    if (statement.type === 'BlockStatement') {
      const block = statement as hbs.AST.BlockStatement;
      const helper = pathOf(block.path);
      const condition = block.params.length === 1 ? pathOf(block.params[0]) : null;
      if (!helper || !conditionals.has(helper) || condition === null || !isKnownPath(condition)) {
        return `only {{#if value}} and {{#unless value}} blocks over known values are allowed`;
      }
      const inside = helper === 'if' ? new Set([...guards, condition]) : guards;
      const problem = walk(block.program.body, inside, found) ?? walk(block.inverse?.body ?? [], guards, found);
      if (problem) return problem;
      continue;
    }
    return 'partials and decorators are not allowed';
  }
  return null;
};

/** The placeholders of a policy's text, or why the text cannot be a policy (a syntax error, an unknown value). */
export const parsePolicyText = (body: string): ParsedPolicy => {
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(body);
  } catch (error) {
    return { error: `the placeholders do not parse: ${(error as Error).message.split('\n')[0]}` };
  }
  const placeholders: Placeholder[] = [];
  const problem = walk(program.body, new Set(), placeholders);
  return problem ? { error: problem } : { placeholders };
};

export const profileFieldOf = (path: string): PolicyProfileField | null =>
  path.startsWith('profile.') ? (path.slice('profile.'.length) as PolicyProfileField) : null;

export const factOf = (path: string): PolicyFact | null =>
  path.startsWith('facts.') ? (path.slice('facts.'.length) as PolicyFact) : null;
