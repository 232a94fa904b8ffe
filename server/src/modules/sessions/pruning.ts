import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { idleCutoff } from './activity';
import { deleteEndedSessions } from './repository';
import type { JobDefinition, Recurrence } from '../../jobs/types';
import { z } from 'zod';

/** Deletes revoked, expired and idle sessions; returns how many. */
export const pruneEndedSessions = (db: Db, clock: Clock, idleTimeoutSeconds: number): Promise<number> => {
  const now = clock();
  return deleteEndedSessions(db, now.toISOString(), idleCutoff(now, idleTimeoutSeconds));
};

export const sessionPruningJobName = 'sessions.prune';

/** Every quarter of an hour, so the table holds the sessions in use rather than every sign-in ever made. */
export const sessionPruningRecurrence: Recurrence = { every: 'minutes', minutes: 15 };

export const sessionPruningJob = (db: Db, clock: Clock, idleTimeoutSeconds: number): JobDefinition => ({
  name: sessionPruningJobName,
  payload: z.object({}),
  // A failed round is not retried: the next one comes within the quarter hour.
  retryLimit: 0,
  handle: async (_payload, { log }) => {
    const pruned = await pruneEndedSessions(db, clock, idleTimeoutSeconds);
    if (pruned > 0) log.info({ pruned }, 'Pruned ended sessions');
  },
});
