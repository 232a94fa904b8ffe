const checkFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A check or assessment time in the reader's own time zone: 'Mar 10, 2026, 9:55 AM'. */
export const formatCheckTime = (iso: string): string => checkFormat.format(new Date(iso));
