import { formatLogAge } from '@/features/activityLogs/formatLogTime';

const now = new Date(2026, 2, 10, 15, 30);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('formatLogAge', () => {
  it.each([
    [0.005, 'just now'],
    [0.5, '30 minutes ago'],
    [5, '5 hours ago'],
    [47, '1 day ago'],
    [24 * 40, '40 days ago'],
  ])('reads %s hours back as "%s"', (hours, expected) => {
    expect(formatLogAge(hoursAgo(hours), now)).toBe(expected);
  });
});
