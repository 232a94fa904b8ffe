import { EXPORT_FILE_PREFIX } from '@/features/activityLogs/constants';

const fileNamePattern = /filename="?([^";]+)"?/i;

/** The name the server gave the export in Content-Disposition, else the same pattern with today's UTC date. */
export const exportFileName = (contentDisposition: string | null | undefined, now: Date): string =>
  contentDisposition?.match(fileNamePattern)?.[1] ?? `${EXPORT_FILE_PREFIX}${now.toISOString().slice(0, 10)}.csv`;
