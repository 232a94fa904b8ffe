import { dateRangeDays } from '@/features/auditLogs/constants';
import type { AuditLogEntry } from '@/contracts/auditLogs';
import type { DateRange } from '@/features/auditLogs/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest moment a range covers: local midnight for today, else that many days back from now. */
export const dateRangeStart = (range: DateRange, now: Date): Date => {
  if (range !== 'today') return new Date(now.getTime() - dateRangeDays[range] * DAY_MS);
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight;
};

export const logsWithinDateRange = (logs: AuditLogEntry[], range: DateRange, now: Date): AuditLogEntry[] => {
  const start = dateRangeStart(range, now).getTime();
  return logs.filter((log) => Date.parse(log.timestamp) >= start);
};
