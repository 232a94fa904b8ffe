const formatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatLastLogin = (iso: string | null, never: string): string =>
  iso === null ? never : formatter.format(new Date(iso));
