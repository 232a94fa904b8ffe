import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { createPgBossRunner, pgBossSchema } from '../../../server/src/jobs/pgBossRunner';
import { alertEmailJobName } from '../../../server/src/modules/alerts';
import { policyRemindersJob, policyRemindersJobName } from '../../../server/src/modules/policies';
import { insertUser } from '../../../server/src/modules/users/repository';
import { newOrganization } from '../helpers/compliance';
import { eventually, quietJobLog } from '../helpers/jobs';
import { adminUrl, onPostgres, query, startEntry, stopChild, throwawayDatabase } from './processes';

// PostgreSQL only: two API processes share the daily policy reminders, queued several times at once (as a schedule,
// a retry and an operator's rerun might); every owner and member is still reminded once, in the bell and by email.
const database = throwawayDatabase();
const instances: ChildProcess[] = [];
const rounds = 6;
const dayMs = 24 * 60 * 60 * 1000;
const expected: Record<string, number> = {};

// The digest's instance entry with no digest round of its own: an API process working the server's jobs.
const startInstance = () =>
  startEntry('digestInstance.ts', { DATABASE_URL: database.url, DIGEST_ROUNDS: '0' }, instances);

const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();

/** A policy published 355 days ago, reviewed yearly: its review falls due within the reminder window. */
const publishedPolicy = async (organizationId: string, ownerId: string) => {
  const policyId = randomUUID();
  await query(
    database.url,
    `INSERT INTO policies (id, organization_id, template_id, title, owner_id, review_months, created_at)
     VALUES ($1, $2, 'access-control', 'Access Control Policy', $3, 12, $4)`,
    [policyId, organizationId, ownerId, daysAgo(360)],
  );
  await query(
    database.url,
    `INSERT INTO policy_versions (id, organization_id, policy_id, state, body, review_state, major, minor, changelog,
       rendered, sha256, published_by_label, published_at, updated_at)
     VALUES ($1, $2, $3, 'published', 'Text', 'approved', 1, 0, 'First version', 'Text', $4, 'Owner', $5, $5)`,
    [randomUUID(), organizationId, policyId, 'a'.repeat(64), daysAgo(355)],
  );
};

(onPostgres ? describe : describe.skip)('policy reminders with two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    await query(adminUrl, `CREATE DATABASE ${database.name}`);
    const db = openDatabase({ kind: 'postgres', connectionString: database.url });
    await migrateToLatest(db);
    for (const name of ['First Policy Ltd', 'Second Policy Ltd']) {
      const { organizationId, userId } = await newOrganization(db, name);
      const memberId = randomUUID();
      await insertUser(db, {
        id: memberId,
        organization_id: organizationId,
        name: `Analyst of ${name}`,
        email: `${memberId}@example.com`,
        password_hash: 'x',
        role: 'Security Analyst',
        job_title: null,
        created_at: daysAgo(400),
        updated_at: daysAgo(400),
      });
      await query(database.url, 'UPDATE users SET created_at = $1 WHERE id = $2', [daysAgo(400), userId]);
      await publishedPolicy(organizationId, userId);
      // The owner hears of the review coming due and of their own overdue acceptance; the analyst of theirs.
      expected[userId] = 2;
      expected[memberId] = 1;
    }
    await db.destroy();
    await Promise.all([startInstance(), startInstance()]);
    const queueing = openDatabase({ kind: 'postgres', connectionString: database.url });
    const jobs = createPgBossRunner({ connectionString: database.url, log: quietJobLog });
    // Defined only to queue it: this runner is never started, so the two instances do the work.
    jobs.define(policyRemindersJob({ db: queueing, clock: () => new Date(), jobs }));
    await Promise.all(Array.from({ length: rounds }, () => jobs.enqueue(policyRemindersJobName, {})));
    await jobs.stop();
    await queueing.destroy();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopChild));
    await query(adminUrl, `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }, 60_000);

  it('sends each reminder once: one claim, one notification and one email per occurrence', async () => {
    const finished = async () => {
      const [row] = await query(
        database.url,
        `SELECT count(*)::int AS n FROM ${pgBossSchema}.job WHERE name = $1 AND state = 'completed'`,
        [policyRemindersJobName],
      );
      return Number(row?.n) === rounds;
    };
    await eventually(finished, 60_000);

    const perMember = async (statement: string, values: unknown[] = []) =>
      Object.fromEntries(
        (await query(database.url, statement, values)).map((row) => [String(row.user_id), Number(row.n)]),
      );
    expect(await perMember('SELECT user_id, count(*)::int AS n FROM policy_reminders GROUP BY user_id')).toEqual(
      expected,
    );
    expect(
      await perMember(
        "SELECT user_id, count(*)::int AS n FROM notifications WHERE link LIKE '/policies/%' GROUP BY user_id",
      ),
    ).toEqual(expected);
    expect(
      await perMember(
        `SELECT data->>'userId' AS user_id, count(*)::int AS n FROM ${pgBossSchema}.job WHERE name = $1 GROUP BY 1`,
        [alertEmailJobName],
      ),
    ).toEqual(expected);
  }, 120_000);
});
