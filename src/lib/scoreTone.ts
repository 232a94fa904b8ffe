import { statusForScore } from '@/contracts/score';

/** The theme palette a score is drawn in (SPEC §9: green, yellow, red). */
export type ScoreTone = 'success' | 'warning' | 'error';

/** Status colours: passed green, warning amber, critical red (theme palette names). */
export const statusTones = { passed: 'success', warning: 'warning', critical: 'error' } as const;

export const scoreTone = (score: number): ScoreTone => statusTones[statusForScore(score)];
