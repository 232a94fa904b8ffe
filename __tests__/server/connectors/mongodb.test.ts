import { passed, optionsAt, valuesOf, evidenceOf, expectRefused } from './connectorTestKit';
import { checks } from '../../../server/src/frameworks/checks';
import type { ProviderSandbox } from '../../../server/src/connectors/fakes/fakeServer';
import { digestAuthorization, digestSigner, parseDigestChallenge } from '../../../server/src/connectors/mongodb/digest';
import {
  mongodbSandboxCredentials,
  mongodbSandboxHelp,
  startMongodbSandbox,
} from '../../../server/src/connectors/mongodb/fakes/mongodb';
import { sandboxProjectId, sandboxProjectName } from '../../../server/src/connectors/mongodb/fakes/mongodbProjects';
import { mongodbConnector } from '../../../server/src/connectors/mongodb/mongodbConnector';
import { mongodbGuidance } from '../../../server/src/modules/assistant/knowledge/guidance/mongodb';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);

let sandbox: ProviderSandbox;

beforeAll(async () => {
  sandbox = await startMongodbSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}, url = sandbox.url) =>
  mongodbConnector.credentials.parse({ ...mongodbSandboxCredentials, baseUrl: url, ...overrides });

const collectIn = async (state: 'good' | 'misconfigured') => {
  sandbox.setState(state);
  return mongodbConnector.collect(credentials(), options);
};

const goodValues = {
  'mongodb.openAccessList': 0,
  'mongodb.encryptionAtRest': { compliant: 2, total: 2 },
  'mongodb.auditing': true,
  'mongodb.privilegedUsers': 1,
  'mongodb.clusterBackups': { compliant: 2, total: 2 },
  'mongodb.minimumTls': { compliant: 2, total: 2 },
  'mongodb.terminationProtection': { compliant: 2, total: 2 },
};

