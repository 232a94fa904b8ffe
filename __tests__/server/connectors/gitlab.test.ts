import { passed, optionsAt, valuesOf, evidenceOf, expectRefused } from './connectorTestKit';
import type { Collection } from '../../../server/src/connectors/connector';
import { checks } from '../../../server/src/frameworks/checks';
import {
  type FakeAnswer,
  type ProviderSandbox,
  startFakeServer,
} from '../../../server/src/connectors/fakes/fakeServer';
import { gitlabConnector } from '../../../server/src/connectors/gitlab/gitlabConnector';
import {
  gitlabSandboxCredentials,
  gitlabSandboxHelp,
  startGitlabSandbox,
} from '../../../server/src/connectors/gitlab/fakes/gitlab';
import { sandboxGroupPath } from '../../../server/src/connectors/gitlab/fakes/gitlabGroups';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);

let sandbox: ProviderSandbox;

beforeAll(async () => {
  sandbox = await startGitlabSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}) =>
  gitlabConnector.credentials.parse({ ...gitlabSandboxCredentials, baseUrl: sandbox.url, ...overrides });

const collected = new Map<string, Collection>();

// Collecting two pages of projects takes seconds: each state is collected once and its result shared.
const collectIn = async (state: 'good' | 'misconfigured') => {
  sandbox.setState(state);
  const collection = collected.get(state) ?? (await gitlabConnector.collect(credentials(), options));
  collected.set(state, collection);
  return collection;
};

/** A server standing in for one GitLab answer the sandbox does not give, for the group's settings onwards. */
const withAnswer = async (answer: FakeAnswer, run: (baseUrl: string) => Promise<void>) => {
  const server = await startFakeServer(async ({ url }) => {
    if (url.pathname !== `/api/v4/groups/${sandboxGroupPath}`) return answer;
    sandbox.setState('good');
    const response = await fetch(`${sandbox.url}/groups/${sandboxGroupPath}`, {
      headers: { 'private-token': gitlabSandboxCredentials.token },
    });
    return { status: response.status, body: await response.json() };
  });
  try {
    await run(`${server.url}/api/v4`);
  } finally {
    await server.close();
  }
};

