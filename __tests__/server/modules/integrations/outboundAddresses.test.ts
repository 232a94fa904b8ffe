import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gitlabSandboxCredentials, startGitlabSandbox } from '../../../../server/src/connectors/gitlab/fakes/gitlab';
import type { ProviderSandbox } from '../../../../server/src/connectors/fakes/fakeServer';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp, type TestHarness } from '../../helpers/testApp';

type Listener = { url: string; hits: string[]; server: Server };

const listen = async (host: string, handle: (request: IncomingMessage, response: ServerResponse) => void) => {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, hits, server };
};

const internalPanel = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(500, { 'content-type': 'text/plain' });
  response.end('INTERNAL-ADMIN-PANEL secret=hunter2');
};

const connect = (t: TestHarness, token: string, type: string, credentials: Record<string, string>) =>
  api(t.app, 'POST', `/api/integrations/${type}/connect`, { token, body: { credentials } });

const listeners: Listener[] = [];
const started = async (host: string, handle: Parameters<typeof listen>[1]) => {
  const listener = await listen(host, handle);
  listeners.push(listener);
  return listener;
};
afterAll(() =>
  Promise.all(
    listeners.map(
      ({ server }) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  ),
);

/** The audit trail and the integrations' stored messages, where a remote answer would end up. */
const everythingStored = async (t: TestHarness) =>
  JSON.stringify([
    await t.db.selectFrom('audit_logs').select('details').execute(),
    await t.db.selectFrom('integrations').select('message').execute(),
  ]);

const gitlab = (baseUrl: string) => ({ ...gitlabSandboxCredentials, baseUrl });

describe('a provider address an organisation types', () => {
  const t = setupTestApp();
  let admin: string;
  let panel: Listener;
  beforeAll(async () => {
    admin = await signIn(t.app);
    panel = await started('127.0.0.1', internalPanel);
  });

  it('is never called on loopback: the connection is refused before a request leaves', async () => {
    const response = await connect(t, admin, 'gitlab', gitlab(panel.url));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^GitLab was not called: 127\.0\.0\.1 is a loopback address/);
    expect(panel.hits).toEqual([]);
    const stored = await everythingStored(t);
    expect(stored).not.toContain('INTERNAL-ADMIN-PANEL');
  });

  it('is refused by name when the name resolves to loopback, and over https too', async () => {
    const { port } = new URL(panel.url);
    const response = await connect(t, admin, 'gitlab', gitlab(`https://localhost:${port}`));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/localhost resolves to an address that is a loopback address/);
    expect(panel.hits).toEqual([]);
  });

  it.each([
    ['okta', 'https://169.254.169.254', /link-local/],
    ['github', 'https://10.0.0.1/api/v3', /private network/],
    ['k8s', 'https://[::ffff:127.0.0.1]:6443', /loopback/],
  ])('refuses %s at %s', async (type, baseUrl, reason) => {
    const credentials: Record<string, Record<string, string>> = {
      okta: { token: `00${'a'.repeat(40)}` },
      github: { token: `ghp_${'a'.repeat(36)}`, organization: 'acme' },
      k8s: { token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    };
    const response = await connect(t, admin, type, { ...credentials[type], baseUrl });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(reason);
  });

  it("never sends a request signed with the platform's AWS identity to a custom endpoint", async () => {
    const response = await connect(t, admin, 'aws', {
      roleArn: 'arn:aws:iam::123456789012:role/SecuroAudit',
      baseUrl: panel.url,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^baseUrl: A custom endpoint takes an access key pair/);
    expect(panel.hits).toEqual([]);
  });
});

describe('a provider address in a range the operator allows', () => {
  const t = setupTestApp({ outboundAllow: '127.0.0.1/32' });
  let admin: string;
  let sandbox: ProviderSandbox;
  beforeAll(async () => {
    admin = await signIn(t.app);
    sandbox = await startGitlabSandbox({ state: 'good' });
  });
  afterAll(() => sandbox.close());

  it('is reached', async () => {
    const response = await connect(t, admin, 'gitlab', gitlab(sandbox.url));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('connected');
  });

  it('is left by no redirect: each hop is checked, and one outside the range is refused', async () => {
    const outside = await started('127.0.0.2', internalPanel);
    const redirecting = await started('127.0.0.1', (_request, response) => {
      response.writeHead(302, { location: `${outside.url}/latest/meta-data/` });
      response.end();
    });
    const response = await connect(t, admin, 'gitlab', gitlab(redirecting.url));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/GitLab was not called: 127\.0\.0\.2 is a loopback address/);
    expect(redirecting.hits).toHaveLength(1);
    expect(outside.hits).toEqual([]);
  });

  it("tells a failure by its status, never by the answer's body", async () => {
    const panel = await started('127.0.0.1', internalPanel);
    const response = await connect(t, admin, 'gitlab', gitlab(panel.url));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/failed with 500 \(Internal Server Error\)/);
    expect(response.json().message).not.toContain('INTERNAL-ADMIN-PANEL');
    expect(await everythingStored(t)).not.toContain('INTERNAL-ADMIN-PANEL');
  });
});
