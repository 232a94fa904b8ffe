import { dateRangeStart, logsWithinDateRange } from '@/features/auditLogs/dateRange';
import type { AuditLogEntry } from '@/contracts/auditLogs';

const now = new Date(2026, 2, 10, 15, 30);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('date ranges', () => {
  it('starts today at local midnight and the others that many days back', () => {
    expect(dateRangeStart('today', now)).toEqual(new Date(2026, 2, 10));
    expect(dateRangeStart('7d', now).getTime()).toBe(now.getTime() - 7 * 24 * 3_600_000);
    expect(dateRangeStart('90d', now).getTime()).toBe(now.getTime() - 90 * 24 * 3_600_000);
  });

  it('keeps the entries inside the range', () => {
    const logs = [1, 20, 24 * 8, 24 * 31].map(
      (hours) => ({ id: String(hours), timestamp: hoursAgo(hours) }) as AuditLogEntry,
    );
    const ids = (range: Parameters<typeof logsWithinDateRange>[1]) =>
      logsWithinDateRange(logs, range, now).map((log) => log.id);
    expect(ids('today')).toEqual(['1']);
    expect(ids('7d')).toEqual(['1', '20']);
    expect(ids('30d')).toEqual(['1', '20', '192']);
    expect(ids('90d')).toEqual(['1', '20', '192', '744']);
  });
});
