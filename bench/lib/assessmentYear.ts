import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import { systemClock } from '../../server/src/lib/clock';
import { systemActor } from '../../server/src/core/actor';
import { runAssessment } from '../../server/src/modules/assessments/runAssessment';
import { demoSignals } from '../../server/src/demo/posture';
import { recordSignals } from '../../server/src/modules/signals/service';
import { frameworkIds } from '@/contracts/enums';
import { SCORE_PASSED_MIN, SCORE_WARNING_MIN } from '@/contracts/score';
import { withoutIndexes } from './withoutIndexes';

const yearDays = 365;

/**
 * A year of assessments of every framework for every organisation, one each `everyDays` days before today. The
 * product assesses one organisation for real (its signals, every framework); those results are the template that each
 * earlier run copies with its own drift of up to ten points, its statuses following its scores by the product's rule.
 * Answers how many assessments were stored.
 */
export async function seedAssessmentYear(db: Db, assessedOrganizationId: string, everyDays: number): Promise<number> {
  await recordSignals(db, assessedOrganizationId, demoSignals(new Date(), true));
  for (const framework of frameworkIds)
    await runAssessment({ db, clock: systemClock }, systemActor(assessedOrganizationId), framework);
  const runs = Math.floor(yearDays / everyDays);
  await withoutIndexes(db, 'control_results', async () => {
    await sql`
      with template as (
        select id, framework from assessments where organization_id = ${assessedOrganizationId} and status = 'completed'
      ),
      made as (
        insert into assessments (id, organization_id, framework, status, score, started_by, started_at, completed_at)
        select gen_random_uuid()::text, o.id, t.framework, 'completed', null, null, at.iso, at.iso
        from organizations o
          cross join template t
          cross join generate_series(1, ${runs}) as run
          cross join lateral (
            select to_char((now() - run * ${everyDays} * interval '1 day') at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso
          ) at
        returning id, framework, completed_at
      )
      insert into control_results (assessment_id, control_id, category, status, score, issues, checked_at, issue_sources)
      select m.id, r.control_id, r.category,
        case when drifted.score >= ${SCORE_PASSED_MIN} then 'passed'
          when drifted.score >= ${SCORE_WARNING_MIN} then 'warning' else 'critical' end,
        drifted.score, r.issues, m.completed_at, r.issue_sources
      from made m
        join template t on t.framework = m.framework
        join control_results r on r.assessment_id = t.id
        cross join lateral (
          select greatest(0, least(100, r.score + abs(hashtext(m.id)) % 21 - 10)) as score
        ) drifted`.execute(db);
  });
  await sql`
    update assessments a set score = s.score
    from (select assessment_id, round(avg(score))::integer as score from control_results group by assessment_id) s
    where a.id = s.assessment_id and a.score is null`.execute(db);
  await sql`analyze assessments`.execute(db);
  const { count } = await db
    .selectFrom('assessments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
