import type { Db } from '../../db/database';
import { listAssignableMembers } from '../members';
import { listAcceptanceRows, type PolicyVersionRow } from './repository';
import type { PublishedVersion } from './toPolicy';

/** Who must accept a published policy: every active member (invitees once they join). */
export const listRequiredMembers = async (db: Db, organizationId: string) =>
  (await listAssignableMembers(db, organizationId)).filter((member) => !member.invited);

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
