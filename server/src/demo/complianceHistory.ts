import type { Db } from '../db/database';
import { frameworkIds } from '@/contracts/enums';
import { memberActor } from '../core/actor';
import type { Clock } from '../lib/clock';
import { recordSignals } from '../modules/signals';
import { demoSignals } from './posture';
import { runAssessment } from '../modules/assessments';
import { seedScoreHistory } from './scoreHistory';

const dayMs = 24 * 60 * 60 * 1000;
const snapshotsDaysAgo = [35, 7];

/**
 * Two assessments of every framework, four weeks apart with different signals, and the quarter of daily scores they
 * sit in, unless any assessment exists.
 */
export const seedComplianceHistory = async (
  db: Db,
  organizationId: string,
  userId: string,
  clock: Clock,
): Promise<void> => {
  const existing = await db
    .selectFrom('assessments')
    .select('id')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (existing) return;
  const member = await db
    .selectFrom('users')
    .select(['id', 'organization_id', 'name', 'role'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const actor = memberActor(member, null);
  for (const [index, daysAgo] of snapshotsDaysAgo.entries()) {
    const at = new Date(clock().getTime() - daysAgo * dayMs);
    await recordSignals(db, organizationId, demoSignals(at, index === snapshotsDaysAgo.length - 1));
    for (const framework of frameworkIds) {
      await runAssessment({ db, clock: () => at }, actor, framework);
    }
  }
  await seedScoreHistory(db, organizationId, clock);
};
