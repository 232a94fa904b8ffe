import type { EvidenceStatus } from '@/contracts/evidence';
import type { Confidentiality } from '@/contracts/evidenceOptions';

export const statusColors = { approved: 'success', pending: 'warning', rejected: 'error' } as const satisfies Record<
  EvidenceStatus,
  string
>;

export const confidentialityColors = {
  public: 'default',
  internal: 'info',
  confidential: 'warning',
  restricted: 'error',
} as const satisfies Record<Confidentiality, string>;
