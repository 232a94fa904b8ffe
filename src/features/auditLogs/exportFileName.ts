import { EXPORT_FILE_PREFIX } from '@/features/auditLogs/constants';
import { attachmentFileName } from '@/lib/downloadBlob';

/** The name the server gave the export in Content-Disposition, else the same pattern with today's UTC date. */
export const exportFileName = (contentDisposition: string | null | undefined, now: Date): string =>
  attachmentFileName(contentDisposition) ?? `${EXPORT_FILE_PREFIX}${now.toISOString().slice(0, 10)}.csv`;
