export { type ActiveMember, findAssignableMember, listActiveMembers, listAssignableMembers } from './assignable';
export { backfillLastSignIns } from './repository';
