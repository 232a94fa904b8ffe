import type { PolicyMemberAcceptance } from '@/contracts/policies';
import type { Db } from '../../db/database';
import { listRequiredMembers } from './acceptance';
import { acceptanceDueAt, requestingVersion } from './acceptanceWindow';
import type { LoadedPolicy } from './policyParts';
import { listAcceptanceRows } from './repository';

/**
 * Each member asked to accept the version in force, in name order: when they accepted it (an acceptance of its major
 * number holds), or, once their window has closed without one, since when it is overdue. Null with nothing in force.
 */
export const memberAcceptances = async (
  db: Db,
  loaded: LoadedPolicy,
  now: Date,
): Promise<PolicyMemberAcceptance[] | null> => {
  const { current } = loaded;
  if (!current) return null;
  const organizationId = loaded.policy.organization_id;
  const requested = requestingVersion(loaded.published, current);
  const requestedAt = requested.published_at ?? requested.updated_at;
  const required = await listRequiredMembers(db, organizationId, loaded.assignment);
  const sameMajor = loaded.published.filter((row) => row.major === current.major).map((row) => row.id);
  const acceptedAt = new Map<string, string>();
  for (const row of await listAcceptanceRows(db, organizationId, sameMajor)) {
    if (!acceptedAt.has(row.user_id)) acceptedAt.set(row.user_id, row.accepted_at);
  }
  return required.map((member) => {
    const accepted = acceptedAt.get(member.id) ?? null;
    const dueAt = acceptanceDueAt(requestedAt, member.since);
    return {
      memberId: member.id,
      name: member.name,
      acceptedAt: accepted,
      overdueSince: accepted === null && dueAt <= now.toISOString() ? dueAt : null,
    };
  });
};
