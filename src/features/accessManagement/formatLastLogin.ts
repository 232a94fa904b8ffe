import { formatDateTime } from '@/lib/dates';

export const formatLastLogin = (iso: string | null, never: string): string =>
  iso === null ? never : formatDateTime(iso);
