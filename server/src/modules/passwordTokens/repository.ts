import type { Db } from '../../db/database';
import type { PasswordTokensTable } from '../../db/schema';

export type TokenPurpose = PasswordTokensTable['purpose'];

export type NewPasswordToken = {
  userId: string;
  tokenHash: string;
  purpose: TokenPurpose;
  now: string;
  expiresAt: string;
};

export const insertPasswordToken = async (db: Db, token: NewPasswordToken): Promise<void> => {
  await db
    .insertInto('password_tokens')
    .values({
      id: crypto.randomUUID(),
      user_id: token.userId,
      token_hash: token.tokenHash,
      purpose: token.purpose,
      created_at: token.now,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
};

export const findPasswordToken = (db: Db, tokenHash: string) =>
  db
    .selectFrom('password_tokens')
    .innerJoin('users', 'users.id', 'password_tokens.user_id')
    .select([
      'password_tokens.id',
      'password_tokens.expires_at as expiresAt',
      'password_tokens.used_at as usedAt',
      'users.id as userId',
      'users.organization_id as organizationId',
      'users.email',
      'users.name',
      'users.role',
    ])
    .where('password_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Marks the token used unless another request already did: answers whether this one won. */
export const markPasswordTokenUsed = async (db: Db, id: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** A new link replaces the user's earlier unused ones. */
export const retireUnusedPasswordTokens = async (db: Db, userId: string, now: string): Promise<void> => {
  await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
};
