import type { Db } from '../../db/database';
import { touchSession } from './repository';

/**
 * last_seen_at is written at most once this often, so an active session costs a write a minute rather than one per
 * request; the idle timeout is therefore enforced to the minute.
 */
export const lastSeenResolutionMs = 60_000;

/** Sessions last seen before this instant, in epoch milliseconds, have been idle for longer than the timeout. */
const idleCutoffMs = (nowMs: number, idleTimeoutSeconds: number): number => nowMs - idleTimeoutSeconds * 1000;

/** The idle cutoff as the sessions table stores times, for queries over many sessions. */
export const idleCutoff = (now: Date, idleTimeoutSeconds: number): string =>
  new Date(idleCutoffMs(now.getTime(), idleTimeoutSeconds)).toISOString();

/** Times in epoch milliseconds: compared on every signed-in request, where formatting dates would cost more. */
export const isIdle = (lastSeenAtMs: number, nowMs: number, idleTimeoutSeconds: number): boolean =>
  lastSeenAtMs < idleCutoffMs(nowMs, idleTimeoutSeconds);

/** Records that the session was used now, unless that was already recorded within the last minute. */
export const noteActivity = async (db: Db, sessionId: string, lastSeenAtMs: number, now: Date): Promise<void> => {
  if (now.getTime() - lastSeenAtMs < lastSeenResolutionMs) return;
  await touchSession(db, sessionId, now.toISOString());
};
