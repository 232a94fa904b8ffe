import { passed, optionsAt, valuesOf, evidenceOf, failureOf } from './connectorTestKit';
import { checks } from '../../../server/src/frameworks/checks';
import { azureConnector } from '../../../server/src/connectors/azure/azureConnector';
import {
  azureSandboxCredentials,
  azureSandboxHelp,
  startAzureSandbox,
} from '../../../server/src/connectors/azure/fakes/azure';
import { graphError } from '../../../server/src/connectors/azure/fakes/azureErrors';
import { type ProviderSandbox, startFakeServer } from '../../../server/src/connectors/fakes/fakeServer';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);
const { tenantId, clientId, clientSecret, subscriptionId } = azureSandboxCredentials;

let sandbox: ProviderSandbox;

beforeAll(async () => {
  sandbox = await startAzureSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}) =>
  azureConnector.credentials.parse({ ...azureSandboxCredentials, baseUrl: sandbox.url, ...overrides });

const collectIn = async (state: 'good' | 'misconfigured') => {
  sandbox.setState(state);
  return azureConnector.collect(credentials(), options);
};

/** Both the connection test and a collection fail alike, and neither message carries the secret. */
const expectBothToFail = async (expected: { reason: string; message: unknown }, connectorOptions = options) => {
  const tested = await azureConnector.testConnection(credentials(), connectorOptions);
  expect(tested).toEqual({ ok: false, ...expected });
  const collected = await failureOf(azureConnector.collect(credentials(), connectorOptions));
  expect(collected).toEqual(expected);
  expect(collected.message).not.toContain(clientSecret);
};

