const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Always in UTC and without Intl, so a report reads the same whatever the server's locale and time zone. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return `${formatDate(iso)} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
};
