import { passed, optionsAt, valuesOf, evidenceOf, expectRefused } from './connectorTestKit';
import { checks } from '../../../server/src/frameworks/checks';
import type { ProviderSandbox } from '../../../server/src/connectors/fakes/fakeServer';
import { oktaConnector } from '../../../server/src/connectors/okta/oktaConnector';
import {
  oktaSandboxCredentials,
  oktaSandboxHelp,
  startOktaSandbox,
} from '../../../server/src/connectors/okta/fakes/okta';
import { sandboxAuditLogin } from '../../../server/src/connectors/okta/fakes/oktaModel';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);
const token = '00abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123';

let sandbox: ProviderSandbox;

beforeAll(async () => {
  sandbox = await startOktaSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}) =>
  oktaConnector.credentials.parse({ token, baseUrl: sandbox.url, ...overrides });

const collectIn = async (state: 'good' | 'misconfigured') => {
  sandbox.setState(state);
  return oktaConnector.collect(credentials(), options);
};

const problemsOf = (input: Record<string, unknown>) => {
  const result = oktaConnector.credentials.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('Okta connector against the sandbox', () => {
  it('collects passing signals and their evidence from a hardened org', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual({
      'okta.mfaEnrollmentPolicy': { compliant: 1, total: 1 },
      'okta.sessionMfa': { compliant: 1, total: 1 },
      'okta.sessionLifetime': { compliant: 1, total: 1 },
      'okta.passwordPolicy': { compliant: 1, total: 1 },
      'okta.inactiveUsers': { compliant: 24, total: 24 },
      'okta.superAdminCount': 2,
      'okta.adminPhishingResistantMfa': { compliant: 4, total: 4 },
      'mfa.enforced': { compliant: 24, total: 24 },
    });
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
    }
    expect(evidenceOf(collection, 'okta.mfaEnrollmentPolicy')).toEqual({
      policies: [
        {
          policy: 'Default Policy',
          requiredFactors: ['okta_password', 'okta_verify'],
          requiredSecondFactors: ['okta_verify'],
        },
      ],
    });
    expect(evidenceOf(collection, 'okta.superAdminCount')).toEqual({
      superAdmins: ['ada.lovelace@acme.example', 'grace.hopper@acme.example'],
    });
  });

  it('reports the exact failures of a drifted org, across both pages of users', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'okta.mfaEnrollmentPolicy': { compliant: 1, total: 2 },
      'okta.sessionMfa': { compliant: 1, total: 2 },
      'okta.sessionLifetime': { compliant: 2, total: 2 },
      'okta.passwordPolicy': { compliant: 1, total: 2 },
      'okta.inactiveUsers': { compliant: 224, total: 236 },
      'okta.superAdminCount': 3,
      'okta.adminPhishingResistantMfa': { compliant: 4, total: 5 },
      'mfa.enforced': { compliant: 216, total: 236 },
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      '1 of 2 active Okta authenticator enrollment policies require no second factor',
      '1 of 2 Okta global session policy rules let people sign in without MFA',
      '1 of 2 active Okta password policies allow passwords under 14 characters, reuse of the last 4 or more than 10 failed attempts',
      '12 of 236 active Okta users have not signed in for 90 days or more',
      '1 of 5 Okta administrators have no phishing-resistant factor (FIDO2 security key, passkey or Okta FastPass)',
      'MFA is not enforced for 20 of 236 users',
    ]);
  });

  it('keeps the settings behind each failure as evidence', async () => {
    const collection = await collectIn('misconfigured');
    expect(evidenceOf(collection, 'okta.mfaEnrollmentPolicy')?.policies).toContainEqual({
      policy: 'Contractors',
      requiredFactors: ['okta_email'],
      requiredSecondFactors: [],
    });
    expect(evidenceOf(collection, 'okta.sessionMfa')?.rules).toEqual([
      { policy: 'Administrators', rule: 'Admins: always MFA', requireFactor: true },
      { policy: 'Default Policy', rule: 'Default Rule', requireFactor: false },
    ]);
    expect(evidenceOf(collection, 'okta.passwordPolicy')?.policies).toEqual([
      { policy: 'Default Policy', minLength: 14, historyCount: 5, maxAttempts: 10 },
      { policy: 'Service accounts', minLength: 8, historyCount: 0, maxAttempts: 0 },
    ]);
    const inactive = evidenceOf(collection, 'okta.inactiveUsers')?.inactiveUsers;
    expect(inactive).toHaveLength(12);
    // On the second page of users, and never signed in: measured from the creation that activated them.
    expect(inactive).toContainEqual({
      login: 'never.001@acme.example',
      activated: '2026-03-02T08:00:00.000Z',
      lastLogin: null,
    });
    expect(evidenceOf(collection, 'mfa.enforced')?.withoutSecondFactor).toContainEqual({
      login: 'nomfa.001@acme.example',
      factors: ['email'],
    });
    expect(evidenceOf(collection, 'okta.adminPhishingResistantMfa')?.administrators).toContainEqual({
      login: 'grace.hopper@acme.example',
      roles: ['SUPER_ADMIN', 'ORG_ADMIN'],
      phishingResistantFactors: ['webauthn'],
    });
    expect(evidenceOf(collection, 'okta.adminPhishingResistantMfa')?.administrators).toContainEqual({
      login: 'it.helpdesk@acme.example',
      roles: ['HELP_DESK_ADMIN'],
      phishingResistantFactors: [],
    });
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'Okta' })).toEqual({ ...signal, source: 'Okta' });
      }
    },
  );

  it('connects as the token user, naming the org it reaches', async () => {
    sandbox.setState('good');
    expect(await oktaConnector.testConnection(credentials(), options)).toEqual({
      ok: true,
      account: `${sandboxAuditLogin} at ${new URL(sandbox.url).host}`,
    });
  });

  it('explains a rejected token', async () => {
    sandbox.setState('unauthorized');
    const expected = {
      reason: 'unauthorized',
      message:
        'Okta rejected the credentials (Invalid token provided): they are mistyped, expired or revoked, so save current ones.',
    };
    await expectRefused(oktaConnector, credentials(), options, expected);
  });

  it('names the admin role a token without it lacks', async () => {
    sandbox.setState('forbidden');
    const expected = {
      reason: 'forbidden',
      message:
        "The credentials lack the Read-Only Administrator role, needed to read Okta's global session policies (Okta: You do not have permission to perform the requested action).",
    };
    await expectRefused(oktaConnector, credentials(), options, expected);
  });

  it("says when to retry from Okta's X-Rate-Limit-Reset", async () => {
    sandbox.setState('rateLimited');
    const expected = {
      reason: 'rateLimited',
      message: "Okta's rate limit for these credentials is used up: try again after 08:01 UTC (in 1 minute).",
    };
    await expectRefused(oktaConnector, credentials(), options, expected);
  });

  it('gives up on an org that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const quick = { ...options, timeoutMs: 200 };
    const started = Date.now();
    const expected = {
      reason: 'unreachable',
      message: `Could not reach Okta at ${sandbox.url} (no answer within 200 ms): check the address and that this server can reach it.`,
    };
    await expectRefused(oktaConnector, credentials(), quick, expected);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startOktaSandbox();
    const { url } = closed;
    await closed.close();
    const result = await oktaConnector.testConnection(credentials({ baseUrl: url }), options);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`Could not reach Okta at ${url} (`);
  });

  it('connects with the sandbox credentials and refuses a token the org does not take', async () => {
    const strict = await startOktaSandbox({
      now: () => now,
      acceptsCredentials: (candidate) => candidate === oktaSandboxCredentials.token,
    });
    try {
      const connect = (fields: Record<string, string>) =>
        oktaConnector.testConnection(oktaConnector.credentials.parse({ ...fields, baseUrl: strict.url }), options);
      expect(await connect(oktaSandboxCredentials)).toMatchObject({ ok: true });
      expect(await connect({ token })).toMatchObject({ ok: false, reason: 'unauthorized' });
      expect(oktaSandboxHelp).toContain('00 followed by 40');
    } finally {
      await strict.close();
    }
  });

  it("answers a request without Okta's SSWS authorization as Okta does", async () => {
    sandbox.setState('good');
    const response = await fetch(`${sandbox.url}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'E0000011', errorSummary: 'Invalid token provided' });
  });

  it('normalises the Okta domain to the API origin', () => {
    const domainOf = (baseUrl: string) => oktaConnector.credentials.parse({ token: ` ${token} `, baseUrl }).baseUrl;
    expect(domainOf('https://acme.okta.com/')).toBe('https://acme.okta.com');
    expect(domainOf('acme.okta.com')).toBe('https://acme.okta.com');
    expect(domainOf('https://acme-admin.okta.com/admin/dashboard')).toBe('https://acme.okta.com');
    expect(domainOf('https://login.acme.example')).toBe('https://login.acme.example');
    expect(oktaConnector.credentials.parse({ token: ` ${token} `, baseUrl: 'acme.okta.com' }).token).toBe(token);
  });

  it('says clearly what is wrong with the credentials', () => {
    expect(problemsOf({ token: 'ssws-abc', baseUrl: 'https://acme.okta.com' })).toEqual([
      'token: Enter an Okta API token: 42 characters starting with 00, from Security > API > Tokens',
    ]);
    expect(problemsOf({ token, baseUrl: ' ' })).toEqual([
      'baseUrl: Enter your Okta domain, e.g. https://acme.okta.com',
    ]);
    expect(problemsOf({})).toEqual([
      'token: Enter an Okta API token: 42 characters starting with 00, from Security > API > Tokens',
      'baseUrl: Enter your Okta domain, e.g. https://acme.okta.com',
    ]);
    expect(problemsOf({ token, baseUrl: 'http://acme.okta.com' })).toEqual([
      'baseUrl: Enter your Okta domain as an https address, e.g. https://acme.okta.com',
    ]);
    expect(problemsOf({ token, baseUrl: 'https://acme okta' })).toEqual([
      'baseUrl: Enter your Okta domain as an https address, e.g. https://acme.okta.com',
    ]);
  });

  it('never puts the token in a failure message', async () => {
    sandbox.setState('unauthorized');
    const result = await oktaConnector.testConnection(credentials(), options);
    expect(JSON.stringify(result)).not.toContain(token);
  });
});
