import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { pgBossSchema } from '../../../server/src/jobs/pgBossRunner';
import { workDigestsJobName } from '../../../server/src/modules/myWork';
import { alertEmailJobName } from '../../../server/src/modules/alerts';
import { newOrganization } from '../helpers/compliance';
import { eventually } from '../helpers/jobs';
import { dayIn, ownControl, ownTask } from '../helpers/myWork';
import { adminUrl, onPostgres, query, startEntry, stopChild, throwawayDatabase } from './processes';

// PostgreSQL only: two API processes each run the weekly work digest several times in the same week, some of the
// runs at once; every member still hears of their work once, in the bell and by one email.
const database = throwawayDatabase();
const instances: ChildProcess[] = [];
const roundsPerProcess = 3;
let members: string[] = [];

const startInstance = () =>
  startEntry('digestInstance.ts', { DATABASE_URL: database.url, DIGEST_ROUNDS: String(roundsPerProcess) }, instances);

(onPostgres ? describe : describe.skip)('the weekly work digest with two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    await query(adminUrl, `CREATE DATABASE ${database.name}`);
    const db = openDatabase({ kind: 'postgres', connectionString: database.url });
    await migrateToLatest(db);
    const now = new Date();
    for (const name of ['First Digest Ltd', 'Second Digest Ltd']) {
      const { organizationId, userId } = await newOrganization(db, name);
      await ownControl(db, { organizationId, controlId: 'CC6.1', ownerId: userId, reviewDate: dayIn(now, -2) });
      await ownTask(db, { organizationId, ownerId: userId, title: 'Review access', dueDate: dayIn(now, 4) });
      members = [...members, userId];
    }
    await db.destroy();
    await Promise.all([startInstance(), startInstance()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopChild));
    await query(adminUrl, `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }, 60_000);

  it('sends one reminder per occurrence: one digest, one notification and one email a member', async () => {
    const finished = async () => {
      const [row] = await query(
        database.url,
        `SELECT count(*)::int AS n FROM ${pgBossSchema}.job WHERE name = $1 AND state = 'completed'`,
        [workDigestsJobName],
      );
      return Number(row?.n) === 2 * roundsPerProcess;
    };
    await eventually(finished, 60_000);

    const perMember = async (statement: string, values: unknown[] = []) =>
      Object.fromEntries(
        (await query(database.url, statement, values)).map((row) => [String(row.user_id), Number(row.n)]),
      );
    const expected = Object.fromEntries(members.map((id) => [id, 1]));
    expect(await perMember('SELECT user_id, count(*)::int AS n FROM work_digests GROUP BY user_id')).toEqual(expected);
    expect(
      await perMember(
        "SELECT user_id, count(*)::int AS n FROM notifications WHERE kind = 'workDigest' GROUP BY user_id",
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
