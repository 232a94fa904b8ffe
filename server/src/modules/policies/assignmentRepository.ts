import { type PolicyAssignment, policyAssignment } from '@/contracts/policies';
import type { Db } from '../../db/database';

export const everyMember = 'all' satisfies PolicyAssignment;

const toAssignment = (stored: string | null): PolicyAssignment => {
  if (stored === null) return everyMember;
  const parsed = policyAssignment.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : everyMember;
};

/** Each of the organisation's policies with who it is assigned to. */
export const readPolicyAssignments = async (db: Db, organizationId: string): Promise<Map<string, PolicyAssignment>> => {
  const rows = await db
    .selectFrom('policies')
    .select(['id', 'assigned_roles'])
    .where('organization_id', '=', organizationId)
    .execute();
  return new Map(rows.map((row) => [row.id, toAssignment(row.assigned_roles)]));
};

export const readPolicyAssignment = async (
  db: Db,
  organizationId: string,
  policyId: string,
): Promise<PolicyAssignment> => {
  const row = await db
    .selectFrom('policies')
    .select('assigned_roles')
    .where('organization_id', '=', organizationId)
    .where('id', '=', policyId)
    .executeTakeFirst();
  return toAssignment(row?.assigned_roles ?? null);
};

export const updatePolicyAssignment = async (
  db: Db,
  organizationId: string,
  policyId: string,
  assignment: PolicyAssignment,
): Promise<void> => {
  await db
    .updateTable('policies')
    .set({ assigned_roles: assignment === everyMember ? null : JSON.stringify(assignment) })
    .where('organization_id', '=', organizationId)
    .where('id', '=', policyId)
    .execute();
};
