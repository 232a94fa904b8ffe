import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { idleCutoff } from './activity';
import { deleteEndedSessions } from './repository';

export type SessionPruning = {
  db: Db;
  clock: Clock;
  idleTimeoutSeconds: number;
  /** A failed round is reported here; the next round runs on time all the same. */
  onError: (error: unknown) => void;
  everyMs?: number;
};

const defaultEveryMs = 15 * 60 * 1000;

/** Deletes revoked, expired and idle sessions; returns how many. */
export const pruneEndedSessions = (db: Db, clock: Clock, idleTimeoutSeconds: number): Promise<number> => {
  const now = clock();
  return deleteEndedSessions(db, now.toISOString(), idleCutoff(now, idleTimeoutSeconds));
};

/**
 * Prunes ended sessions now and then, so the table holds the sessions in use rather than every sign-in ever made.
 * The timer does not keep the process alive; the returned function stops it.
 */
export const startSessionPruning = ({
  db,
  clock,
  idleTimeoutSeconds,
  onError,
  everyMs = defaultEveryMs,
}: SessionPruning): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pruneEndedSessions(db, clock, idleTimeoutSeconds)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