describe('Azure connector against the sandbox', () => {
  it('collects passing signals and their evidence from a well configured tenant and subscription', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual({
      'mfa.enforced': { compliant: 12, total: 12 },
      'azure.mfaRegistration': { compliant: 12, total: 12 },
      'azure.mfaConditionalAccess': true,
      'azure.globalAdminCount': 2,
      'azure.storageSecureTransfer': { compliant: 2, total: 2 },
      'azure.storagePublicAccess': { compliant: 2, total: 2 },
      'azure.defenderPlans': { compliant: 5, total: 5 },
      'azure.keyVaultRecovery': { compliant: 2, total: 2 },
      'azure.activityLogExport': true,
      'azure.nsgOpenManagementPorts': 0,
    });
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
    }
    expect(evidenceOf(collection, 'azure.mfaConditionalAccess')).toEqual({
      tenant: 'Acme Robotics',
      securityDefaultsEnabled: true,
      conditionalAccessPolicies: [],
    });
    expect(evidenceOf(collection, 'azure.globalAdminCount')?.globalAdministrators).toEqual([
      { type: 'user', displayName: 'ada.lovelace', userPrincipalName: 'ada.lovelace@acmerobotics.onmicrosoft.com' },
      { type: 'user', displayName: 'grace.hopper', userPrincipalName: 'grace.hopper@acmerobotics.onmicrosoft.com' },
    ]);
  });

  it('reports the exact failures of a drifted tenant, across every page of users and storage accounts', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'mfa.enforced': { compliant: 107, total: 120 },
      'azure.mfaRegistration': { compliant: 108, total: 120 },
      'azure.mfaConditionalAccess': true,
      'azure.globalAdminCount': 6,
      'azure.storageSecureTransfer': { compliant: 4, total: 6 },
      'azure.storagePublicAccess': { compliant: 4, total: 6 },
      'azure.defenderPlans': { compliant: 2, total: 5 },
      'azure.keyVaultRecovery': { compliant: 2, total: 2 },
      'azure.activityLogExport': true,
      'azure.nsgOpenManagementPorts': 2,
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      'MFA is not enforced for 13 of 120 users',
      '12 of 120 Entra ID member users have no MFA method registered',
      '6 accounts hold the Global Administrator role in Entra ID (Microsoft recommends fewer than five)',
      '2 of 6 storage accounts accept HTTP or TLS older than 1.2',
      '2 of 6 storage accounts allow anonymous public access to blobs',
      '3 of 5 Microsoft Defender for Cloud plans (servers, SQL, storage, Key Vault, Resource Manager) are off',
      '2 network security group rules allow SSH or RDP from the internet',
    ]);
    const mfa = evidenceOf(collection, 'mfa.enforced');
    expect(mfa?.enforcingPolicies).toEqual([
      {
        displayName: 'Require MFA for all users',
        excludedUsers: [
          'ceo@acmerobotics.onmicrosoft.com',
          'svc-legacy-sync@acmerobotics.onmicrosoft.com',
          'it.admin@acmerobotics.onmicrosoft.com',
        ],
        excludedGroups: 0,
        excludedRoles: 0,
      },
    ]);
    expect(evidenceOf(collection, 'azure.storagePublicAccess')?.storageAccounts).toEqual(
      expect.arrayContaining([
        { name: 'acmelegacyftp', resourceGroup: 'rg-legacy', allowBlobPublicAccess: null },
        { name: 'acmemarketing', resourceGroup: 'rg-web', allowBlobPublicAccess: true },
      ]),
    );
    expect(evidenceOf(collection, 'azure.defenderPlans')?.requiredPlansOff).toEqual(['SqlServers', 'KeyVaults', 'Arm']);
    expect(evidenceOf(collection, 'azure.nsgOpenManagementPorts')?.openRules).toEqual([
      {
        networkSecurityGroup: 'nsg-jumpbox',
        resourceGroup: 'rg-ops',
        rule: 'AllowSSH',
        priority: 100,
        source: '*',
        ports: '22',
        opens: ['SSH'],
      },
      {
        networkSecurityGroup: 'nsg-windows-build',
        resourceGroup: 'rg-ci',
        rule: 'AllowRemoteDesktop',
        priority: 300,
        source: '0.0.0.0/0',
        ports: ['3380-3390', '5985'],
        opens: ['RDP'],
      },
    ]);
  });

  it('words the failures of the checks the drifted tenant passes', () => {
    const issuesOf = (key: keyof typeof checks, value: unknown) => checks[key].assess(value, now);
    expect(issuesOf('azure.mfaConditionalAccess', false).issues).toEqual([
      'No enabled Conditional Access policy requires MFA of all users for all resources, and security defaults are off',
    ]);
    expect(issuesOf('azure.keyVaultRecovery', { compliant: 1, total: 3 }).issues).toEqual([
      '2 of 3 key vaults lack purge protection, so a deleted vault or key can be destroyed for good',
    ]);
    expect(issuesOf('azure.activityLogExport', false).issues).toEqual([
      "The subscription's administrative and security activity log is not exported to a Log Analytics workspace, storage account or event hub",
    ]);
    expect(issuesOf('azure.globalAdminCount', 1)).toEqual({
      score: 50,
      issues: [
        'Only 1 account holds the Global Administrator role in Entra ID (Microsoft recommends at least two, for emergency access)',
      ],
    });
    expect(issuesOf('azure.globalAdminCount', 4)).toEqual(passed);
    expect(issuesOf('azure.nsgOpenManagementPorts', 1).issues).toEqual([
      '1 network security group rule allows SSH or RDP from the internet',
    ]);
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'Azure' })).toEqual({ ...signal, source: 'Azure' });
      }
    },
  );

  it("connects as the tenant's name once the subscription is readable", async () => {
    sandbox.setState('good');
    expect(await azureConnector.testConnection(credentials(), options)).toEqual({ ok: true, account: 'Acme Robotics' });
  });

  it('explains a rejected client secret', async () => {
    sandbox.setState('unauthorized');
    await expectBothToFail({
      reason: 'unauthorized',
      message: `Microsoft Entra ID rejected the credentials (AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.): they are mistyped, expired or revoked, so save current ones.`,
    });
  });

  it('names the Reader role when the app registration holds no role on the subscription', async () => {
    sandbox.setState('forbidden');
    await expectBothToFail({
      reason: 'forbidden',
      message: expect.stringMatching(
        new RegExp(
          `^The credentials lack the Reader role on subscription ${subscriptionId}, needed to read subscription ${subscriptionId} \\(Azure Resource Manager: The client '${clientId}' with object id '[0-9a-f-]{36}' does not have authorization to perform action 'Microsoft\\.Resources/subscriptions/read' over scope '/subscriptions/${subscriptionId}'`,
        ),
      ),
    });
  });

  it('says when to retry once Microsoft Graph throttles the app', async () => {
    sandbox.setState('rateLimited');
    await expectBothToFail({
      reason: 'rateLimited',
      message:
        "Microsoft Graph's rate limit for these credentials is used up: try again after 08:02 UTC (in 2 minutes).",
    });
  });

  it('gives up on a server that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const started = Date.now();
    await expectBothToFail(
      {
        reason: 'unreachable',
        message: `Could not reach Microsoft Entra ID at ${sandbox.url}/login (no answer within 200 ms): check the address and that this server can reach it.`,
      },
      { ...options, timeoutMs: 200 },
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('names the Graph permission an administrator has not consented to', async () => {
    sandbox.setState('good');
    // Graph answers a missing application permission with 403 Authorization_RequestDenied.
    const proxy = await startFakeServer(async (request) => {
      if (request.url.pathname.endsWith('/policies/identitySecurityDefaultsEnforcementPolicy')) {
        return {
          status: 403,
          body: graphError('Authorization_RequestDenied', 'Insufficient privileges to complete the operation.', now),
        };
      }
      const response = await fetch(`${sandbox.url}${request.url.pathname}${request.url.search}`, {
        method: request.method,
        headers: {
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
          ...(request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : {}),
        },
        body: request.method === 'GET' ? undefined : request.body,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    try {
      expect(await failureOf(azureConnector.collect(credentials({ baseUrl: proxy.url }), options))).toEqual({
        reason: 'forbidden',
        message:
          'The credentials lack the Microsoft Graph application permission Policy.Read.All (with admin consent), needed to read the security defaults policy (Microsoft Graph: Insufficient privileges to complete the operation.).',
      });
    } finally {
      await proxy.close();
    }
  });

  it('tells an unknown tenant from a wrong secret', async () => {
    sandbox.setState('good');
    const otherTenant = 'aaaabbbb-0000-cccc-1111-dddd2222eeee';
    const result = await azureConnector.testConnection(credentials({ tenantId: otherTenant }), options);
    expect(result).toEqual({
      ok: false,
      reason: 'unauthorized',
      message: `Microsoft Entra ID rejected the credentials (AADSTS90002: Tenant '${otherTenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.): check the tenant ID and the client ID of the app registration.`,
    });
  });

  it('tells an unknown app registration from a wrong secret', async () => {
    sandbox.setState('good');
    const otherClient = '00001111-aaaa-2222-bbbb-3333cccc4444';
    const result = await azureConnector.testConnection(credentials({ clientId: otherClient }), options);
    expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(result.ok || result.message).toContain(
      `(AADSTS700016: Application with identifier '${otherClient}' was not found in the directory 'Acme Robotics'.`,
    );
  });

  it('reports a subscription out of sight as forbidden, naming the Reader role', async () => {
    sandbox.setState('good');
    const otherSubscription = 'aaaa0a0a-bb1b-cc2c-dd3d-eeeeee4e4e4e';
    expect(await azureConnector.testConnection(credentials({ subscriptionId: otherSubscription }), options)).toEqual({
      ok: false,
      reason: 'forbidden',
      message: `Azure Resource Manager shows these credentials no subscription ${otherSubscription}: check the name, and that they have the Reader role on subscription ${otherSubscription}.`,
    });
  });

  it('refuses a secret the app registration does not hold', async () => {
    const strict = await startAzureSandbox({ now: () => now, acceptsCredentials: (secret) => secret === clientSecret });
    try {
      const result = await azureConnector.testConnection(
        credentials({ baseUrl: strict.url, clientSecret: 'Old8Q~RevokedSecretValue' }),
        options,
      );
      expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
      expect(result.ok || result.message).not.toContain('Old8Q~RevokedSecretValue');
      expect(await azureConnector.testConnection(credentials({ baseUrl: strict.url }), options)).toEqual({
        ok: true,
        account: 'Acme Robotics',
      });
    } finally {
      await strict.close();
    }
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startAzureSandbox();
    const { url } = closed;
    await closed.close();
    const result = await azureConnector.testConnection(credentials({ baseUrl: url }), options);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`Could not reach Microsoft Entra ID at ${url}/login (`);
  });

  it('answers a request without a token as Graph and Resource Manager do', async () => {
    sandbox.setState('good');
    const graph = await fetch(`${sandbox.url}/graph/v1.0/organization`);
    expect(graph.status).toBe(401);
    expect(await graph.json()).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } });
    const management = await fetch(`${sandbox.url}/management/subscriptions/${subscriptionId}?api-version=2022-12-01`);
    expect(management.status).toBe(401);
    expect(await management.json()).toMatchObject({ error: { code: 'AuthenticationFailed' } });
  });
});

