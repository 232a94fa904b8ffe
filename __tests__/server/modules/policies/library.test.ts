import Handlebars from 'handlebars';
import { frameworkIds } from '@/contracts/enums';
import { policyFacts, policyProfileFields, type PolicyFact, type PolicyProfileField } from '@/contracts/policyFields';
import { frameworks } from '../../../../server/src/frameworks';
import {
  findPolicyTemplate,
  policyTemplates,
  type PolicyTemplate,
} from '../../../../server/src/modules/policies/library';

type Node = hbs.AST.Node;
type Statement = hbs.AST.Statement;

const profileFields = new Set(Object.keys(policyProfileFields));
const factNames = new Set(Object.keys(policyFacts));

/** What a template quotes and what it does wrong, found by walking its Handlebars syntax tree. */
type Inspection = { printed: Set<string>; conditions: Set<string>; problems: string[] };

/** Checks one path: only `profile.<field>` and `facts.<fact>` of the contract may be quoted. */
const checkPath = (node: Node, inspection: Inspection): string | undefined => {
  if (node.type !== 'PathExpression') {
    if (node.type === 'SubExpression') inspection.problems.push('a subexpression (helper call) is used');
    else inspection.problems.push(`a ${node.type} is used where a path was expected`);
    return undefined;
  }
  const path = node as hbs.AST.PathExpression;
  const [scope, name, ...rest] = path.parts;
  const known =
    !path.data &&
    path.depth === 0 &&
    rest.length === 0 &&
    name !== undefined &&
    ((scope === 'profile' && profileFields.has(name)) || (scope === 'facts' && factNames.has(name)));
  if (!known || path.original !== `${scope}.${name}`) {
    inspection.problems.push(`unknown path "${path.original}"`);
    return undefined;
  }
  return path.original;
};

const noArguments = (node: { params: hbs.AST.Expression[]; hash?: hbs.AST.Hash }, inspection: Inspection) => {
  for (const param of node.params) {
    inspection.problems.push('a helper with arguments is used');
    if (param.type === 'SubExpression') checkPath(param, inspection);
  }
  if (node.hash && node.hash.pairs.length > 0) inspection.problems.push('hash arguments are used');
};

/** Walks statements; `known` holds the facts an enclosing `#if` (or `#unless ... else`) has established. */
const walk = (statements: Statement[], known: ReadonlySet<string>, inspection: Inspection): void => {
  for (const statement of statements) {
    switch (statement.type) {
      case 'ContentStatement':
      case 'CommentStatement':
        break;
      case 'MustacheStatement': {
        const mustache = statement as hbs.AST.MustacheStatement;
        if (!mustache.escaped) inspection.problems.push('a triple-stash (unescaped output) is used');
        noArguments(mustache, inspection);
        const path = checkPath(mustache.path, inspection);
        if (path === undefined) break;
        inspection.printed.add(path);
        if (path.startsWith('facts.') && !known.has(path))
          inspection.problems.push(`${path} is printed outside an #if on it`);
        break;
      }
      case 'BlockStatement': {
        const block = statement as hbs.AST.BlockStatement;
        const helper = block.path.original;
        if (helper !== 'if' && helper !== 'unless') {
          inspection.problems.push(`block helper "${helper}" is used`);
          break;
        }
        if (block.params.length !== 1 || (block.hash && block.hash.pairs.length > 0)) {
          inspection.problems.push(`#${helper} takes exactly one path`);
          break;
        }
        const [param] = block.params;
        if (param.type === 'SubExpression') {
          const sub = param as hbs.AST.SubExpression;
          inspection.problems.push('a subexpression (helper call) is used');
          checkPath(sub.path, inspection);
          noArguments(sub, inspection);
          break;
        }
        const condition = checkPath(param, inspection);
        if (condition === undefined) break;
        inspection.conditions.add(condition);
        if (condition.startsWith('facts.') && !block.inverse)
          inspection.problems.push(`#${helper} ${condition} has no wording for when the fact is unknown`);
        const withCondition = new Set([...known, condition]);
        walk(block.program.body, helper === 'if' ? withCondition : known, inspection);
        if (block.inverse) walk(block.inverse.body, helper === 'unless' ? withCondition : known, inspection);
        break;
      }
      default:
        inspection.problems.push(`a ${statement.type} is used`);
    }
  }
};

