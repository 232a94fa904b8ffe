import { passed, optionsAt, valuesOf, evidenceOf, expectRefused } from './connectorTestKit';
import { generateKeyPairSync } from 'node:crypto';
import { checks } from '../../../server/src/frameworks/checks';
import type { ProviderSandbox } from '../../../server/src/connectors/fakes/fakeServer';
import { readOnlyScope, signedAssertion } from '../../../server/src/connectors/gcp/accessToken';
import { serviceUrl, tokenUrl } from '../../../server/src/connectors/gcp/endpoints';
import { gcpConnector } from '../../../server/src/connectors/gcp/gcpConnector';
import { gcpSandboxCredentials, gcpSandboxHelp, startGcpSandbox } from '../../../server/src/connectors/gcp/fakes/gcp';
import { sandboxKeyFile, sandboxProjectId } from '../../../server/src/connectors/gcp/fakes/sandboxKey';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);

let sandbox: ProviderSandbox;

beforeAll(async () => {
  sandbox = await startGcpSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}) =>
  gcpConnector.credentials.parse({ ...gcpSandboxCredentials, baseUrl: sandbox.url, ...overrides });

const collectIn = async (state: 'good' | 'misconfigured') => {
  sandbox.setState(state);
  return gcpConnector.collect(credentials(), options);
};

const keyFileWith = (changes: Record<string, unknown>) => JSON.stringify({ ...sandboxKeyFile, ...changes });

