export { backfillLastSignIns } from './repository';
