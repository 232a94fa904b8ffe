const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const utcDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const calendarDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const clockFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

export const JUST_NOW = 'just now';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** An instant in the reader's own time zone: 'Mar 10, 2026, 9:55 AM'. */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** The day of an instant in the reader's own time zone: 'Mar 10, 2026'. */
export const formatDayOf = (iso: string): string => dayFormat.format(new Date(iso));

/**
 * An instant in UTC: 'Mar 10, 2026, 2:55 PM UTC'. For what is sent outside the team (a report, a share link), so it
 * reads the same for the team and for the auditor who receives it.
 */
export const formatUtcDateTime = (iso: string): string => `${utcDateTimeFormat.format(new Date(iso))} UTC`;

/**
 * A calendar day ('2026-03-01' or the day of a UTC timestamp): 'Mar 1, 2026'. Read in UTC, so no time zone moves it
 * to the day before.
 */
export const formatCalendarDay = (day: string): string => calendarDayFormat.format(new Date(day));

/** The time of day of a moment (ms since the epoch): '9:55 AM'. */
export const formatClockTime = (timestamp: number): string => clockFormat.format(timestamp);

/** 'just now', '5 minutes ago', '2 hours ago', 'yesterday', '12 days ago'. */
export const formatRelativeTime = (iso: string, now: number): string => {
  const elapsed = now - Date.parse(iso);
  const unit = units.find(([, ms]) => Math.abs(elapsed) >= ms);
  return unit ? relativeFormat.format(-Math.trunc(elapsed / unit[1]), unit[0]) : JUST_NOW;
};