describe('Azure credentials', () => {
  const fields = { tenantId, clientId, clientSecret, subscriptionId };

  it('explains an id that is not a GUID and a missing secret', () => {
    const result = azureConnector.credentials.safeParse({
      ...fields,
      tenantId: 'contoso.onmicrosoft.com',
      clientSecret: ' ',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['tenantId', 'Enter the directory (tenant) ID, a GUID such as aaaabbbb-0000-cccc-1111-dddd2222eeee'],
      ['clientSecret', 'Enter the client secret value'],
    ]);
  });

  it("leaves an empty API URL to Azure's public cloud and trims a named one", () => {
    expect(azureConnector.credentials.parse({ ...fields, baseUrl: '' })).toEqual({ ...fields, baseUrl: undefined });
    expect(azureConnector.credentials.parse({ ...fields, baseUrl: 'https://azure.example.com/' }).baseUrl).toBe(
      'https://azure.example.com',
    );
    expect(azureConnector.credentials.safeParse({ ...fields, baseUrl: 'not a url' }).success).toBe(false);
  });

  it('asks for the secret as the one secret field, with sandbox credentials for every other', () => {
    expect(azureConnector.fields.filter((field) => field.secret).map((field) => field.name)).toEqual(['clientSecret']);
    expect(azureConnector.fields.map((field) => field.name)).toEqual([
      ...Object.keys(azureSandboxCredentials),
      'baseUrl',
    ]);
    expect(azureSandboxHelp).toBe(
      `Sandbox: any client secret works with tenant ${azureSandboxCredentials.tenantId}, client ${azureSandboxCredentials.clientId} and subscription ${azureSandboxCredentials.subscriptionId}.`,
    );
  });
});
