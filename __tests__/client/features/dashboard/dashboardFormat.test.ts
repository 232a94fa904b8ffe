import { formatDueDate, formatRelativeTime, passedPercent, trendColor } from '@/features/dashboard/dashboardFormat';

const now = Date.parse('2026-03-10T12:00:00.000Z');

describe('dashboard formatting', () => {
  it.each([
    ['2026-03-10T11:59:30.000Z', 'just now'],
    ['2026-03-10T11:55:00.000Z', '5 minutes ago'],
    ['2026-03-10T10:00:00.000Z', '2 hours ago'],
    ['2026-03-09T11:00:00.000Z', 'yesterday'],
    ['2026-02-28T12:00:00.000Z', '10 days ago'],
  ])('reads %s as "%s"', (iso, expected) => {
    expect(formatRelativeTime(iso, now)).toBe(expected);
  });

  it('reads a due date as its calendar day, whatever the time zone', () => {
    expect(formatDueDate('2026-03-01')).toBe('Mar 1, 2026');
  });

  it.each([
    [105, 135, 78],
    [0, 0, 0],
    [12, 12, 100],
  ])('%d passed of %d controls is %d%%', (passed, total, percent) => {
    expect(passedPercent(passed, total)).toBe(percent);
  });

  it('colours a trend by its direction', () => {
    expect([trendColor('+4%'), trendColor('-2%'), trendColor('0%')]).toEqual([
      'success.dark',
      'error.dark',
      'text.secondary',
    ]);
  });
});
