export { recordScoreDay } from './record';
export { type SeededScoreDay, seedScoreDays } from './seed';
