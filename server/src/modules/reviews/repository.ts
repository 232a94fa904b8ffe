import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReviewsTable } from '../../db/schema';
import type { ReviewSubjectType } from '@/contracts/review';

export type ReviewRow = Selectable<ReviewsTable>;

export const findReviewRow = (
  db: Db,
  organizationId: string,
  subjectType: ReviewSubjectType,
  subjectId: string,
): Promise<ReviewRow | undefined> =>
  db
    .selectFrom('reviews')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();

/** The stored rounds of these subjects, by id. */
export const findReviewRows = async (
  db: Db,
  organizationId: string,
  subjectType: ReviewSubjectType,
  subjectIds: string[],
): Promise<Map<string, ReviewRow>> => {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('subject_type', '=', subjectType)
    .where('subject_id', 'in', subjectIds)
    .execute();
  return new Map(rows.map((row) => [row.subject_id, row]));
};

/**
 * Opens the work's next round, unless another request opened that round already: what was decided before is in the
 * audit trail.
 */
export const saveSubmission = async (db: Db, row: ReviewRow): Promise<void> => {
  const { organization_id: _organization, subject_type: _type, subject_id: _id, ...round } = row;
  await db
    .insertInto('reviews')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['organization_id', 'subject_type', 'subject_id'])
        .doUpdateSet(round)
        .where('reviews.round', '<', row.round),
    )
    .execute();
};

export type ReviewDecision = Pick<
  ReviewRow,
  'state' | 'reviewed_by' | 'reviewed_by_label' | 'reviewed_at' | 'note' | 'self_reviewed'
>;

/** Decides the pending round; false when it was decided or resubmitted meanwhile. */
export const saveDecision = async (db: Db, pending: ReviewRow, decision: ReviewDecision): Promise<boolean> => {
  const result = await db
    .updateTable('reviews')
    .set(decision)
    .where('organization_id', '=', pending.organization_id)
    .where('subject_type', '=', pending.subject_type)
    .where('subject_id', '=', pending.subject_id)
    .where('state', '=', 'pending')
    .where('round', '=', pending.round)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const listPendingRows = (
  db: Db,
  organizationId: string,
  subjectTypes: ReviewSubjectType[],
): Promise<ReviewRow[]> =>
  subjectTypes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('reviews')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('state', '=', 'pending')
        .where('subject_type', 'in', subjectTypes)
        .orderBy('submitted_at')
        .execute();
