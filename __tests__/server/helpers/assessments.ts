import { memberActor, systemActor } from '../../../server/src/core/actor';
import type { Db } from '../../../server/src/db/database';
import type { Clock } from '../../../server/src/lib/clock';
import { runAssessment } from '../../../server/src/modules/assessments/runAssessment';
import type { FrameworkId } from '@/contracts/enums';

/** Runs one framework's assessment as the member `startedBy` (named as the trail names them), or as the system. */
export const assess = async (
  db: Db,
  run: { organizationId: string; framework: FrameworkId; startedBy: string | null; clock: Clock },
) => {
  const member =
    run.startedBy === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['id', 'organization_id', 'name', 'role'])
          .where('id', '=', run.startedBy)
          .executeTakeFirstOrThrow();
  const actor = member ? memberActor(member, null) : systemActor(run.organizationId);
  return runAssessment({ db, clock: run.clock }, actor, run.framework);
};