describe('GitLab connector against the sandbox', () => {
  it('collects passing signals and their evidence from a well configured group', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual({
      'mfa.enforced': { compliant: 12, total: 12 },
      'sourceControl.ownerCount': 2,
      'sourceControl.branchProtection': { compliant: 4, total: 4 },
      'secureDevelopment.scanning': true,
      'sourceControl.secretScanning': { compliant: 4, total: 4 },
      'sourceControl.writeDeployKeys': 0,
      'gitlab.pipelineSecurityScans': { compliant: 4, total: 4 },
      'gitlab.publicProjects': 0,
      'gitlab.mergeRequestAuthorApproval': { compliant: 4, total: 4 },
      'gitlab.accessTokenExpiry': 0,
    });
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
    }
    expect(evidenceOf(collection, 'sourceControl.ownerCount')).toEqual({
      group: sandboxGroupPath,
      owners: ['ada-owner', 'grace-owner'],
    });
    expect(evidenceOf(collection, 'sourceControl.branchProtection')?.projects).toContainEqual({
      project: `${sandboxGroupPath}/platform/web`,
      defaultBranch: 'main',
      protected: true,
      directPushAllowedTo: [],
      forcePushAllowed: false,
      requiredApprovals: 2,
    });
    expect(evidenceOf(collection, 'gitlab.pipelineSecurityScans')?.projects).toContainEqual({
      project: `${sandboxGroupPath}/mobile`,
      ciConfig: 'Auto DevOps',
      sast: true,
      dependencyScanning: true,
      secretDetection: true,
    });
  });

  it('reports the exact failures of a drifted group, across every page of projects', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'mfa.enforced': { compliant: 0, total: 43 },
      'sourceControl.ownerCount': 6,
      'sourceControl.branchProtection': { compliant: 103, total: 106 },
      'secureDevelopment.scanning': false,
      'sourceControl.secretScanning': { compliant: 104, total: 106 },
      'sourceControl.writeDeployKeys': 1,
      'gitlab.pipelineSecurityScans': { compliant: 104, total: 106 },
      'gitlab.publicProjects': 2,
      'gitlab.mergeRequestAuthorApproval': { compliant: 104, total: 106 },
      'gitlab.accessTokenExpiry': 2,
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      'MFA is not enforced for 43 of 43 users',
      '6 people are owners of the source control organization (maximum 3)',
      '3 of 106 repositories accept changes to the default branch without an approving review',
      'Code is merged without static analysis or dependency scanning',
      '2 of 106 repositories are not scanned for committed secrets',
      '1 deploy key can push to a repository',
      '2 of 106 projects do not run SAST and dependency scanning in their pipelines',
      '2 projects are public: anyone on the internet can read their code',
      '2 of 106 projects let authors approve their own merge requests',
      '2 group access tokens never expire or are valid for more than a year',
    ]);
    expect(evidenceOf(collection, 'gitlab.publicProjects')).toEqual({
      publicProjects: [`${sandboxGroupPath}/marketing-site`, `${sandboxGroupPath}/sdk-examples`],
      internalProjects: [],
    });
    expect(evidenceOf(collection, 'sourceControl.writeDeployKeys')?.deployKeys).toContainEqual(
      expect.objectContaining({
        project: `${sandboxGroupPath}/infrastructure`,
        title: 'terraform-apply',
        canPush: true,
      }),
    );
    expect(evidenceOf(collection, 'sourceControl.branchProtection')?.projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ project: `${sandboxGroupPath}/platform/web`, directPushAllowedTo: ['Maintainers'] }),
        expect.objectContaining({ project: `${sandboxGroupPath}/data-pipeline`, protected: false }),
        expect.objectContaining({ project: `${sandboxGroupPath}/services/service-100`, requiredApprovals: 1 }),
      ]),
    );
    // A commented-out include runs no scan; push protection stands in for the pipeline's secret detection.
    expect(evidenceOf(collection, 'sourceControl.secretScanning')?.projects).toEqual(
      expect.arrayContaining([
        {
          project: `${sandboxGroupPath}/marketing-site`,
          secretPushProtection: false,
          secretDetectionInPipeline: false,
        },
        { project: `${sandboxGroupPath}/infrastructure`, secretPushProtection: true, secretDetectionInPipeline: false },
      ]),
    );
    const tokens = evidenceOf(collection, 'gitlab.accessTokenExpiry')?.tokens as { name: string; longLived: boolean }[];
    expect(tokens.map(({ name, longLived }) => [name, longLived])).toEqual([
      ['securo-compliance', false],
      ['terraform-ci', true],
      ['deploy-bot', true],
    ]);
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'GitLab' })).toEqual({ ...signal, source: 'GitLab' });
      }
    },
  );

  it('connects to the group once its access tokens are readable', async () => {
    sandbox.setState('good');
    expect(await gitlabConnector.testConnection(credentials(), options)).toEqual({
      ok: true,
      account: sandboxGroupPath,
    });
  });

  it("explains a rejected token with GitLab's own 401", async () => {
    sandbox.setState('unauthorized');
    const expected = {
      reason: 'unauthorized',
      message:
        'GitLab rejected the credentials (401 Unauthorized): they are mistyped, expired or revoked, so save current ones.',
    };
    await expectRefused(gitlabConnector, credentials(), options, expected);
  });

  it('rejects the tokens the sandbox is told not to accept', async () => {
    const strict = await startGitlabSandbox({ acceptsCredentials: (token) => token.startsWith('glpat-') });
    try {
      const result = await gitlabConnector.testConnection(
        credentials({ baseUrl: strict.url, token: 'ghp_wrong' }),
        options,
      );
      expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
      expect(await gitlabConnector.testConnection(credentials({ baseUrl: strict.url }), options)).toMatchObject({
        ok: true,
      });
    } finally {
      await strict.close();
    }
  });

  it('names the missing scope when the token cannot read the group', async () => {
    sandbox.setState('forbidden');
    const expected = {
      reason: 'forbidden',
      message: `The credentials lack the read_api scope, needed to read group ${sandboxGroupPath} (GitLab: The request requires higher privileges than provided by the access token. It takes the api or read_api scope.).`,
    };
    await expectRefused(gitlabConnector, credentials(), options, expected);
  });

  it('names the Owner role when the token cannot list the group access tokens', async () => {
    await withAnswer({ status: 403, body: { message: '403 Forbidden' } }, async (baseUrl) => {
      expect(await gitlabConnector.testConnection(credentials({ baseUrl }), options)).toEqual({
        ok: false,
        reason: 'forbidden',
        message: `The credentials lack the read_api scope and the Owner role in ${sandboxGroupPath}, needed to read group access tokens of ${sandboxGroupPath} (GitLab: 403 Forbidden).`,
      });
    });
  });

  it('says when to retry once the rate limit is used up', async () => {
    sandbox.setState('rateLimited');
    const expected = {
      reason: 'rateLimited',
      message: "GitLab's rate limit for these credentials is used up: try again after 08:01 UTC (in 1 minute).",
    };
    await expectRefused(gitlabConnector, credentials(), options, expected);
  });

  it('reads the reset time from RateLimit-Reset when GitLab sends no Retry-After', async () => {
    const reset = String(Math.floor(now.getTime() / 1000) + 5 * 60);
    await withAnswer(
      { status: 429, body: 'Retry later\n', headers: { 'content-type': 'text/plain', 'ratelimit-reset': reset } },
      async (baseUrl) => {
        expect(await gitlabConnector.testConnection(credentials({ baseUrl }), options)).toEqual({
          ok: false,
          reason: 'rateLimited',
          message: "GitLab's rate limit for these credentials is used up: try again after 08:05 UTC (in 5 minutes).",
        });
      },
    );
  });

  it('gives up on a server that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const quick = { ...options, timeoutMs: 200 };
    const started = Date.now();
    const expected = {
      reason: 'unreachable',
      message: `Could not reach GitLab at ${sandbox.url} (no answer within 200 ms): check the address and that this server can reach it.`,
    };
    await expectRefused(gitlabConnector, credentials(), quick, expected);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startGitlabSandbox();
    const { url } = closed;
    await closed.close();
    const result = await gitlabConnector.testConnection(credentials({ baseUrl: url }), options);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`Could not reach GitLab at ${url} (`);
  });

  it('tells a group it cannot see from one that does not exist', async () => {
    sandbox.setState('good');
    expect(await gitlabConnector.testConnection(credentials({ group: 'acme-clod' }), options)).toEqual({
      ok: false,
      reason: 'forbidden',
      message:
        'GitLab shows these credentials no group acme-clod: check the name, and that they have the read_api scope.',
    });
  });

  it('answers a request without a token as GitLab does', async () => {
    sandbox.setState('good');
    const response = await fetch(`${sandbox.url}/groups/${sandboxGroupPath}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: '401 Unauthorized' });
  });

  it('requires a token and a group, and defaults to GitLab.com', () => {
    const problems = gitlabConnector.credentials.safeParse({ token: ' ', group: ' / ' }).error?.issues;
    expect(problems?.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['token', 'Enter a GitLab access token'],
      ['group', "Enter the group's full path, e.g. acme-cloud"],
    ]);
    expect(gitlabConnector.credentials.parse({ token: ' glpat-x ', group: '/acme-cloud/platform/' })).toEqual({
      token: 'glpat-x',
      group: 'acme-cloud/platform',
      baseUrl: 'https://gitlab.com/api/v4',
    });
  });

  it("takes a self-managed instance's address or its API URL", () => {
    const baseUrlOf = (baseUrl: string) =>
      gitlabConnector.credentials.parse({ token: 'glpat-x', group: 'acme', baseUrl }).baseUrl;
    expect(baseUrlOf('https://gitlab.example.com/')).toBe('https://gitlab.example.com/api/v4');
    expect(baseUrlOf('https://gitlab.example.com/api/v4/')).toBe('https://gitlab.example.com/api/v4');
    expect(
      gitlabConnector.credentials.safeParse({ token: 'glpat-x', group: 'acme', baseUrl: 'gitlab.example' }).error
        ?.issues[0]?.message,
    ).toBe('Enter the API URL as https://gitlab.example.com/api/v4');
  });

  it('offers sandbox credentials that the help text describes', () => {
    expect(gitlabSandboxCredentials).toEqual({
      token: expect.stringMatching(/^glpat-[A-Za-z0-9]{20}$/),
      group: sandboxGroupPath,
    });
    expect(gitlabSandboxHelp).toContain(sandboxGroupPath);
    expect(gitlabConnector.fields.map(({ name }) => name)).toEqual(
      Object.keys({ ...gitlabSandboxCredentials, baseUrl: '' }),
    );
  });
});
