import type { Db } from '../../db/database';

/** Claims the member's digest for `week`; false when it was claimed already, by this instance or another. */
export const claimDigest = async (
  trx: Db,
  digest: { organizationId: string; userId: string },
  week: string,
  now: string,
): Promise<boolean> => {
  const result = await trx
    .insertInto('work_digests')
    .values({ organization_id: digest.organizationId, user_id: digest.userId, week, sent_at: now })
    .onConflict((conflict) => conflict.columns(['organization_id', 'user_id', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};
