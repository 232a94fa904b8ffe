import type { Db } from '../../db/database';
import { controlName } from './controlNames';
import { controlLabel } from '@/contracts/controls';
import type { FrameworkId } from '@/contracts/enums';

export type PendingExclusion = {
  framework: FrameworkId;
  controlId: string;
  title: string;
  requestedBy: string;
  requestedAt: string;
};

/** Exclusions awaiting approval that another member asked for (nobody approves their own), oldest first. */
export const listExclusionsAwaitingApproval = async (
  db: Db,
  organizationId: string,
  approverId: string,
): Promise<PendingExclusion[]> => {
  const rows = await db
    .selectFrom('control_settings')
    .select(['framework', 'control_id', 'requested_by', 'requested_by_label', 'requested_at', 'updated_at'])
    .where('organization_id', '=', organizationId)
    .where('applicability', '=', 'exclusionRequested')
    .where((eb) => eb.or([eb('requested_by', 'is', null), eb('requested_by', '!=', approverId)]))
    .orderBy('requested_at')
    .orderBy('control_id')
    .execute();
  return rows.map((row) => ({
    framework: row.framework as FrameworkId,
    controlId: row.control_id,
    title: `${row.framework} ${controlLabel(row.control_id)} ${controlName(row.control_id)}`,
    requestedBy: row.requested_by_label ?? 'A former member',
    requestedAt: row.requested_at ?? row.updated_at,
  }));
};