describe('MongoDB Atlas connector against the sandbox', () => {
  it('collects passing signals and their evidence from a well configured project', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual(goodValues);
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
      expect(observation.data.project).toBe(sandboxProjectName);
    }
    expect(evidenceOf(collection, 'mongodb.privilegedUsers')).toMatchObject({
      databaseUsers: 3,
      privilegedUsers: [
        { username: 'CN=dba-admin,OU=Databases,O=Acme', authentication: 'X.509', privilegedRoles: ['atlasAdmin'] },
      ],
    });
    expect(evidenceOf(collection, 'mongodb.encryptionAtRest')).toEqual({
      project: sandboxProjectName,
      customerKeyManagement: { awsKms: true, azureKeyVault: false, googleCloudKms: false },
      clusters: [
        { name: 'orders-prod', encryptionAtRestProvider: 'AWS' },
        { name: 'analytics-prod', encryptionAtRestProvider: 'AWS' },
      ],
    });
  });

  it('reports the exact failures of a drifted project, across every page of database users', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'mongodb.openAccessList': 1,
      'mongodb.encryptionAtRest': { compliant: 2, total: 4 },
      'mongodb.auditing': true,
      'mongodb.privilegedUsers': 4,
      'mongodb.clusterBackups': { compliant: 2, total: 4 },
      'mongodb.minimumTls': { compliant: 3, total: 3 },
      'mongodb.terminationProtection': { compliant: 4, total: 4 },
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      '1 IP access list entry lets any address on the internet connect to the Atlas clusters',
      '2 of 4 Atlas clusters are not encrypted at rest with a customer-managed key',
      '4 database users hold atlasAdmin, readWriteAnyDatabase or dbAdminAnyDatabase on every database (maximum 2)',
      '2 of 4 Atlas clusters have no Cloud Backup',
    ]);
    expect(evidenceOf(collection, 'mongodb.openAccessList')).toEqual({
      project: sandboxProjectName,
      entries: 4,
      openEntries: [{ cidrBlock: '0.0.0.0/0', ipAddress: '0.0.0.0', comment: 'Temporary: vendor data migration' }],
    });
    const privileged = evidenceOf(collection, 'mongodb.privilegedUsers');
    expect(privileged?.databaseUsers).toBe(112);
    expect(privileged?.privilegedUsers).toContainEqual({
      username: 'legacy-etl',
      authentication: 'password (SCRAM)',
      privilegedRoles: ['dbAdminAnyDatabase'],
    });
    expect(evidenceOf(collection, 'mongodb.minimumTls')).toMatchObject({ sharedTierClusters: ['prototype'] });
    expect(evidenceOf(collection, 'mongodb.clusterBackups')?.clusters).toContainEqual({
      name: 'staging',
      backupEnabled: false,
      pitEnabled: false,
    });
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'MongoDB Atlas' })).toEqual({ ...signal, source: 'MongoDB Atlas' });
      }
    },
  );

  it('connects to the project the key reaches, named as in Atlas', async () => {
    sandbox.setState('good');
    expect(await mongodbConnector.testConnection(credentials(), options)).toEqual({
      ok: true,
      account: sandboxProjectName,
    });
  });

  it('explains a key Atlas rejects after the Digest exchange, without echoing the private key', async () => {
    sandbox.setState('unauthorized');
    const expected = {
      reason: 'unauthorized',
      message:
        'MongoDB Atlas rejected the credentials (You are not authorized for this resource.): they are mistyped, expired or revoked, so save current ones.',
    };
    await expectRefused(mongodbConnector, credentials(), options, expected);
    expect(expected.message).not.toContain(mongodbSandboxCredentials.privateKey);
  });

  it('checks the Digest answer against the private key', async () => {
    sandbox.setState('good');
    const wrongKey = credentials({ privateKey: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' });
    expect(await mongodbConnector.testConnection(wrongKey, options)).toMatchObject({
      ok: false,
      reason: 'unauthorized',
    });
  });

  it('rejects public keys the project does not take', async () => {
    const strict = await startMongodbSandbox({ now: () => now, acceptsCredentials: (key) => key === 'otherkey' });
    try {
      const result = await mongodbConnector.testConnection(credentials({}, strict.url), options);
      expect(result).toMatchObject({ ok: false, reason: 'unauthorized' });
      const accepted = credentials({ publicKey: 'otherkey' }, strict.url);
      expect(await mongodbConnector.testConnection(accepted, options)).toMatchObject({ ok: true });
    } finally {
      await strict.close();
    }
  });

  it('names the missing role and the API access list when Atlas refuses the caller', async () => {
    sandbox.setState('forbidden');
    const expected = {
      reason: 'forbidden',
      message: `The credentials lack the Project Read Only role, needed to read project ${sandboxProjectId} (MongoDB Atlas: This organization requires access through an access list of ip ranges; add 127.0.0.1 to the API key's access list).`,
    };
    await expectRefused(mongodbConnector, credentials(), options, expected);
  });

  it('says which project the key cannot see', async () => {
    sandbox.setState('good');
    const otherProject = credentials({ projectId: '0123456789abcdef01234567' });
    expect(await mongodbConnector.testConnection(otherProject, options)).toEqual({
      ok: false,
      reason: 'forbidden',
      message:
        'MongoDB Atlas shows these credentials no project 0123456789abcdef01234567: check the name, and that they have the Project Read Only role.',
    });
  });

  it('says when to retry once the rate limit is used up', async () => {
    sandbox.setState('rateLimited');
    const expected = {
      reason: 'rateLimited',
      message: "MongoDB Atlas's rate limit for these credentials is used up: try again after 08:01 UTC (in 1 minute).",
    };
    await expectRefused(mongodbConnector, credentials(), options, expected);
  });

  it('gives up on a server that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const quick = { ...options, timeoutMs: 200 };
    const started = Date.now();
    const expected = {
      reason: 'unreachable',
      message: `Could not reach MongoDB Atlas at ${sandbox.url} (no answer within 200 ms): check the address and that this server can reach it.`,
    };
    await expectRefused(mongodbConnector, credentials(), quick, expected);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startMongodbSandbox();
    const { url } = closed;
    await closed.close();
    const result = await mongodbConnector.testConnection(credentials({}, url), options);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`Could not reach MongoDB Atlas at ${url} (`);
  });

  it('asks for a fresh challenge when a reused nonce goes stale mid-collection', async () => {
    let ticks = 0;
    // Two minutes pass between the fake's looks at the clock: each nonce outlives only a couple of requests.
    const aging = await startMongodbSandbox({ now: () => new Date(now.getTime() + 120_000 * ticks++) });
    try {
      const collection = await mongodbConnector.collect(credentials({}, aging.url), options);
      expect(valuesOf(collection)).toEqual(goodValues);
    } finally {
      await aging.close();
    }
  });

  it('answers an unsigned request with the Atlas Digest challenge', async () => {
    sandbox.setState('good');
    const response = await fetch(`${sandbox.url}/api/atlas/v2/groups/${sandboxProjectId}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(
      /^Digest realm="MMS Public API", domain="", nonce="[^"]+", algorithm=MD5, qop="auth", stale=false$/,
    );
    expect(await response.json()).toMatchObject({ error: 401, reason: 'Unauthorized' });
  });

  it('validates the credentials with messages a person can act on', () => {
    const parsed = mongodbConnector.credentials.safeParse({ publicKey: ' ', privateKey: '', projectId: 'my-project' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['publicKey', 'Enter the public key of the Atlas API key'],
      ['privateKey', 'Enter the private key of the Atlas API key'],
      ['projectId', 'Enter the 24-character hexadecimal Project ID shown in Atlas under Project Settings'],
    ]);
    expect(
      mongodbConnector.credentials.parse({
        publicKey: ' abcdefgh ',
        privateKey: 'k',
        projectId: ' 665F1C2AB3D4E5F6A7B8C9D0 ',
      }),
    ).toEqual({
      publicKey: 'abcdefgh',
      privateKey: 'k',
      projectId: sandboxProjectId,
      baseUrl: 'https://cloud.mongodb.com',
    });
  });

  it('asks for the fields the connect dialog shows, the private key kept secret', () => {
    expect(mongodbConnector.fields.map(({ name, label, secret, required }) => [name, label, secret, required])).toEqual(
      [
        ['publicKey', 'Public key', false, true],
        ['privateKey', 'API Key / Token', true, true],
        ['projectId', 'Project ID', false, true],
        ['baseUrl', 'API URL', false, false],
      ],
    );
    expect(mongodbSandboxHelp).toContain(mongodbSandboxCredentials.privateKey);
  });

  it('maps every check to the four frameworks and gives it guidance', () => {
    for (const id of Object.keys(goodValues) as (keyof typeof goodValues)[]) {
      expect(checks[id].integrations).toEqual(['mongodb']);
      for (const framework of ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'] as const) {
        expect(Object.keys(checks[id].controls?.[framework] ?? {}).length).toBeGreaterThan(0);
      }
      expect(mongodbGuidance[id]?.steps.mongodb?.length).toBeGreaterThan(0);
    }
  });
});

describe('HTTP Digest', () => {
  it('answers the RFC 2617 example challenge', () => {
    const header = digestAuthorization({
      challenge: {
        realm: 'testrealm@host.com',
        nonce: 'dcd98b7102dd2f0e8b11d0f600bfb0c093',
        opaque: '5ccc069c403ebaf9f0171e9517f40e41',
      },
      username: 'Mufasa',
      password: 'Circle Of Life',
      method: 'GET',
      uri: '/dir/index.html',
      count: 1,
      cnonce: '0a4f113b',
    });
    expect(header).toContain('nc=00000001');
    expect(header).toContain('response="6629fae49393a05397450978507c4ef1"');
    expect(header).toContain('opaque="5ccc069c403ebaf9f0171e9517f40e41"');
  });

  it('reuses a nonce with a count that grows with every request', () => {
    const sign = digestSigner({ realm: 'MMS Public API', nonce: 'n' }, 'abcdefgh', 'secret');
    const counts = [sign('GET', '/a'), sign('GET', '/b'), sign('GET', '/c')].map(
      (header) => /nc=(\w+)/.exec(header)?.[1],
    );
    expect(counts).toEqual(['00000001', '00000002', '00000003']);
  });

  it("reads Atlas's challenge and leaves others unanswered", () => {
    expect(
      parseDigestChallenge(
        'Digest realm="MMS Public API", domain="", nonce="abc/123+=", algorithm=MD5, qop="auth", stale=false',
      ),
    ).toEqual({ realm: 'MMS Public API', nonce: 'abc/123+=', opaque: undefined });
    expect(parseDigestChallenge('Basic realm="x"')).toBeUndefined();
    expect(parseDigestChallenge('Digest realm="x", nonce="n", algorithm=SHA-256, qop="auth"')).toBeUndefined();
    expect(parseDigestChallenge(null)).toBeUndefined();
  });
});
