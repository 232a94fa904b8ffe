import {
  formatCalendarDay,
  formatDateTime,
  formatDayOf,
  formatRelativeTime,
  formatUtcDateTime,
  JUST_NOW,
} from '@/lib/dates';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [0.005, JUST_NOW],
    [0.5, '30 minutes ago'],
    [5, '5 hours ago'],
    [30, 'yesterday'],
    [47, 'yesterday'],
    [24 * 40, '40 days ago'],
  ])('reads %s hours back as "%s"', (hours, expected) => {
    expect(formatRelativeTime(hoursAgo(hours), now)).toBe(expected);
  });
});

describe('formatCalendarDay', () => {
  it('reads a day, or a UTC timestamp, as its calendar day whatever the time zone', () => {
    expect(formatCalendarDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatCalendarDay('2026-03-01T23:30:00.000Z')).toBe('Mar 1, 2026');
  });
});

describe('formatUtcDateTime', () => {
  it('reads an instant in UTC and says so, whatever the time zone', () => {
    expect(formatUtcDateTime('2026-03-01T23:30:00.000Z')).toBe('Mar 1, 2026, 11:30 PM UTC');
  });
});

describe('formatDayOf', () => {
  it("reads an instant's day in the reader's own time zone, the day its full date and time name", () => {
    for (const iso of ['2026-03-01T00:30:00.000Z', '2026-03-01T12:00:00.000Z', '2026-03-01T23:30:00.000Z']) {
      expect(formatDayOf(iso)).toMatch(/^Mar (1|2), 2026$|^Feb 28, 2026$/);
      expect(formatDateTime(iso).startsWith(`${formatDayOf(iso)}, `)).toBe(true);
    }
  });
});
