import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type GithubSandbox, startGithubSandbox } from '../../../server/src/connectors/github/fakes/github';
import { sandboxOrganizationLogin } from '../../../server/src/connectors/github/fakes/githubOrganizations';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { eventually } from '../helpers/jobs';
import { testIntegrations } from '../helpers/testDatabase';
import { adminUrl, onPostgres, query, startEntry, stopChild, throwawayDatabase } from './processes';

// PostgreSQL only: two processes plan and run integration syncs on one database; each due sync runs once, on one of
// them, and one still due when the processes stop runs after they start again.
const database = throwawayDatabase();

let github: GithubSandbox;
const instances: ChildProcess[] = [];

const startInstance = () =>
  startEntry('integrationsInstance.ts', { DATABASE_URL: database.url, GITHUB_URL: github.url }, instances);

const stopInstances = () => Promise.all(instances.splice(0).map(stopChild));

const integrationId = randomUUID();
const syncs = async () =>
  (
    await query(database.url, 'SELECT trigger, status FROM integration_syncs WHERE integration_id = $1', [
      integrationId,
    ])
  ).map((row) => `${row.trigger} ${row.status}`);
const makeDue = () =>
  query(database.url, 'UPDATE integrations SET next_sync_at = $2 WHERE id = $1', [
    integrationId,
    new Date(Date.now() - 1000).toISOString(),
  ]);
/** Long enough for both planners to have run dozens of times over the due sync. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

(onPostgres ? describe : describe.skip)('integration syncs with two processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    github = await startGithubSandbox({ state: 'good' });
    await query(adminUrl, `CREATE DATABASE ${database.name}`);
    const db = openDatabase({ kind: 'postgres', connectionString: database.url });
    await migrateToLatest(db);
    await db.destroy();
    const now = new Date().toISOString();
    const organizationId = randomUUID();
    await query(database.url, 'INSERT INTO organizations (id, name, created_at, updated_at) VALUES ($1, $2, $3, $3)', [
      organizationId,
      'Two Instances Ltd',
      now,
    ]);
    const credentials = testIntegrations.vault.seal(
      { token: 'ghp_two-instances', organization: sandboxOrganizationLogin },
      integrationId,
    );
    await query(
      database.url,
      `INSERT INTO integrations (id, organization_id, type, status, credentials, account, sync_interval_minutes,
         next_sync_at, updated_at)
       VALUES ($1, $2, 'github', 'connected', $3, 'securo-sandbox', 60, $4, $4)`,
      [integrationId, organizationId, credentials, new Date(Date.now() + 60 * 60 * 1000).toISOString()],
    );
    await Promise.all([startInstance(), startInstance()]);
  }, 120_000);

  afterAll(async () => {
    await stopInstances();
    await github?.close();
    await query(adminUrl, `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }, 60_000);

  it('runs each due sync once, on one process or the other', async () => {
    await makeDue();
    await eventually(async () => (await syncs()).length >= 1, 60_000);
    await settle();
    expect(await syncs()).toEqual(['schedule succeeded']);

    await makeDue();
    await eventually(async () => (await syncs()).length >= 2, 60_000);
    await settle();
    expect(await syncs()).toEqual(['schedule succeeded', 'schedule succeeded']);
  }, 150_000);

  it('runs a sync that fell due while the processes were down once they are back', async () => {
    await stopInstances();
    await makeDue();
    await settle();
    expect(await syncs()).toHaveLength(2);
    await startInstance();
    await eventually(async () => (await syncs()).length >= 3, 60_000);
    await settle();
    expect(await syncs()).toHaveLength(3);
    const [row] = await query(database.url, 'SELECT next_sync_at FROM integrations WHERE id = $1', [integrationId]);
    expect(Date.parse(String(row?.next_sync_at))).toBeGreaterThan(Date.now());
  }, 150_000);
});
