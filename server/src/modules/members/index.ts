export { findAssignableMember, listAssignableMembers } from './assignable';
export { backfillLastSignIns } from './repository';
