export { type AssignablePerson, findAssignableMember, listAssignableMembers } from './assignable';
export { backfillLastSignIns } from './repository';
