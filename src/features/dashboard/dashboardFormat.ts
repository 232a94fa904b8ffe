const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dueFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const clockFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'just now', '5 minutes ago', '2 hours ago', 'yesterday', '12 days ago'. */
export const formatRelativeTime = (iso: string, now: number = Date.now()): string => {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, ms] of units) {
    if (Math.abs(elapsed) >= ms) return relativeFormat.format(-Math.round(elapsed / ms), unit);
  }
  return 'just now';
};

// A due date is a calendar day, not an instant: read in UTC so no time zone moves it to the day before.
export const formatDueDate = (day: string): string => dueFormat.format(new Date(`${day}T00:00:00Z`));

export const formatClockTime = (timestamp: number): string => clockFormat.format(timestamp);

export const passedPercent = (passed: number, total: number): number =>
  total === 0 ? 0 : Math.round((passed / total) * 100);

/** A trend such as '+4%' or '-2%' in the colour of its direction. */
export const trendColor = (trend: string): string => {
  if (trend.startsWith('+')) return 'success.dark';
  if (trend.startsWith('-')) return 'error.dark';
  return 'text.secondary';
};
