import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { reusableQuery } from '../../db/reusableQuery';

export type NewSession = {
  userId: string;
  createdAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
};

export const insertSession = async (db: Db, session: NewSession): Promise<string> => {
  const id = crypto.randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
      ip: session.ip,
      user_agent: session.userAgent,
      last_seen_at: session.createdAt,
    })
    .execute();
  return id;
};

export const revokeSession = async (db: Db, sessionId: string, now: string): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
};

/** Revokes every live session of the user except `keepSessionId` (pass null to revoke them all). */
export const revokeUserSessions = async (
  db: Db,
  userId: string,
  keepSessionId: string | null,
  now: string,
): Promise<number> => {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Revokes the member's session if it is theirs and live; false when there is no such session. */
export const revokeOwnSession = async (db: Db, sessionId: string, userId: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

const sessionWithUser = reusableQuery((db: Db, sessionId: string, userId: string, organizationId: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .selectAll('users')
    .select([
      'organizations.name as company',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('users.organization_id', '=', organizationId)
    // A literal, not a bound value: the reusable statement binds only its arguments.
    .where('users.status', '=', sql.lit('active')),
);

/** The session joined with its user and organisation: one query per authenticated request. */
export const findSessionWithUser = async (db: Db, sessionId: string, userId: string, organizationId: string) =>
  (await sessionWithUser(db, sessionId, userId, organizationId))[0];

export const touchSession = async (db: Db, sessionId: string, now: string): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', now)
    .execute();
};

/** Deletes the sessions that can no longer be used: revoked, expired, or idle since before `idleCutoff`. */
export const deleteEndedSessions = async (db: Db, now: string, idleCutoff: string): Promise<number> => {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', now), eb('last_seen_at', '<', idleCutoff)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
