import { passed, optionsAt, valuesOf, failureOf, expectRefused } from './connectorTestKit';
import { checks } from '../../../server/src/frameworks/checks';
import { githubConnector } from '../../../server/src/connectors/github/githubConnector';
import { type GithubSandbox, startGithubSandbox } from '../../../server/src/connectors/github/fakes/github';
import { sandboxOrganizationLogin } from '../../../server/src/connectors/github/fakes/githubOrganizations';
import { sandboxAccount } from '../../../server/src/connectors/github/fakes/githubRoutes';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);

let sandbox: GithubSandbox;

beforeAll(async () => {
  sandbox = await startGithubSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}) =>
  githubConnector.credentials.parse({
    token: 'ghp_sandbox',
    organization: sandboxOrganizationLogin,
    baseUrl: sandbox.url,
    ...overrides,
  });

const collectIn = async (state: 'good' | 'misconfigured') => {
  sandbox.setState(state);
  return githubConnector.collect(credentials(), options);
};

describe('GitHub connector against the sandbox', () => {
  it('collects passing signals and their evidence from a well configured organization', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual({
      'mfa.enforced': { compliant: 13, total: 13 },
      'sourceControl.ownerCount': 2,
      'sourceControl.branchProtection': { compliant: 4, total: 4 },
      'secureDevelopment.scanning': true,
      'sourceControl.secretScanning': { compliant: 4, total: 4 },
      'sourceControl.writeDeployKeys': 0,
    });
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
    }
    const branchEvidence = collection.observations.find((item) => item.check === 'sourceControl.branchProtection');
    expect(branchEvidence?.data.repositories).toEqual(
      expect.arrayContaining([
        {
          repository: `${sandboxOrganizationLogin}/api`,
          defaultBranch: 'main',
          requiredApprovals: 1,
          enforcedBy: 'branch protection',
        },
        {
          repository: `${sandboxOrganizationLogin}/web`,
          defaultBranch: 'main',
          requiredApprovals: 2,
          enforcedBy: 'ruleset',
        },
      ]),
    );
  });

  it('reports the exact failures of a drifted organization, across every page of repositories', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'mfa.enforced': { compliant: 0, total: 43 },
      'sourceControl.ownerCount': 6,
      'sourceControl.branchProtection': { compliant: 102, total: 105 },
      'secureDevelopment.scanning': false,
      'sourceControl.secretScanning': { compliant: 103, total: 105 },
      'sourceControl.writeDeployKeys': 1,
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      'MFA is not enforced for 43 of 43 users',
      '6 people are owners of the source control organization (maximum 3)',
      '3 of 105 repositories accept changes to the default branch without an approving review',
      'Code is merged without static analysis or dependency scanning',
      '2 of 105 repositories are not scanned for committed secrets',
      '1 deploy key can push to a repository',
    ]);
    const keys = collection.observations.find((item) => item.check === 'sourceControl.writeDeployKeys');
    expect(keys?.data.deployKeys).toContainEqual(
      expect.objectContaining({ repository: `${sandboxOrganizationLogin}/infrastructure`, readOnly: false }),
    );
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'GitHub' })).toEqual({ ...signal, source: 'GitHub' });
      }
    },
  );

  it('connects as the token account once the organization is readable', async () => {
    sandbox.setState('good');
    expect(await githubConnector.testConnection(credentials(), options)).toEqual({ ok: true, account: sandboxAccount });
  });

  it('explains a rejected token', async () => {
    sandbox.setState('unauthorized');
    expect(await githubConnector.testConnection(credentials(), options)).toEqual({
      ok: false,
      reason: 'unauthorized',
      message:
        'GitHub rejected the token (Bad credentials): it is mistyped, expired or revoked, so save a current one.',
    });
    expect(await failureOf(githubConnector.collect(credentials(), options))).toMatchObject({ reason: 'unauthorized' });
  });

  it('names the missing scope when the token cannot read the organization', async () => {
    sandbox.setState('forbidden');
    const expected = {
      reason: 'forbidden',
      message: `The token lacks the read:org scope needed to read the ${sandboxOrganizationLogin} organization (it has repo).`,
    };
    await expectRefused(githubConnector, credentials(), options, expected);
  });

  it('says when to retry once the rate limit is used up', async () => {
    sandbox.setState('rateLimited');
    const expected = {
      reason: 'rateLimited',
      message: "GitHub's rate limit for this token is used up: try again after 08:23 UTC (in 23 minutes).",
    };
    await expectRefused(githubConnector, credentials(), options, expected);
  });

  it('gives up on a server that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const quick = { ...options, timeoutMs: 200 };
    const started = Date.now();
    const expected = {
      reason: 'unreachable',
      message: `Could not reach GitHub at ${sandbox.url} (no answer within 200 ms): check the address and that this server can reach it.`,
    };
    await expectRefused(githubConnector, credentials(), quick, expected);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startGithubSandbox();
    const { url } = closed;
    await closed.close();
    const result = await githubConnector.testConnection(credentials({ baseUrl: url }), options);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`Could not reach GitHub at ${url} (`);
  });

  it("answers an empty token with GitHub's own 401", async () => {
    sandbox.setState('good');
    expect(await githubConnector.testConnection(credentials({ token: '' }), options)).toEqual({
      ok: false,
      reason: 'unauthorized',
      message:
        'GitHub rejected the token (Requires authentication): it is mistyped, expired or revoked, so save a current one.',
    });
  });

  it('answers a request without a token as GitHub does', async () => {
    sandbox.setState('good');
    const response = await fetch(`${sandbox.url}/user`, { headers: { authorization: 'Bearer ' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Requires authentication' });
  });

  it('requires an organization and defaults to GitHub.com', () => {
    expect(githubConnector.credentials.safeParse({ token: 'ghp_x', organization: ' ' }).success).toBe(false);
    expect(githubConnector.credentials.parse({ token: ' ghp_x ', organization: 'acme' })).toEqual({
      token: 'ghp_x',
      organization: 'acme',
      baseUrl: 'https://api.github.com',
    });
  });
});
