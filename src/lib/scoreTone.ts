/** SPEC §9 score colours: 80 or more green, 60-79 yellow, below 60 red. */
export const SCORE_GOOD_MIN = 80;
export const SCORE_FAIR_MIN = 60;

/** The theme palette a score is drawn in. */
export type ScoreTone = 'success' | 'warning' | 'error';

export const scoreTone = (score: number): ScoreTone => {
  if (score >= SCORE_GOOD_MIN) return 'success';
  if (score >= SCORE_FAIR_MIN) return 'warning';
  return 'error';
};
