import type { FrameworkId } from '@/contracts/enums';

/** A policy of the library: Markdown with Handlebars placeholders (see policyFields) and the controls it satisfies. */
export type PolicyTemplate = {
  /** Stable, kebab-case: the policy generated from it keeps it. */
  id: string;
  title: string;
  /** One sentence: what the policy is for, shown in the library. */
  summary: string;
  /** Control ids of each framework's catalogue the policy helps satisfy. */
  controls: Readonly<Record<FrameworkId, readonly string[]>>;
  body: string;
};
