import type { PolicyAssignment } from '@/contracts/policies';
import type { Db } from '../../db/database';
import { listActiveMembers } from '../members';
import { everyMember } from './assignmentRepository';
import { listAcceptanceRows, type PolicyVersionRow } from './repository';
import type { PublishedVersion } from './toPolicy';

/**
 * Who must accept a published policy: the active members (invitees once they join) holding a role it is assigned to
 * and belonging to a department it is assigned to; a member with no department is in none but 'all'.
 */
export const listRequiredMembers = async (
  db: Db,
  organizationId: string,
  assignment: PolicyAssignment = everyMember,
) => {
  const members = await listActiveMembers(db, organizationId);
  const { roles, departments } = assignment;
  return members.filter(
    (member) =>
      (roles === 'all' || roles.includes(member.role)) &&
      (departments === 'all' || (member.department !== null && departments.includes(member.department))),
  );
};

/**
 * The members who accepted the version in force: an acceptance of any version with its major number holds, since a
 * minor version changed nothing a member agreed to.
 */
export const acceptedMemberIds = async (
  db: Db,
  organizationId: string,
  versions: readonly PolicyVersionRow[],
  current: PublishedVersion,
): Promise<Set<string>> => {
  const sameMajor = versions.filter((row) => row.state === 'published' && row.major === current.major);
  const rows = await listAcceptanceRows(
    db,
    organizationId,
    sameMajor.map((row) => row.id),
  );
  return new Set(rows.map((row) => row.user_id));
};

export const acceptanceShare = (accepted: ReadonlySet<string>, required: readonly { id: string }[]) => ({
  accepted: required.filter((member) => accepted.has(member.id)).length,
  required: required.length,
});
