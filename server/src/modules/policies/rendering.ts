import Handlebars from 'handlebars';
import { type PolicyFact, type PolicyProfileField, policyProfileFields } from '@/contracts/policyFields';
import { factOf, parsePolicyText, profileFieldOf } from './placeholders';

export type PolicyValues = {
  profile: Partial<Record<PolicyProfileField, string>>;
  facts: Partial<Record<PolicyFact, string>>;
};

export type RenderedPolicy = { text: string; blockers: { field: PolicyProfileField; label: string }[] };

// Its own environment: no helper but the built-in conditionals, and nothing registered elsewhere leaks in.
const engine = Handlebars.create();
const compileOptions = {
  noEscape: true,
  strict: false,
  knownHelpers: { if: true, unless: true },
  knownHelpersOnly: true,
};

/** What an unfilled field reads as in a draft's preview: the blocker, in place. */
export const blockerMark = (label: string) => `**[to fill: ${label}]**`;

/**
 * Fills a policy's placeholders from the organisation's profile and live facts, the same way every time. A printed
 * profile field without a value is a blocker, shown in place; a fact is only ever printed under its own `{{#if}}`.
 * The text is checked on save, so a parse failure here is a bug.
 */
export const renderPolicy = (body: string, values: PolicyValues): RenderedPolicy => {
  const parsed = parsePolicyText(body);
  if ('error' in parsed) throw new Error(`Stored policy text does not parse: ${parsed.error}`);
  const blockers = new Map<PolicyProfileField, string>();
  const profile: Record<string, string> = { ...values.profile };
  for (const { path, guarded } of parsed.placeholders) {
    const field = profileFieldOf(path);
    if (field && !values.profile[field] && !guarded) {
      blockers.set(field, policyProfileFields[field]);
      profile[field] = blockerMark(policyProfileFields[field]);
    }
    const fact = factOf(path);
    if (fact && !guarded && !values.facts[fact]) throw new Error(`Fact ${fact} is printed without its own {{#if}}`);
  }
  const text = engine.compile(body, compileOptions)({ profile, facts: values.facts });
  return { text, blockers: [...blockers].map(([field, label]) => ({ field, label })) };
};
