import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { demoAccount, seedDemo } from '../../../server/src/demo/seed';
import { configureAuditKey } from '../../../server/src/core/auditTrail/chain';
import { testAuditKey } from '../helpers/testDatabase';
import { adminUrl, onPostgres, query, startEntry, stopChild, throwawayDatabase } from './processes';

// PostgreSQL only: two API processes share limits through the database they both use.
const database = throwawayDatabase();
const children: ChildProcess[] = [];

type Instance = { origin: string };

const startInstance = async (): Promise<Instance> => {
  const { firstLine } = await startEntry('apiInstance.ts', { DATABASE_URL: database.url }, children);
  return { origin: `http://127.0.0.1:${firstLine}` };
};

const signIn = (instance: Instance, password: string) =>
  fetch(`${instance.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccount.email, password }),
  });

let instances: Instance[] = [];

(onPostgres ? describe : describe.skip)('two API instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    await query(adminUrl, `CREATE DATABASE ${database.name}`);
    const db = openDatabase({ kind: 'postgres', connectionString: database.url });
    await migrateToLatest(db);
    configureAuditKey(testAuditKey);
    await seedDemo(db);
    await db.destroy();
    instances = await Promise.all([startInstance(), startInstance()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stopChild));
    await query(adminUrl, `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }, 30_000);

  it('counts sign-in failures on one instance against the other: five wrong on A, the sixth on B is limited', async () => {
    const [first, second] = instances;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(first, `wrong-${attempt}`)).status).toBe(401);
    }
    const limited = await signIn(second, demoAccount.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
  }, 60_000);
});
