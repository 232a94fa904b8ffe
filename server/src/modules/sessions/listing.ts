import type { Db } from '../../db/database';
import type { ActiveSession } from '@/contracts/sessions';
import { idleCutoff } from './activity';
import { describeDevice } from './device';

/** The member's sessions still in use (not revoked, expired or idle), most recently seen first. */
export const listLiveSessions = async (
  db: Db,
  userId: string,
  currentSessionId: string,
  now: Date,
  idleTimeoutSeconds: number,
): Promise<ActiveSession[]> => {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>=', idleCutoff(now, idleTimeoutSeconds))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    ip: row.ip,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === currentSessionId,
  }));
};
