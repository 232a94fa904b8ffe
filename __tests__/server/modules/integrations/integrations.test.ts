import { readFileSync } from 'node:fs';
import type { HeatmapControl } from '@/contracts/dashboard';
import type { AwsSetup, Integration, IntegrationDetails } from '@/contracts/integrations';
import { type GithubSandbox, startGithubSandbox } from '../../../../server/src/connectors/github/fakes/github';
import { sandboxOrganizationLogin } from '../../../../server/src/connectors/github/fakes/githubOrganizations';
import { sandboxAccount } from '../../../../server/src/connectors/github/fakes/githubRoutes';
import { integrationAuditActions } from '../../../../server/src/modules/integrations/auditActions';
import { planIntegrationSyncs } from '../../../../server/src/modules/integrations/jobs';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { auditRowsFor, demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { testIntegrations } from '../../helpers/testDatabase';
import { demoDataSource } from '../../../../server/src/demo/posture';

const token = `ghp_${'a1B2c3D4e5'.repeat(3)}a1B2c3`;
let github: GithubSandbox;

beforeAll(async () => {
  github = await startGithubSandbox({ state: 'misconfigured', acceptsToken: (candidate) => candidate === token });
});
afterAll(() => github.close());

const t = setupTestApp({ integrationSandbox: () => ({ github: github.url }) });

const listed = async (bearer: string) =>
  (await api(t.app, 'GET', '/api/integrations', { token: bearer })).json().data as Integration[];
const githubOf = async (bearer: string) => (await listed(bearer)).find((item) => item.type === 'github');
const connect = (bearer: string, credentials: Record<string, string>, type = 'github') =>
  api(t.app, 'POST', `/api/integrations/${type}/connect`, { token: bearer, body: { credentials } });
const details = async (bearer: string) =>
  (await api(t.app, 'GET', '/api/integrations/github', { token: bearer })).json().data as IntegrationDetails;

/** The drifted sandbox organisation's failing checks, as the connector reports them. */
const failingChecks = [
  'mfa.enforced',
  'secureDevelopment.scanning',
  'sourceControl.branchProtection',
  'sourceControl.ownerCount',
  'sourceControl.secretScanning',
  'sourceControl.writeDeployKeys',
];

describe('integrations, live', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  it('lists the eight integrations, each with the fields its connector asks for', async () => {
    const integrations = await listed(admin);
    expect(integrations.map((item) => [item.type, item.status])).toEqual(
      ['aws', 'github', 'gitlab', 'azure', 'gcp', 'k8s', 'okta', 'mongodb'].map((type) => [type, 'available']),
    );
    const github = integrations[1];
    expect(github.credentialFields.map((field) => [field.name, field.secret, field.required])).toEqual([
      ['token', true, true],
      ['organization', false, true],
      ['baseUrl', false, false],
    ]);
    const aws = integrations[0];
    expect(aws.credentialFields.map((field) => field.label)).toContain('Role ARN');
    expect(aws.credentialFields.map((field) => field.name)).not.toContain('externalId');
  });

  it('gives the AWS role its setup: one external id per organisation, kept, in the exact trust policy', async () => {
    const setup = async (bearer: string) =>
      (await api(t.app, 'GET', '/api/integrations/aws/setup', { token: bearer })).json().data as AwsSetup;
    const first = await setup(admin);
    expect(first.externalId).toMatch(/^securo-[0-9a-f]{32}$/);
    expect(await setup(admin)).toEqual(first);
    expect(first.accountId).toBe(testIntegrations.awsAccountId);
    expect(JSON.parse(first.trustPolicy ?? '')).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: `arn:aws:iam::${testIntegrations.awsAccountId}:root` },
          Action: 'sts:AssumeRole',
          Condition: { StringEquals: { 'sts:ExternalId': first.externalId } },
        },
      ],
    });
    expect(JSON.parse(first.readOnlyPolicy).Statement[0].Action).toContain('iam:GetCredentialReport');
    const other = await registerAccount(t.app, { email: 'aws-setup@example.com' });
    expect((await setup(other.token)).externalId).not.toBe(first.externalId);
    const auditor = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Auditor');
    expectFailure(await api(t.app, 'GET', '/api/integrations/aws/setup', { token: auditor.token }), 403);
  });

  it('refuses a wrong or empty token with GitHub’s 401, and shows the integration in error', async () => {
    const wrong = await connect(admin, { token: 'ghp_wrong', organization: sandboxOrganizationLogin });
    expectFailure(wrong, 422, /^GitHub rejected the token \(Bad credentials\)/);
    expect(await githubOf(admin)).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^GitHub rejected the token \(Bad credentials\)/),
    });
    const empty = await connect(admin, { token: '', organization: sandboxOrganizationLogin });
    expectFailure(empty, 422, /^GitHub rejected the token \(Requires authentication\)/);
    expect((await auditRowsFor(t.db, integrationAuditActions.connectionFailed)).length).toBeGreaterThanOrEqual(2);
    expectFailure(await connect(admin, { token }), 400, /organization/);
  });

  it('connects, syncs in the background, feeds the checks and assesses the frameworks they move', async () => {
    const response = await connect(admin, { token, organization: sandboxOrganizationLogin });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'connected',
      account: sandboxAccount,
      message: null,
      syncing: true,
      lastSync: null,
    });
    await t.jobs.runDue();

    const synced = await githubOf(admin);
    expect(synced).toMatchObject({ status: 'connected', syncing: false, stale: false, issues: failingChecks.length });
    expect(synced?.lastSync).not.toBeNull();
    expect(synced?.controls).toBeGreaterThan(10);

    const organizationId = await demoOrganizationId(t.db);
    const collected = await t.db
      .selectFrom('security_signals')
      .select(['key', 'source', 'integration'])
      .where('organization_id', '=', organizationId)
      .where('key', 'in', failingChecks)
      .where('integration', '=', 'github')
      .orderBy('key')
      .execute();
    expect(collected).toEqual(failingChecks.map((key) => ({ key, source: 'GitHub', integration: 'github' })));
    // The demo's seeded MFA figure stays beside GitHub's; what GitHub measured is what the heat map counts.
    const mfaSources = await t.db
      .selectFrom('security_signals')
      .select(['source', 'integration'])
      .where('organization_id', '=', organizationId)
      .where('key', '=', 'mfa.enforced')
      .orderBy('source')
      .execute();
    expect(mfaSources).toEqual([
      { source: demoDataSource, integration: null },
      { source: 'GitHub', integration: 'github' },
    ]);

    const soc2 = await api(t.app, 'GET', '/api/dashboard/compliance-heatmap?framework=SOC2', { token: admin });
    const categories = soc2.json().data.categories as Record<string, HeatmapControl[]>;
    const cc81 = Object.values(categories)
      .flat()
      .find((control) => control.id === 'CC8.1');
    expect(cc81?.issues).toContainEqual({
      description: '3 of 105 repositories accept changes to the default branch without an approving review',
      check: 'Branch protection',
      source: 'GitHub',
      observedAt: synced?.lastSync,
    });

    const read = await details(admin);
    expect(read.checks.map((check) => check.check).sort()).toEqual(failingChecks.sort());
    expect(read.checks.find((check) => check.check === 'sourceControl.branchProtection')?.controls).toContainEqual({
      framework: 'SOC2',
      controlId: 'CC8.1',
    });
    expect(read.syncs).toEqual([
      expect.objectContaining({
        trigger: 'connect',
        status: 'succeeded',
        error: null,
        signalsChanged: expect.any(Number),
      }),
    ]);
  });

  it('keeps the credentials sealed: never in the database file, never in an answer', async () => {
    const row = await t.db
      .selectFrom('integrations')
      .select(['id', 'credentials'])
      .where('type', '=', 'github')
      .executeTakeFirstOrThrow();
    expect(row.credentials).toMatch(/^v1:/);
    expect(row.credentials).not.toContain(token);
    expect(testIntegrations.vault.open(row.credentials ?? '', row.id)).toMatchObject({ token });
    expect(() => testIntegrations.vault.open(row.credentials ?? '', crypto.randomUUID())).toThrow();
    if (t.database.config.kind === 'sqlite') {
      expect(readFileSync(t.database.config.filename).includes(Buffer.from(token))).toBe(false);
    }
    const answers = [
      (await api(t.app, 'GET', '/api/integrations', { token: admin })).body,
      (await api(t.app, 'GET', '/api/integrations/github', { token: admin })).body,
      (await api(t.app, 'POST', '/api/integrations/github/test', { token: admin })).body,
    ];
    for (const answer of answers) expect(answer).not.toContain(token);
  });

  it('probes the provider for real, and a failing sync keeps the last signals, tells the admins and waits to retry', async () => {
    const ok = await api(t.app, 'POST', '/api/integrations/github/test', { token: admin });
    expect(ok.json().data.test).toEqual({ ok: true, message: `Connected to GitHub as ${sandboxAccount}` });

    github.setState('forbidden');
    const refused = (await api(t.app, 'POST', '/api/integrations/github/test', { token: admin })).json().data;
    expect(refused.test).toEqual({ ok: false, message: expect.stringContaining('read:org scope') });
    expect(refused.status).toBe('error');
    github.setState('misconfigured');
    await api(t.app, 'POST', '/api/integrations/github/test', { token: admin });

    github.setState('rateLimited');
    t.clock.advance(1000);
    expect((await api(t.app, 'POST', '/api/integrations/github/sync', { token: admin })).statusCode).toBe(202);
    await t.jobs.runDue();
    const failed = await githubOf(admin);
    expect(failed).toMatchObject({ status: 'error', issues: failingChecks.length, syncing: false });
    expect(failed?.message).toMatch(/rate limit/);
    const notified = await t.db
      .selectFrom('notifications')
      .select(['title'])
      .where('kind', '=', 'integrationFailed')
      .execute();
    expect(notified).toEqual([{ title: 'GitHub sync failed' }]);

    github.setState('misconfigured');
    t.clock.advance(61_000);
    await t.jobs.runDue();
    expect(await githubOf(admin)).toMatchObject({ status: 'connected', message: null });
    const statuses = (await details(admin)).syncs.map((sync) => `${sync.trigger} ${sync.status}`);
    expect(statuses).toEqual(['manual succeeded', 'manual failed', 'connect succeeded']);
  });

  it('plans each due sync once, however often the planner runs', async () => {
    const before = (await details(admin)).syncs.length;
    t.clock.advance(61 * 60 * 1000);
    admin = await signIn(t.app);
    const deps = {
      db: t.db,
      clock: t.clock.now,
      jobs: t.jobs,
      ...testIntegrations,
      sandboxUrls: { github: github.url },
    };
    expect(await Promise.all([planIntegrationSyncs(deps), planIntegrationSyncs(deps)])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    await t.jobs.runDue();
    const syncs = (await details(admin)).syncs;
    expect(syncs).toHaveLength(before + 1);
    expect(syncs[0]).toMatchObject({ trigger: 'schedule', status: 'succeeded' });
  });

  it('lets only the roles that manage integrations change them, and keeps each organisation to its own', async () => {
    const organizationId = await demoOrganizationId(t.db);
    const auditor = await addSignedInMember(t.app, t.db, organizationId, 'Auditor');
    expect((await githubOf(auditor.token))?.status).toBe('connected');
    expectFailure(await connect(auditor.token, { token, organization: sandboxOrganizationLogin }), 403);
    expectFailure(await api(t.app, 'DELETE', '/api/integrations/github', { token: auditor.token }), 403);
    const outsider = await registerAccount(t.app);
    expect((await githubOf(outsider.token))?.status).toBe('available');
    expectFailure(await api(t.app, 'POST', '/api/integrations/github/sync', { token: outsider.token }), 409);
    expectFailure(await api(t.app, 'GET', '/api/integrations/nope', { token: admin }), 400);
  });

  it('disconnects: the credentials are deleted, syncs stop, the history stays', async () => {
    const response = await api(t.app, 'DELETE', '/api/integrations/github', {
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json().data).toMatchObject({ status: 'available', account: null, controls: 0, issues: 0 });
    const row = await t.db
      .selectFrom('integrations')
      .select(['credentials', 'next_sync_at'])
      .where('type', '=', 'github')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ credentials: null, next_sync_at: null });
    expect((await details(admin)).syncs.length).toBeGreaterThan(0);
    expectFailure(await api(t.app, 'POST', '/api/integrations/github/sync', { token: admin }), 409);
    t.clock.advance(2 * 60 * 60 * 1000);
    const deps = { db: t.db, clock: t.clock.now, jobs: t.jobs, ...testIntegrations };
    expect(await planIntegrationSyncs(deps)).toBe(0);
    expect(await auditRowsFor(t.db, integrationAuditActions.disconnected)).toHaveLength(1);
  });
});
