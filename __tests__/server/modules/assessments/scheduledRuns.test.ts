import { createEmbeddedJobRunner, type EmbeddedJobRunner } from '../../../../server/src/jobs/embeddedRunner';
import type { AuditFrequency } from '@/contracts/settingsOptions';
import {
  planScheduledAssessmentsJob,
  planScheduledAssessmentsJobName,
  scheduledAssessmentJob,
  scheduledAssessmentJobName,
} from '../../../../server/src/modules/assessments/scheduledRuns';
import { newOrganization } from '../../helpers/compliance';
import { quietJobLog } from '../../helpers/jobs';
import { createTestClock, type TestClock } from '../../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

let database: TestDatabase;
let clock: TestClock;
let jobs: EmbeddedJobRunner;
const frequencies = new Map<string, AuditFrequency>();

// A Wednesday: the next daily period starts Thursday, the next weekly one Monday, the next monthly one April 1st.
const wednesday = new Date('2026-03-04T10:00:00.000Z');

beforeEach(async () => {
  database = await createTestDatabase();
  clock = createTestClock(wednesday);
  frequencies.clear();
  const auditFrequency = async (organizationId: string) => frequencies.get(organizationId) ?? 'weekly';
  jobs = createEmbeddedJobRunner({ db: database.db, log: quietJobLog, clock: clock.now });
  const deps = { db: database.db, clock: clock.now, jobs, log: quietJobLog };
  jobs.define(planScheduledAssessmentsJob(deps, auditFrequency));
  jobs.define(scheduledAssessmentJob(deps, auditFrequency));
});
afterEach(() => database.dispose());

const advanceTo = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

const plan = async () => {
  await jobs.enqueue(planScheduledAssessmentsJobName, {});
  await jobs.runDue();
};

const scheduledJobs = () =>
  database.db
    .selectFrom('jobs')
    .select(['payload', 'run_at', 'state'])
    .where('name', '=', scheduledAssessmentJobName)
    .orderBy('run_at')
    .execute();

const systemRuns = (organizationId: string) =>
  database.db
    .selectFrom('assessments')
    .select(['framework', 'status', 'started_at'])
    .where('organization_id', '=', organizationId)
    .where('started_by', 'is', null)
    .execute();

describe('scheduled assessments', () => {
  it('plans each organisation once for its next period, however often the planner runs', async () => {
    const weekly = await newOrganization(database.db);
    const daily = await newOrganization(database.db);
    const monthly = await newOrganization(database.db);
    frequencies.set(daily.organizationId, 'daily');
    frequencies.set(monthly.organizationId, 'monthly');

    await plan();
    await plan();
    clock.advance(60 * 60 * 1000);
    await plan();

    const planned = (await scheduledJobs()).map((job) => ({ ...job, payload: JSON.parse(job.payload) }));
    expect(planned).toEqual([
      expect.objectContaining({ run_at: '2026-03-05T00:00:00.000Z', state: 'queued' }),
      expect.objectContaining({ run_at: '2026-03-09T00:00:00.000Z', state: 'queued' }),
      expect.objectContaining({ run_at: '2026-04-01T00:00:00.000Z', state: 'queued' }),
    ]);
    expect(planned.map((job) => job.payload.organizationId)).toEqual([
      daily.organizationId,
      weekly.organizationId,
      monthly.organizationId,
    ]);
  });

  it('assesses the organisation when its period starts, as the system, audited like a run from the dashboard', async () => {
    const weekly = await newOrganization(database.db);
    const daily = await newOrganization(database.db);
    frequencies.set(daily.organizationId, 'daily');
    await plan();

    advanceTo('2026-03-05T00:00:00.000Z');
    await jobs.runDue();
    await jobs.runDue();
    expect(await systemRuns(daily.organizationId)).toEqual([
      { framework: 'SOC2', status: 'completed', started_at: '2026-03-05T00:00:00.000Z' },
    ]);
    expect(await systemRuns(weekly.organizationId)).toEqual([]);
    const audit = await database.db
      .selectFrom('audit_logs')
      .select(['action', 'user_id', 'user_label'])
      .where('organization_id', '=', daily.organizationId)
      .orderBy('seq')
      .execute();
    expect(audit).toEqual([
      { action: 'Assessment Started', user_id: null, user_label: 'System' },
      expect.objectContaining({ action: 'Assessment Completed', user_id: null, user_label: 'System' }),
    ]);

    advanceTo('2026-03-09T00:00:00.000Z');
    await jobs.runDue();
    expect(await systemRuns(weekly.organizationId)).toHaveLength(1);
  });

  it('skips a run planned under a frequency the organisation has changed since', async () => {
    const organization = await newOrganization(database.db);
    await plan();
    frequencies.set(organization.organizationId, 'monthly');
    advanceTo('2026-03-09T00:00:00.000Z');
    await jobs.runDue();
    expect(await systemRuns(organization.organizationId)).toEqual([]);
    expect((await scheduledJobs()).map((job) => job.state)).toEqual(['completed']);
  });
});
