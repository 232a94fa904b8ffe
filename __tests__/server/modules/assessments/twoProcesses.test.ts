import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { type Db, openDatabase } from '../../../../server/src/db/database';
import { migrateToLatest } from '../../../../server/src/db/migrate';
import { assess } from '../../helpers/assessments';
import { configureAuditKey } from '../../../../server/src/core/auditTrail/chain';
import { recordSignals } from '../../../../server/src/modules/signals/service';
import { newOrganization, perfectPosture } from '../../helpers/compliance';
import { testAuditKey } from '../../helpers/testDatabase';

// Two connection pools to one database stand in for two server processes.
// PostgreSQL only: better-sqlite3 is synchronous, so two SQLite connections in one thread wait on each other's
// lock while blocking the thread that would release it; real processes each have their own thread.
type Pair = { first: Db; second: Db; dispose: () => Promise<void> };

const adminQuery = async (adminUrl: string, statement: string) => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);

const openPair = async (): Promise<Pair> => {
  const name = `securo_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const [first, second] = [0, 1].map(() => openDatabase({ kind: 'postgres', connectionString: url.toString() }));
  await migrateToLatest(first);
  configureAuditKey(testAuditKey);
  return {
    first,
    second,
    dispose: async () => {
      await Promise.all([first.destroy(), second.destroy()]);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

let pair: Pair;

beforeAll(async () => {
  if (onPostgres) pair = await openPair();
});
afterAll(() => pair?.dispose());

(onPostgres ? it : it.skip)(
  'two processes running the same assessment at once leave only complete, consistent assessments',
  async () => {
    const { organizationId, userId } = await newOrganization(pair.first);
    const now = new Date('2026-06-30T12:00:00.000Z');
    await recordSignals(pair.first, organizationId, perfectPosture(now));
    const request = { organizationId, framework: 'SOC2' as const, startedBy: userId, clock: () => now };

    for (let round = 0; round < 5; round += 1) {
      const summaries = await Promise.all([assess(pair.first, request), assess(pair.second, request)]);
      expect(summaries.map((summary) => [summary.status, summary.score])).toEqual([
        ['completed', 100],
        ['completed', 100],
      ]);
    }

    const assessments = await pair.first
      .selectFrom('assessments')
      .leftJoin('control_results', 'control_results.assessment_id', 'assessments.id')
      .select(['assessments.id', 'assessments.status', (eb) => eb.fn.count('control_results.control_id').as('results')])
      .where('assessments.organization_id', '=', organizationId)
      .groupBy(['assessments.id', 'assessments.status'])
      .execute();
    expect(assessments).toHaveLength(10);
    for (const assessment of assessments) {
      expect([assessment.status, Number(assessment.results)]).toEqual(['completed', 61]);
    }
  },
);
