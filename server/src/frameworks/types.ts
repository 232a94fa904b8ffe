import type { FrameworkId } from '@/contracts/enums';
import type { CheckId } from './checks';

/** HIPAA only: a standard, or one of its implementation specifications (required or addressable). */
export type HipaaKind =
  { kind: 'standard' } | { kind: 'specification'; standard: string; implementation: 'required' | 'addressable' };

export type Control = {
  id: string;
  name: string;
  category: string;
  checks: CheckId[];
  hipaa?: HipaaKind;
};

export type Framework = { id: FrameworkId; name: string; controls: Control[] };