const inspect = (body: string): Inspection => {
  const inspection: Inspection = { printed: new Set(), conditions: new Set(), problems: [] };
  if (body.includes('{{{')) inspection.problems.push('a triple-stash (unescaped output) is used');
  walk(Handlebars.parse(body).body, new Set(), inspection);
  return inspection;
};

const sampleProfile: Record<PolicyProfileField, string> = {
  legalName: 'Acme Analytics Ltd',
  industry: 'Software',
  headcount: '48',
  locations: 'the United Kingdom and Portugal',
  dataTypes: 'customer account data, usage analytics and employee records',
  securityOfficer: 'Dana Smith, Head of Security',
  privacyOfficer: 'Lee Wong, Data Protection Officer',
  incidentContact: 'security@acme.example',
  policyReviewMonths: '12',
  accessReviewDays: '90',
  logRetentionDays: '365',
  customerDataRetentionDays: '30',
  recoveryTimeHours: '8',
  recoveryPointHours: '4',
  vendorReviewMonths: '12',
};

const sampleFacts: Record<PolicyFact, string> = {
  cloudProviders: 'AWS and Google Cloud',
  identityProvider: 'Okta',
  sourceControl: 'GitHub',
  mfaEnforcement: 'MFA is enforced for all 42 Okta users',
  backupsTestedOn: '14 October 2026',
  frameworks: 'SOC 2 and ISO 27001',
  passwordMinimumLength: '14',
};

const render = (template: PolicyTemplate, facts: Partial<Record<PolicyFact, string>>) =>
  Handlebars.compile(template.body, { strict: false, noEscape: false })({ profile: sampleProfile, facts });

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the policy template checker', () => {
  // The checks below are only worth something if they can fail.
  it.each([
    ['{{profile.nickname}}', 'unknown path "profile.nickname"'],
    ['{{facts.headcount}}', 'unknown path "facts.headcount"'],
    ['{{legalName}}', 'unknown path "legalName"'],
    ['{{profile.legalName.first}}', 'unknown path "profile.legalName.first"'],
    ['{{facts.identityProvider}}', 'facts.identityProvider is printed outside an #if on it'],
    [
      '{{#if facts.sourceControl}}{{facts.identityProvider}}{{else}}x{{/if}}',
      'facts.identityProvider is printed outside an #if on it',
    ],
    ['{{#if facts.sourceControl}}x{{else}}{{facts.sourceControl}}{{/if}}', 'facts.sourceControl is printed outside'],
    ['{{#if facts.sourceControl}}{{facts.sourceControl}}{{/if}}', 'has no wording for when the fact is unknown'],
    ['{{{profile.legalName}}}', 'triple-stash'],
    ['{{#each profile.locations}}x{{/each}}', 'block helper "each" is used'],
    ['{{#with profile}}{{legalName}}{{/with}}', 'block helper "with" is used'],
    ['{{lookup profile "legalName"}}', 'a helper with arguments is used'],
    ['{{#if (eq profile.industry "x")}}y{{/if}}', 'subexpression'],
    ['{{> footer}}', 'PartialStatement'],
  ])('flags %s', (body, problem) => {
    expect(inspect(body).problems.join('; ')).toContain(problem);
  });

  it('accepts guarded facts and profile fields', () => {
    const body =
      '{{profile.legalName}} {{#if facts.sourceControl}}{{facts.sourceControl}}{{else}}source control{{/if}} ' +
      '{{#unless facts.frameworks}}none{{else}}{{facts.frameworks}}{{/unless}}';
    expect(inspect(body).problems).toEqual([]);
  });
});

