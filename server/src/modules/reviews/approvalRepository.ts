import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReviewApprovalsTable } from '../../db/schema';
import type { ReviewRow } from './repository';

export type ApprovalRow = Selectable<ReviewApprovalsTable>;

type Round = Pick<ReviewRow, 'organization_id' | 'subject_type' | 'subject_id' | 'round'>;

const ofRound = (db: Db, round: Round) =>
  db
    .selectFrom('review_approvals')
    .selectAll()
    .where('organization_id', '=', round.organization_id)
    .where('subject_type', '=', round.subject_type)
    .where('subject_id', '=', round.subject_id)
    .where('round', '=', round.round);

/** The approvals given in this round, the earliest first. */
export const listRoundApprovals = (db: Db, round: Round): Promise<ApprovalRow[]> =>
  ofRound(db, round).orderBy('approved_at').orderBy('user_id').execute();

/**
 * Holds the pending round while an approval is counted: two approvers completing the quorum at once then count one
 * after the other, so exactly one of them decides the round. False when the round was decided or resubmitted meanwhile.
 */
export const holdPendingRound = async (db: Db, round: Round): Promise<boolean> => {
  const result = await db
    .updateTable('reviews')
    .set((eb) => ({ round: eb.ref('round') }))
    .where('organization_id', '=', round.organization_id)
    .where('subject_type', '=', round.subject_type)
    .where('subject_id', '=', round.subject_id)
    .where('round', '=', round.round)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** Records one approver's approval of the round; false when they had approved it already. */
export const addRoundApproval = async (
  db: Db,
  round: Round,
  approver: { userId: string; label: string; at: string },
): Promise<boolean> => {
  const result = await db
    .insertInto('review_approvals')
    .values({
      organization_id: round.organization_id,
      subject_type: round.subject_type,
      subject_id: round.subject_id,
      round: round.round,
      user_id: approver.userId,
      user_label: approver.label,
      approved_at: approver.at,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};
