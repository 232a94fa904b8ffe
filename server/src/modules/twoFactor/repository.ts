import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TwoFactorChallengesTable } from '../../db/schema';

export type ChallengePurpose = TwoFactorChallengesTable['purpose'];

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0) > 0;

export const findCredential = (db: Db, userId: string) =>
  db.selectFrom('two_factor_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** What sign-in needs to know: whether the member has an authenticator and whether the organisation requires one. */
export const findSignInRequirement = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .leftJoin('two_factor_credentials', 'two_factor_credentials.user_id', 'users.id')
    .select(['two_factor_credentials.enabled_at as enabledAt', 'organizations.two_factor_required_at as requiredAt'])
    .where('users.id', '=', userId)
    .executeTakeFirst();

/** Stores a new pending secret unless two-factor is already on; answers whether it was stored. */
export const savePendingSecret = async (db: Db, userId: string, ciphertext: string, now: string): Promise<boolean> => {
  const row = await db
    .insertInto('two_factor_credentials')
    .values({
      user_id: userId,
      secret_ciphertext: ciphertext,
      enabled_at: null,
      last_used_step: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret_ciphertext: ciphertext, last_used_step: null, created_at: now, updated_at: now })
        .where('two_factor_credentials.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Turns the pending secret on, spending the step of the code that proved it; false when another request did. */
export const enableCredential = async (db: Db, userId: string, step: number, now: string): Promise<boolean> =>
  changed(
    await db
      .updateTable('two_factor_credentials')
      .set({ enabled_at: now, last_used_step: step, updated_at: now })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .executeTakeFirst(),
  );

/** Records that a code of `step` was used; false when that step (or a later one) already was: a replay. */
export const spendTimeStep = async (db: Db, userId: string, step: number, now: string): Promise<boolean> =>
  changed(
    await db
      .updateTable('two_factor_credentials')
      .set({ last_used_step: step, updated_at: now })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst(),
  );

export const deleteTwoFactor = async (db: Db, userId: string): Promise<void> => {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_credentials').where('user_id', '=', userId).execute();
};

export const replaceRecoveryCodes = async (db: Db, userId: string, hashes: string[], now: string): Promise<void> => {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(
      hashes.map((codeHash) => ({ id: crypto.randomUUID(), user_id: userId, code_hash: codeHash, created_at: now })),
    )
    .execute();
};

export const unusedRecoveryCodes = (db: Db, userId: string) =>
  db
    .selectFrom('two_factor_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

/** Spends the code unless a concurrent request already did. */
export const spendRecoveryCode = async (db: Db, id: string, now: string): Promise<boolean> =>
  changed(
    await db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst(),
  );

export type NewChallenge = {
  userId: string;
  tokenHash: string;
  purpose: ChallengePurpose;
  now: string;
  expiresAt: string;
};

/** A new challenge replaces the user's earlier ones: only the latest sign-in can go on. */
export const insertChallenge = async (db: Db, challenge: NewChallenge): Promise<void> => {
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', challenge.userId).execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: crypto.randomUUID(),
      user_id: challenge.userId,
      token_hash: challenge.tokenHash,
      purpose: challenge.purpose,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
      used_at: null,
    })
    .execute();
};

export const findChallenge = (db: Db, tokenHash: string) =>
  db
    .selectFrom('two_factor_challenges')
    .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
    .selectAll('two_factor_challenges')
    .select('users.organization_id')
    .where('two_factor_challenges.token_hash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Counts one code attempt against the challenge in one statement, so parallel guesses each take one of the
 * `maxAttempts`; false once the challenge is used, expired or out of attempts.
 */
export const reserveChallengeAttempt = async (db: Db, id: string, now: string, maxAttempts: number): Promise<boolean> =>
  changed(
    await db
      .updateTable('two_factor_challenges')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst(),
  );

/** Single use: false when another request already spent the challenge. */
export const spendChallenge = async (db: Db, id: string, now: string): Promise<boolean> =>
  changed(
    await db
      .updateTable('two_factor_challenges')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst(),
  );

export const setOrganizationRequirement = async (
  db: Db,
  organizationId: string,
  requiredAt: string | null,
  now: string,
): Promise<void> => {
  await db
    .updateTable('organizations')
    .set({ two_factor_required_at: requiredAt, updated_at: now })
    .where('id', '=', organizationId)
    .execute();
};

export const findOrganizationRequirement = async (db: Db, organizationId: string): Promise<string | null> =>
  (
    await db
      .selectFrom('organizations')
      .select('two_factor_required_at')
      .where('id', '=', organizationId)
      .executeTakeFirst()
  )?.two_factor_required_at ?? null;

/** The organisation's members (not removed) whose two-factor is on. */
export const listEnabledMemberIds = async (db: Db, organizationId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('two_factor_credentials')
      .innerJoin('users', 'users.id', 'two_factor_credentials.user_id')
      .select('users.id')
      .where('users.organization_id', '=', organizationId)
      .where('users.status', '!=', 'removed')
      .where('two_factor_credentials.enabled_at', 'is not', null)
      .execute()
  ).map((row) => row.id);