describe('the policy template library', () => {
  it('has at least 22 templates with unique kebab-case ids and unique titles', () => {
    expect(policyTemplates.length).toBeGreaterThanOrEqual(22);
    const ids = policyTemplates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const titles = policyTemplates.map((template) => template.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('includes the policies the library promises', () => {
    for (const id of [
      'information-security',
      'acceptable-use',
      'access-control',
      'asset-management',
      'business-continuity',
      'change-management',
      'cryptography',
      'data-classification',
      'data-retention',
      'incident-response',
      'logging-monitoring',
      'password',
      'physical-security',
      'privacy-data-protection',
      'risk-management',
      'secure-development',
      'vendor-management',
      'human-resources-security',
      'backup',
      'vulnerability-management',
      'remote-work',
      'code-of-conduct',
    ])
      expect(findPolicyTemplate(id)?.id).toBe(id);
    expect(findPolicyTemplate('access-control')?.title).toBe('Access Control Policy');
    expect(findPolicyTemplate('no-such-policy')).toBeUndefined();
  });

  describe.each(policyTemplates.map((template) => [template.id, template] as const))('%s', (_id, template) => {
    it('declares only controls of the catalogues, for every framework', () => {
      expect(Object.keys(template.controls).sort()).toEqual([...frameworkIds].sort());
      for (const frameworkId of frameworkIds) {
        const declared = template.controls[frameworkId];
        const known = new Set(frameworks[frameworkId].controls.map((control) => control.id));
        expect(declared.filter((id) => !known.has(id))).toEqual([]);
        expect(new Set(declared).size).toBe(declared.length);
        expect(declared.length).toBeLessThanOrEqual(8);
      }
      const total = frameworkIds.reduce((sum, frameworkId) => sum + template.controls[frameworkId].length, 0);
      expect(total).toBeGreaterThan(0);
    });

    it('has a one-sentence summary', () => {
      expect(template.summary).toMatch(/^[A-Z][^.!?]*\.$/);
    });

    it('quotes only known profile fields and guarded facts, with if/unless blocks only', () => {
      expect(inspect(template.body).problems).toEqual([]);
    });

    it('is a Markdown policy of 350 to 900 words that names the organisation', () => {
      const [heading, blank, intro] = template.body.split('\n');
      expect(heading).toBe(`# ${template.title}`);
      expect(blank).toBe('');
      expect(intro).toContain('{{profile.legalName}}');
      expect(template.body).not.toMatch(/<\/?[a-z][^>]*>/i);
      for (const section of ['Purpose', 'Scope', 'Roles and responsibilities', 'Exceptions', 'Enforcement', 'Review'])
        expect(template.body).toMatch(new RegExp(`^## \\d+\\. ${section}`, 'm'));
      const count = words(render(template, sampleFacts));
      expect(count).toBeGreaterThanOrEqual(350);
      expect(count).toBeLessThanOrEqual(900);
    });

    it('renders completely with a full profile and facts, and without the facts', () => {
      const full = render(template, sampleFacts);
      expect(full).not.toContain('{{');
      expect(full).not.toContain('}}');
      expect(full).not.toContain('undefined');
      expect(full).toContain(sampleProfile.legalName);
      for (const path of inspect(template.body).printed) {
        const [scope, name] = path.split('.');
        const value = scope === 'profile' ? sampleProfile[name as PolicyProfileField] : sampleFacts[name as PolicyFact];
        expect(full).toContain(Handlebars.escapeExpression(value));
      }
      const withoutFacts = render(template, {});
      expect(withoutFacts).not.toContain('{{');
      expect(withoutFacts).not.toContain('undefined');
      for (const fact of ['AWS and Google Cloud', 'Okta', 'GitHub', 'SOC 2 and ISO 27001', '14 October 2026'])
        expect(withoutFacts).not.toContain(fact);
      // A sentence a missing fact left broken: a space before punctuation, or two spaces in a row.
      expect(withoutFacts).not.toMatch(/\S {2,}\S| [.,;:]/);
    });
  });

  it('has the Access Control Policy quote its review interval, owner, MFA and identity provider', () => {
    const template = findPolicyTemplate('access-control');
    if (!template) throw new Error('access-control is missing');
    const { printed, conditions } = inspect(template.body);
    for (const path of ['profile.accessReviewDays', 'profile.securityOfficer', 'facts.mfaEnforcement'])
      expect(printed).toContain(path);
    expect(printed).toContain('facts.identityProvider');
    expect(conditions).toContain('facts.mfaEnforcement');
    expect(conditions).toContain('facts.identityProvider');
    const rendered = render(template, sampleFacts);
    expect(rendered).toContain('every 90 days');
    expect(rendered).toContain(sampleFacts.mfaEnforcement);
    expect(rendered).toContain(sampleFacts.identityProvider);
  });
});
