import type { Db } from '../../db/database';
import { controlName } from './controlNames';
import type { FrameworkId } from '@/contracts/enums';

/** A control a member answers for, as owner or as backup owner; excluded controls are out of the programme. */
export type OwnedControl = {
  organizationId: string;
  userId: string;
  framework: FrameworkId;
  controlId: string;
  name: string;
  role: 'owner' | 'backup';
  reviewDate: string | null;
};

type OwnershipRow = {
  organization_id: string;
  framework: string;
  control_id: string;
  owner_id: string | null;
  backup_owner_id: string | null;
  review_date: string | null;
};

const owned = (row: OwnershipRow, role: OwnedControl['role'], userId: string): OwnedControl => ({
  organizationId: row.organization_id,
  userId,
  framework: row.framework as FrameworkId,
  controlId: row.control_id,
  name: controlName(row.control_id),
  role,
  reviewDate: row.review_date,
});

// A member who is both owner and backup of a control answers for it as its owner.
const toOwned = (row: OwnershipRow): OwnedControl[] => [
  ...(row.owner_id ? [owned(row, 'owner', row.owner_id)] : []),
  ...(row.backup_owner_id && row.backup_owner_id !== row.owner_id ? [owned(row, 'backup', row.backup_owner_id)] : []),
];

const ownership = (db: Db) =>
  db
    .selectFrom('control_settings')
    .select(['organization_id', 'framework', 'control_id', 'owner_id', 'backup_owner_id', 'review_date'])
    .where('applicability', '!=', 'excluded');

/** The member's controls, soonest review date first, those without one last. */
export const listOwnedControls = async (db: Db, organizationId: string, userId: string): Promise<OwnedControl[]> => {
  const rows = await ownership(db)
    .where('organization_id', '=', organizationId)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('backup_owner_id', '=', userId)]))
    .execute();
  return rows
    .flatMap(toOwned)
    .filter((control) => control.userId === userId)
    .sort(
      (a, b) =>
        (a.reviewDate ?? '9999').localeCompare(b.reviewDate ?? '9999') ||
        a.framework.localeCompare(b.framework) ||
        a.controlId.localeCompare(b.controlId),
    );
};

/** Across organisations, every owner's and backup's controls whose review date is on or before `by` ('YYYY-MM-DD'). */
export const listControlsDueForReview = async (db: Db, by: string): Promise<OwnedControl[]> => {
  const rows = await ownership(db)
    .where('review_date', 'is not', null)
    .where('review_date', '<=', by)
    .orderBy('review_date')
    .orderBy('framework')
    .orderBy('control_id')
    .execute();
  return rows.flatMap(toOwned);
};
