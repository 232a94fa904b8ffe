import { SCORE_FAIR_MIN, SCORE_GOOD_MIN } from '@/features/reports/constants';

export type ScoreTone = 'success' | 'warning' | 'error';

/** SPEC §9: 80+ green, 60-79 yellow, below 60 red. */
export const scoreTone = (score: number): ScoreTone => {
  if (score >= SCORE_GOOD_MIN) return 'success';
  if (score >= SCORE_FAIR_MIN) return 'warning';
  return 'error';
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

// UTC so a report reads the same for the team and for the auditor it is sent to.
export const formatReportDate = (iso: string): string => `${dateFormat.format(new Date(iso))} UTC`;

export const figureOrDash = (value: number | string | null): string => (value === null ? '—' : String(value));
