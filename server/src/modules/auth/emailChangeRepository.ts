import type { Db } from '../../db/database';

export type PendingEmailChange = {
  userId: string;
  newEmail: string;
  tokenHash: string;
  now: string;
  expiresAt: string;
};

/** Stores the member's pending change; a new request replaces the earlier one, whose link stops working. */
export const upsertEmailChange = async (db: Db, change: PendingEmailChange): Promise<void> => {
  const values = {
    new_email: change.newEmail,
    token_hash: change.tokenHash,
    created_at: change.now,
    expires_at: change.expiresAt,
  };
  await db
    .insertInto('email_changes')
    .values({ user_id: change.userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
};

/** The address the member asked to move to, while its link can still be used. */
/** The member's requested address and until when its link confirms it; expired requests are still returned. */
export type PendingAddress = { email: string; expiresAt: string } | null;

export const findPendingAddress = async (db: Db, userId: string): Promise<PendingAddress> => {
  const row = await db
    .selectFrom('email_changes')
    .select(['new_email', 'expires_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { email: row.new_email, expiresAt: row.expires_at } : null;
};

/** The change a link's token confirms, with its active member. */
export const findEmailChangeByToken = (db: Db, tokenHash: string) =>
  db
    .selectFrom('email_changes')
    .innerJoin('users', 'users.id', 'email_changes.user_id')
    .select([
      'email_changes.new_email as newEmail',
      'email_changes.expires_at as expiresAt',
      'users.id as userId',
      'users.organization_id as organizationId',
      'users.name',
      'users.email',
      'users.role',
    ])
    .where('email_changes.token_hash', '=', tokenHash)
    .where('users.status', '=', 'active')
    .executeTakeFirst();

/** Spends the link: true for the one request that deleted it while it was still usable. */
export const takeEmailChange = async (db: Db, tokenHash: string, now: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('email_changes')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
};

export const deleteEmailChange = async (db: Db, tokenHash: string): Promise<void> => {
  await db.deleteFrom('email_changes').where('token_hash', '=', tokenHash).execute();
};
