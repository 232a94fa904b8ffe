import type { Confidentiality, EvidenceStatus } from '@/features/evidenceLocker/types';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatEvidenceDate = (iso: string): string => dateFormat.format(new Date(iso));

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
