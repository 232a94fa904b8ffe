import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type FrameworkId, frameworkIds } from '@/contracts/enums';
import type { JobRunner } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { startAssessment } from '../assessments';
import { enforceLimit } from '../../core/rateLimits/enforce';
import type { WindowRule } from '../../core/rateLimits/rules';
import type { RateLimiter } from '../../core/rateLimits/service';
import { findFrameworksWithCompletedAssessments } from './repository';

const defaultFrameworks: FrameworkId[] = ['SOC2'];

/** Frameworks with at least one completed assessment, in catalogue order; SOC 2 for an organisation that has none. */
export const findFrameworksInUse = async (db: Db, organizationId: string): Promise<FrameworkId[]> => {
  const assessed = new Set(await findFrameworksWithCompletedAssessments(db, organizationId));
  const inUse = frameworkIds.filter((framework) => assessed.has(framework));
  return inUse.length > 0 ? inUse : defaultFrameworks;
};

export type StartedRun = { id: string; framework: FrameworkId };

export type RunDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Receives each run's end, which settles when the run has ended; a failed run is logged, never rejected. */
  track: (finished: Promise<void>) => void;
  limiter: RateLimiter;
  /** Requests to run assessments per organisation, across every instance. */
  limit: WindowRule;
  /** Where each run's alerts are queued. */
  jobs: Pick<JobRunner, 'enqueue'>;
};

export const tooManyRunsMessage = 'Too many assessment runs. Please try again in a minute.';

/**
 * Starts the requested framework's assessment, or one for each framework in use, and resolves once each is stored
 * as running (or joined to the run already under way), without waiting for them to end. When a run cannot be
 * started, it throws, but only after the others have started and been tracked.
 */
export const startAssessments = async (
  deps: RunDeps,
  principal: { organizationId: string; userId: string },
  framework: FrameworkId | undefined,
): Promise<StartedRun[]> => {
  const { db, clock, log, track, limiter, limit, jobs } = deps;
  await enforceLimit(limiter, `assessment-run:org:${principal.organizationId}`, limit, tooManyRunsMessage);
  const selected = framework ? [framework] : await findFrameworksInUse(db, principal.organizationId);
  const starts = await Promise.allSettled(
    selected.map(async (id): Promise<StartedRun> => {
      const request = {
        organizationId: principal.organizationId,
        framework: id,
        startedBy: principal.userId,
        clock,
        log,
        jobs,
      };
      const run = await startAssessment(db, request);
      track(
        run.finished.then(
          () => undefined,
          (error: unknown) => log.error({ err: error, framework: id }, 'background assessment failed'),
        ),
      );
      return { id: run.id, framework: id };
    }),
  );
  return starts.map((start) => {
    if (start.status === 'rejected') throw start.reason;
    return start.value;
  });
};
