import { z } from 'zod';
import { type PolicyAssignment, policyAssignment } from '@/contracts/policies';
import type { Db } from '../../db/database';

export const everyMember: PolicyAssignment = { roles: 'all', departments: 'all' };

type StoredAssignment = { assigned_roles: string | null; assigned_departments: string | null };

const storedList = z.array(z.string());

const toAssignment = (stored: StoredAssignment): PolicyAssignment => {
  const read = (column: string | null) => (column === null ? 'all' : storedList.parse(JSON.parse(column)));
  const parsed = policyAssignment.safeParse({
    roles: read(stored.assigned_roles),
    departments: read(stored.assigned_departments),
  });
  return parsed.success ? parsed.data : everyMember;
};

const toColumns = (assignment: PolicyAssignment): StoredAssignment => ({
  assigned_roles: assignment.roles === 'all' ? null : JSON.stringify(assignment.roles),
  assigned_departments: assignment.departments === 'all' ? null : JSON.stringify(assignment.departments),
});

/** Each of the organisation's policies with who it is assigned to. */
export const readPolicyAssignments = async (db: Db, organizationId: string): Promise<Map<string, PolicyAssignment>> => {
  const rows = await db
    .selectFrom('policies')
    .select(['id', 'assigned_roles', 'assigned_departments'])
    .where('organization_id', '=', organizationId)
    .execute();
  return new Map(rows.map((row) => [row.id, toAssignment(row)]));
};

export const readPolicyAssignment = async (
  db: Db,
  organizationId: string,
  policyId: string,
): Promise<PolicyAssignment> => {
  const row = await db
    .selectFrom('policies')
    .select(['assigned_roles', 'assigned_departments'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', policyId)
    .executeTakeFirst();
  return row ? toAssignment(row) : everyMember;
};

export const updatePolicyAssignment = async (
  db: Db,
  organizationId: string,
  policyId: string,
  assignment: PolicyAssignment,
): Promise<void> => {
  await db
    .updateTable('policies')
    .set(toColumns(assignment))
    .where('organization_id', '=', organizationId)
    .where('id', '=', policyId)
    .execute();
};
