import type { Db } from '../../db/database';
import { touchSession } from './repository';

/**
 * last_seen_at is written at most once this often, so an active session costs a write a minute rather than one per
 * request; the idle timeout is therefore enforced to the minute.
 */
export const lastSeenResolutionMs = 60_000;

/** Sessions last seen before this instant have been idle for longer than the timeout. */
export const idleCutoff = (now: Date, idleTimeoutSeconds: number): string =>
  new Date(now.getTime() - idleTimeoutSeconds * 1000).toISOString();

export const isIdle = (lastSeenAt: string, now: Date, idleTimeoutSeconds: number): boolean =>
  lastSeenAt < idleCutoff(now, idleTimeoutSeconds);

/** Records that the session was used now, unless that was already recorded within the last minute. */
export const noteActivity = async (db: Db, sessionId: string, lastSeenAt: string, now: Date): Promise<void> => {
  if (now.getTime() - Date.parse(lastSeenAt) < lastSeenResolutionMs) return;
  await touchSession(db, sessionId, now.toISOString());
};
