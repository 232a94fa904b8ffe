import type { CheckId } from './checks';

export const frameworkIds = ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'] as const;
export type FrameworkId = (typeof frameworkIds)[number];

/** HIPAA only: a standard, or one of its implementation specifications (required or addressable). */
export type HipaaKind =
  | { kind: 'standard' }
  | { kind: 'specification'; standard: string; implementation: 'required' | 'addressable' };

export type Control = {
  id: string;
  name: string;
  category: string;
  checks: CheckId[];
  hipaa?: HipaaKind;
};

export type Framework = { id: FrameworkId; name: string; controls: Control[] };

export const isFrameworkId = (value: string): value is FrameworkId => (frameworkIds as readonly string[]).includes(value);