const problemsOf = (fields: Record<string, unknown>) => {
  const parsed = gcpConnector.credentials.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('Google Cloud connector against the sandbox', () => {
  it('collects passing signals and their evidence from a well configured project', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual({
      'gcp.orgPolicyConstraints': { compliant: 4, total: 4 },
      'gcp.publicBuckets': { compliant: 4, total: 4 },
      'gcp.uniformBucketAccess': { compliant: 4, total: 4 },
      'gcp.dataAccessAuditLogs': true,
      'gcp.primitiveRoles': 0,
      'gcp.serviceAccountKeyAge': { compliant: 2, total: 2 },
      'gcp.cloudSqlTls': { compliant: 2, total: 2 },
      'gcp.cloudSqlPublicAccess': { compliant: 2, total: 2 },
      'gcp.firewallOpenManagementPorts': 0,
      'gcp.logSinks': true,
    });
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
      expect(observation.data).toMatchObject({ project: sandboxProjectId });
    }
    // A disabled key cannot authenticate, and a disabled firewall rule lets nothing through.
    expect(evidenceOf(collection, 'gcp.serviceAccountKeyAge')?.keys).toEqual([
      expect.objectContaining({
        serviceAccount: `securo-reader@${sandboxProjectId}.iam.gserviceaccount.com`,
        ageDays: 12,
      }),
      expect.objectContaining({
        serviceAccount: `ci-deployer@${sandboxProjectId}.iam.gserviceaccount.com`,
        ageDays: 45,
      }),
    ]);
    expect(evidenceOf(collection, 'gcp.firewallOpenManagementPorts')).toMatchObject({
      rulesChecked: 4,
      openToInternet: [],
    });
  });

  it('reports the exact failures of a drifted project, across every page of service accounts', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'gcp.orgPolicyConstraints': { compliant: 2, total: 4 },
      'gcp.publicBuckets': { compliant: 4, total: 6 },
      'gcp.uniformBucketAccess': { compliant: 6, total: 6 },
      'gcp.dataAccessAuditLogs': false,
      'gcp.primitiveRoles': 3,
      'gcp.serviceAccountKeyAge': { compliant: 2, total: 5 },
      'gcp.cloudSqlTls': { compliant: 1, total: 3 },
      'gcp.cloudSqlPublicAccess': { compliant: 3, total: 3 },
      'gcp.firewallOpenManagementPorts': 3,
      'gcp.logSinks': true,
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      '2 of 4 security organization policy constraints are not enforced on the Google Cloud project',
      '2 of 6 Cloud Storage buckets are public (granted to allUsers or allAuthenticatedUsers)',
      'Data Access audit logs (DATA_READ and DATA_WRITE) are not enabled for all services of the Google Cloud project',
      '3 users hold the basic Owner or Editor role on the Google Cloud project',
      '3 of 5 user-managed service account keys are older than 90 days',
      '2 of 3 Cloud SQL instances accept unencrypted connections',
      '3 firewall rules allow SSH or RDP from the internet',
    ]);
    expect(evidenceOf(collection, 'gcp.serviceAccountKeyAge')?.keys).toContainEqual(
      expect.objectContaining({
        serviceAccount: `legacy-etl@${sandboxProjectId}.iam.gserviceaccount.com`,
        ageDays: 400,
      }),
    );
    expect(evidenceOf(collection, 'gcp.publicBuckets')?.buckets).toEqual(
      expect.arrayContaining([
        {
          bucket: `${sandboxProjectId}-exports`,
          public: true,
          publicAccessPrevention: 'inherited',
          publicGrants: [{ role: 'roles/storage.objectViewer', member: 'allAuthenticatedUsers' }],
        },
        {
          bucket: `${sandboxProjectId}-press-kit`,
          public: false,
          publicAccessPrevention: 'enforced',
          publicGrants: [{ role: 'roles/storage.objectViewer', member: 'allUsers' }],
        },
      ]),
    );
    expect(evidenceOf(collection, 'gcp.primitiveRoles')?.userGrants).toContainEqual({
      member: 'user:contractor@devshop.example',
      role: 'roles/editor',
    });
    const openRules = evidenceOf(collection, 'gcp.firewallOpenManagementPorts')?.openToInternet as { rule: string }[];
    expect(openRules.map(({ rule }) => rule)).toEqual(['default-allow-ssh', 'default-allow-rdp', 'debug-all-tcp']);
    expect(evidenceOf(collection, 'gcp.orgPolicyConstraints')?.constraints).toContainEqual({
      constraint: 'constraints/storage.publicAccessPrevention',
      enforced: false,
    });
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'Google Cloud' })).toEqual({ ...signal, source: 'Google Cloud' });
      }
    },
  );

  it('connects as the project once its IAM policy is readable', async () => {
    sandbox.setState('good');
    expect(await gcpConnector.testConnection(credentials(), options)).toEqual({ ok: true, account: sandboxProjectId });
  });

  it('explains a key Google no longer accepts', async () => {
    sandbox.setState('unauthorized');
    const expected = {
      reason: 'unauthorized',
      message:
        'Google Cloud rejected the service account key (invalid_grant: Invalid JWT Signature.): it or its service account was deleted or disabled, so save a current key file.',
    };
    await expectRefused(gcpConnector, credentials(), options, expected);
  });

  it('refuses a key the sandbox did not issue, as Google does', async () => {
    sandbox.setState('good');
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = credentials({ serviceAccountKey: keyFileWith({ private_key: privateKey }) });
    expect(await gcpConnector.testConnection(forged, options)).toMatchObject({
      ok: false,
      reason: 'unauthorized',
      message: expect.stringContaining('(invalid_grant: Invalid JWT Signature.)'),
    });
  });

  it('refuses a service account the sandbox is told does not exist', async () => {
    const strict = await startGcpSandbox({ now: () => now, acceptsCredentials: () => false });
    try {
      expect(await gcpConnector.testConnection(credentials({ baseUrl: strict.url }), options)).toEqual({
        ok: false,
        reason: 'unauthorized',
        message:
          'Google Cloud rejected the service account key (invalid_grant: Invalid grant: account not found): it or its service account was deleted or disabled, so save a current key file.',
      });
    } finally {
      await strict.close();
    }
  });

  it('names the missing permission and the roles to grant', async () => {
    sandbox.setState('forbidden');
    const expected = {
      reason: 'forbidden',
      message: `The credentials lack the resourcemanager.projects.getIamPolicy permission (grant the service account roles/viewer and roles/iam.securityReviewer on the project), needed to read the IAM policy of project ${sandboxProjectId} (Google Cloud: Permission 'resourcemanager.projects.getIamPolicy' denied on resource (or it may not exist).).`,
    };
    await expectRefused(gcpConnector, credentials(), options, expected);
  });

  it('answers a project the key cannot see as forbidden, naming it', async () => {
    sandbox.setState('good');
    expect(await gcpConnector.testConnection(credentials({ projectId: 'someone-elses-project' }), options)).toEqual({
      ok: false,
      reason: 'forbidden',
      message:
        "The credentials lack the resourcemanager.projects.get permission (grant the service account roles/viewer and roles/iam.securityReviewer on the project), needed to read project someone-elses-project (Google Cloud: Permission 'resourcemanager.projects.get' denied on resource (or it may not exist).).",
    });
  });

  it('says when to retry once the quota is used up', async () => {
    sandbox.setState('rateLimited');
    const expected = {
      reason: 'rateLimited',
      message: "Google Cloud's rate limit for these credentials is used up: try again after 08:01 UTC (in 1 minute).",
    };
    await expectRefused(gcpConnector, credentials(), options, expected);
  });

  it('gives up on a server that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const quick = { ...options, timeoutMs: 200 };
    const started = Date.now();
    const expected = {
      reason: 'unreachable',
      message: `Could not reach Google Cloud at ${sandbox.url}/oauth2/token (no answer within 200 ms): check the address and that this server can reach it.`,
    };
    await expectRefused(gcpConnector, credentials(), quick, expected);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startGcpSandbox();
    const { url } = closed;
    await closed.close();
    const result = await gcpConnector.testConnection(credentials({ baseUrl: url }), options);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`Could not reach Google Cloud at ${url}/oauth2/token (`);
  });

  it('answers an API request without a token it issued with Google’s 401', async () => {
    sandbox.setState('good');
    const response = await fetch(`${sandbox.url}/cloudresourcemanager/v1/projects/${sandboxProjectId}`, {
      headers: { authorization: 'Bearer ya29.not-issued' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
  });

  it('signs a read-only assertion for Google’s token endpoint, valid for an hour', () => {
    const [header, claims] = signedAssertion(credentials().serviceAccountKey, now)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: sandboxKeyFile.private_key_id });
    expect(claims).toEqual({
      iss: sandboxKeyFile.client_email,
      scope: readOnlyScope,
      aud: 'https://oauth2.googleapis.com/token',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 3600,
    });
  });

  it("reads Google's own hosts when no API URL is named", () => {
    const parsed = gcpConnector.credentials.parse({ serviceAccountKey: gcpSandboxCredentials.serviceAccountKey });
    expect(parsed).toMatchObject({ projectId: sandboxProjectId, baseUrl: undefined });
    expect(serviceUrl('storage', parsed.baseUrl)).toBe('https://storage.googleapis.com');
    expect(tokenUrl(parsed.baseUrl)).toBe('https://oauth2.googleapis.com/token');
    expect(serviceUrl('sqladmin', 'http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/sqladmin');
    expect(gcpConnector.credentials.parse({ ...gcpSandboxCredentials, baseUrl: 'http://proxy:8080/' }).baseUrl).toBe(
      'http://proxy:8080',
    );
  });

  it('refuses a key file that names another token endpoint than Google’s', () => {
    const key = JSON.parse(gcpSandboxCredentials.serviceAccountKey) as Record<string, string>;
    const redirected = JSON.stringify({ ...key, token_uri: 'http://169.254.169.254/token' });
    const parsed = gcpConnector.credentials.safeParse({ serviceAccountKey: redirected });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).join()).toMatch(
      /token_uri must be Google's token endpoint, https:\/\/oauth2\.googleapis\.com\/token/,
    );
  });

  it('takes another project than the key’s when named', () => {
    expect(
      gcpConnector.credentials.parse({ ...gcpSandboxCredentials, projectId: ' acme-staging-2291 ' }).projectId,
    ).toBe('acme-staging-2291');
    expect(problemsOf({ ...gcpSandboxCredentials, projectId: 'Acme Staging' })).toEqual([
      'Enter a project ID such as acme-prod-4821 (6 to 30 lowercase letters, digits or hyphens), not its name or number',
    ]);
  });

  it('explains a key file that cannot work, without repeating the secret', () => {
    expect(problemsOf({})).toEqual(['Paste the JSON key file of the service account']);
    const notJson = problemsOf({ serviceAccountKey: '-----BEGIN PRIVATE KEY-----\nMIIEvQ' });
    expect(notJson).toEqual([
      'The key is not valid JSON: paste the whole key file, from { to }, or download a new JSON key for the service account (IAM & Admin > Service accounts > Keys > Add key > JSON)',
    ]);
    expect(notJson.join()).not.toContain('MIIEvQ');
    expect(problemsOf({ serviceAccountKey: keyFileWith({ type: 'authorized_user' }) })).toEqual([
      'This is not a service account key: the file\'s type must be "service_account" (user or external account credentials do not work here)',
    ]);
    expect(problemsOf({ serviceAccountKey: keyFileWith({ client_email: undefined }) })).toEqual([
      'The key file has no client_email: download a new JSON key for the service account (IAM & Admin > Service accounts > Keys > Add key > JSON)',
    ]);
    expect(problemsOf({ serviceAccountKey: keyFileWith({ private_key: 'not a key' }) })).toEqual([
      "The key file's private_key is not a PEM private key: paste the file exactly as downloaded, or download a new JSON key for the service account (IAM & Admin > Service accounts > Keys > Add key > JSON)",
    ]);
  });

  it('tells the connect dialog how to reach the sandbox', () => {
    expect(gcpSandboxHelp).toMatch(/^Sandbox: /);
    expect(Object.keys(gcpSandboxCredentials)).toEqual(['serviceAccountKey', 'projectId']);
  });
});
