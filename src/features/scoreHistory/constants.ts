import type { ControlStatus } from '@/contracts/enums';
import type { HistorySpan } from '@/contracts/historySpans';

/** The span a trend opens on. */
export const DEFAULT_HISTORY_SPAN: HistorySpan = 30;

/** How far back the dashboard's deltas compare. */
export const DELTA_DAYS = 7;

/** Shown for a delta with nothing recorded a week back to compare with. */
export const NO_DELTA = '—';

export const trendText = {
  heading: 'Score trend',
  overall: 'All frameworks in use, one point per day assessed',
  framework: (label: string) => `${label}, one point per day assessed`,
  span: 'Days shown',
  spanLabel: (days: number) => `${days} days`,
  chart: (days: number) => `Compliance score over the last ${days} days`,
  empty: 'No assessments in this period yet.',
  loadFailed: 'Failed to load the score history',
} as const;

export const changesText = {
  heading: 'Status changes',
  empty: 'No status changes in this period.',
  loadFailed: 'Failed to load the control history',
  day: 'Day',
  change: 'Change',
  check: 'Check',
  source: 'Source',
  noCheck: 'Not recorded',
  noSource: 'Not recorded',
  transition: (from: string, to: string) => `${from} → ${to}`,
} as const;

export const statusNames: Record<ControlStatus, string> = {
  passed: 'Passed',
  warning: 'Warning',
  critical: 'Critical',
};
