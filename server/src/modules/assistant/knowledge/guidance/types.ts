import type { CheckId } from '../../../../frameworks/checks';

export const providers = [
  'generic',
  'aws',
  'github',
  'gitlab',
  'okta',
  'azure',
  'gcp',
  'kubernetes',
  'mongodb',
] as const;
export type Provider = (typeof providers)[number];

/** How to satisfy one check: what it verifies and why auditors care, then concrete steps per provider. */
export type Remediation = {
  what: string;
  steps: { generic: string[] } & Partial<Record<Exclude<Provider, 'generic'>, string[]>>;
};

export type Guidance = Partial<Record<CheckId, Remediation>>;
