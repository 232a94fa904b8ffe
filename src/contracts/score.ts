import type { ControlStatus } from './enums';

/** SPEC §9: 80 or more is passed (green), 60-79 warning (yellow), below 60 critical (red). */
export const SCORE_PASSED_MIN = 80;
export const SCORE_WARNING_MIN = 60;

/** The status a score earns: the one score rule of the product, for controls, categories, frameworks and reports. */
export const statusForScore = (score: number): ControlStatus => {
  if (score >= SCORE_PASSED_MIN) return 'passed';
  if (score >= SCORE_WARNING_MIN) return 'warning';
  return 'critical';
};
