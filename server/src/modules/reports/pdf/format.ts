import type { ControlStatus } from '@/contracts/enums';

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

export const formatScore = (score: number): string => `${Math.round(score)}%`;

export const formatScoreChange = (score: number, previousScore: number): string => {
  const change = Math.round(score) - Math.round(previousScore);
  if (change === 0) return 'unchanged';
  const points = Math.abs(change) === 1 ? 'point' : 'points';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)} ${points}`;
};

export const statusLabels: Record<ControlStatus, string> = {
  passed: 'Passed',
  warning: 'Warning',
  critical: 'Critical',
};
