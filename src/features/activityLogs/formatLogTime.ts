import { timelineText } from '@/features/activityLogs/constants';

const absoluteFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** In the reader's own time zone: the trail is read by the team that lived it. */
export const formatLogTimestamp = (iso: string): string => absoluteFormat.format(new Date(iso));

/** "3 hours ago", "2 days ago"; under a minute reads "just now". */
export const formatLogAge = (iso: string, now: Date): string => {
  const elapsed = Date.parse(iso) - now.getTime();
  const unit = units.find(([, ms]) => Math.abs(elapsed) >= ms);
  return unit ? relativeFormat.format(Math.trunc(elapsed / unit[1]), unit[0]) : timelineText.justNow;
};
