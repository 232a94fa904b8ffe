import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { type FrameworkId, frameworkIds } from '../../frameworks/types';
import type { Clock } from '../../lib/clock';
import { runAssessment } from '../assessments/service';
import { findFrameworksWithCompletedAssessments } from './repository';

const defaultFrameworks: FrameworkId[] = ['SOC2'];

/** Frameworks with at least one completed assessment, in catalogue order; SOC 2 for an organisation that has none. */
export const findFrameworksInUse = async (db: Db, organizationId: string): Promise<FrameworkId[]> => {
  const assessed = new Set(await findFrameworksWithCompletedAssessments(db, organizationId));
  const inUse = frameworkIds.filter((framework) => assessed.has(framework));
  return inUse.length > 0 ? inUse : defaultFrameworks;
};

export type AssessmentStart = { frameworks: FrameworkId[]; finished: Promise<void> };

/**
 * Starts the requested framework's assessment, or one for each framework in use, without waiting for them.
 * `finished` settles when every run has ended; a failed run is logged, never rejected.
 */
export const startAssessments = async (
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
  principal: { organizationId: string; userId: string },
  framework: FrameworkId | undefined,
): Promise<AssessmentStart> => {
  const { db, clock, log } = deps;
  const selected = framework ? [framework] : await findFrameworksInUse(db, principal.organizationId);
  const runs = selected.map((id) =>
    runAssessment(db, { organizationId: principal.organizationId, framework: id, startedBy: principal.userId, clock }).then(
      () => undefined,
      (error: unknown) => log.error({ err: error, framework: id }, 'background assessment failed'),
    ),
  );
  return { frameworks: selected, finished: Promise.all(runs).then(() => undefined) };
};
