export { memberActions } from './audit';
export { activateIfPending, backfillLastSignIns, recordLastSignIn } from './repository';
