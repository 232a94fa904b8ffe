import type { Db } from '../../db/database';
import type { PolicyRemindersTable } from '../../db/schema';

export type PolicyReminderClaim = Omit<PolicyRemindersTable, 'sent_at'>;

/** Claims the reminder; false when it was claimed already, by this instance or another. */
export const claimPolicyReminder = async (trx: Db, claim: PolicyReminderClaim, now: string): Promise<boolean> => {
  const result = await trx
    .insertInto('policy_reminders')
    .values({ ...claim, sent_at: now })
    .onConflict((conflict) => conflict.columns(['organization_id', 'occurrence']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};

/** The organisations with a published policy: the only ones with anything to remind. */
export const listOrganizationsWithPublishedPolicies = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('policy_versions')
      .select('organization_id')
      .distinct()
      .where('state', '=', 'published')
      .orderBy('organization_id')
      .execute()
  ).map((row) => row.organization_id);
