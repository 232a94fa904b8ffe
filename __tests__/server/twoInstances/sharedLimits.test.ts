import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { demoAccount, seedDemo } from '../../../server/src/db/seed';
import { configureAuditKey } from '../../../server/src/modules/auditLogs/chain';
import { testAuditKey } from '../helpers/testDatabase';

// PostgreSQL only: two API processes share limits through the database they both use.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);

const repositoryRoot = path.resolve(__dirname, '../../..');
const entry = path.join(__dirname, 'apiInstance.ts');

const adminQuery = async (statement: string) => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

type Instance = { origin: string; child: ChildProcess };

const startInstance = (databaseUrl: string) =>
  new Promise<Instance>((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register', entry], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ origin: `http://127.0.0.1:${chunk.toString().trim()}`, child }),
    );
    child.once('exit', (code) => reject(new Error(`API instance exited ${code}: ${errors}`)));
  });

const stopInstance = ({ child }: Instance) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const signIn = (instance: Instance, password: string) =>
  fetch(`${instance.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccount.email, password }),
  });

const databaseName = `securo_test_${randomUUID().replace(/-/g, '')}`;
let instances: Instance[] = [];

(onPostgres ? describe : describe.skip)('two API instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    const db = openDatabase({ kind: 'postgres', connectionString: url.toString() });
    await migrateToLatest(db);
    configureAuditKey(testAuditKey);
    await seedDemo(db);
    await db.destroy();
    instances = await Promise.all([startInstance(url.toString()), startInstance(url.toString())]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
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
