import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAllowlist } from '../../../../server/src/core/outbound/addressRules';
import type { Resolve } from '../../../../server/src/core/outbound/guardedConnections';
import { type OutboundError, outboundErrorOf } from '../../../../server/src/core/outbound/outboundError';
import { createOutboundGuard, type OutboundGuard } from '../../../../server/src/core/outbound/outboundGuard';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const listen = async (host: string, handler: Handler): Promise<{ url: string; server: Server; hits: string[] }> => {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url} ${request.headers.authorization ?? '-'}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, server, hits };
};

const answer =
  (body: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(body);
  };

/** A resolver with a fixed table, so no test depends on (or reaches) a real name server. */
const table =
  (entries: Record<string, string[]>): Resolve =>
  (hostname, callback) => {
    const addresses = entries[hostname];
    if (!addresses) return callback(Object.assign(new Error(`no ${hostname}`), { code: 'ENOTFOUND' }), []);
    return callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };

const refusal = async (promise: Promise<unknown>): Promise<OutboundError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  const outbound = outboundErrorOf(error);
  if (!outbound) throw new Error(`expected the guard to refuse, got ${String(error)}`);
  return outbound;
};

const servers: Server[] = [];
const guards: OutboundGuard[] = [];
const guard = (allow = '', resolve?: Resolve) => {
  const made = createOutboundGuard({ allow: parseAllowlist(allow), resolve });
  guards.push(made);
  return made;
};
const started = async (host: string, handler: Handler) => {
  const listener = await listen(host, handler);
  servers.push(listener.server);
  return listener;
};

afterEach(async () => {
  await Promise.all(guards.splice(0).map((made) => made.close()));
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

describe('the outbound guard', () => {
  it('refuses a listener on loopback, by address and by name, before any request reaches it', async () => {
    const target = await started('127.0.0.1', answer('INTERNAL-ADMIN-PANEL'));
    const port = new URL(target.url).port;
    const { fetch } = guard('', table({ localhost: ['127.0.0.1'] })).session();

    expect((await refusal(fetch(`https://127.0.0.1:${port}/`))).message).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect((await refusal(fetch(`https://localhost:${port}/`))).message).toMatch(
      /localhost resolves to an address that is a loopback/,
    );
    expect((await refusal(fetch(`http://[::ffff:127.0.0.1]:${port}/`))).kind).toBe('refused');
    expect(target.hits).toEqual([]);
  });

  it.each([
    ['169.254.169.254', /link-local/],
    ['10.1.2.3', /private network/],
    ['192.168.0.10', /private network/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['[fd00::1]', /unique-local/],
    ['[::1]', /loopback/],
    ['0.0.0.0', /unspecified/],
    ['[64:ff9b::a01:203]', /reserved/],
  ])('refuses %s, written in the URL', async (host, reason) => {
    const { fetch } = guard().session();
    expect((await refusal(fetch(`https://${host}/latest/meta-data/`))).message).toMatch(reason);
  });

  it('refuses a name that resolves to a private address, even when it also resolves to a public one', async () => {
    const { fetch } = guard('', table({ 'gitlab.internal.example': ['8.8.8.8', '10.0.0.5'] })).session();
    const error = await refusal(fetch('https://gitlab.internal.example/api/v4/user'));
    expect(error.message).toMatch(/gitlab\.internal\.example resolves to an address that is a private network address/);
  });

  it('refuses plain http to a public address: credentials would cross the network in clear', async () => {
    const { fetch } = guard().session();
    expect((await refusal(fetch('http://8.8.8.8/'))).message).toMatch(/plain http/);
  });

  it('reaches an allowlisted range, by address and by a name resolving into it', async () => {
    const target = await started('127.0.0.1', answer('hello'));
    const port = new URL(target.url).port;
    const { fetch } = guard('127.0.0.1/32', table({ 'provider.corp.example': ['127.0.0.1'] })).session();

    expect(await (await fetch(`${target.url}/a`)).text()).toBe('hello');
    expect(await (await fetch(`http://provider.corp.example:${port}/b`)).text()).toBe('hello');
    expect(target.hits.map((hit) => hit.split(' ')[1])).toEqual(['/a', '/b']);
  });

  it('checks every redirect hop, and refuses one that leaves the allowlist', async () => {
    const inside = await started('127.0.0.2', answer('metadata'));
    const redirecting = await started('127.0.0.1', (_request, response) => {
      response.writeHead(302, { location: `${inside.url}/secret` });
      response.end();
    });
    const { fetch } = guard('127.0.0.1/32').session();

    expect((await refusal(fetch(`${redirecting.url}/start`))).message).toMatch(/127\.0\.0\.2 is a loopback address/);
    expect(redirecting.hits).toHaveLength(1);
    expect(inside.hits).toEqual([]);
  });

  it('follows an allowed redirect, without the credentials when it changes origin', async () => {
    const next = await started('127.0.0.2', answer('moved here'));
    const redirecting = await started('127.0.0.1', (_request, response) => {
      response.writeHead(301, { location: `${next.url}/new` });
      response.end();
    });
    const { fetch } = guard('127.0.0.0/8').session();

    const response = await fetch(`${redirecting.url}/old`, { headers: { authorization: 'Bearer secret' } });
    expect(await response.text()).toBe('moved here');
    expect(redirecting.hits).toEqual(['GET /old Bearer secret']);
    expect(next.hits).toEqual(['GET /new -']);
  });

  it('stops after a bounded number of redirects', async () => {
    const loop = await started('127.0.0.1', (request, response) => {
      response.writeHead(307, { location: `${request.url}x` });
      response.end();
    });
    const { fetch } = guard('127.0.0.1/32').session({ maxRedirects: 3 });
    expect((await refusal(fetch(`${loop.url}/`))).message).toBe('stopped after 3 redirects');
    expect(loop.hits).toHaveLength(4);
  });

  it('bounds one answer, and what one session reads in all', async () => {
    const large = await started('127.0.0.1', answer('x'.repeat(64 * 1024)));
    const { fetch } = guard('127.0.0.1/32').session({ maxResponseBytes: 16 * 1024 });
    expect((await refusal(fetch(large.url))).message).toMatch(/stopped reading past 16384 bytes, the most one answer/);

    const session = guard('127.0.0.1/32').session({ maxBytes: 100 * 1024 });
    await session.fetch(large.url);
    expect((await refusal(session.fetch(large.url))).message).toMatch(/the most one run may read/);
  });

  it('bounds the requests of one session', async () => {
    const target = await started('127.0.0.1', answer('page'));
    const { fetch } = guard('127.0.0.1/32').session({ maxRequests: 2 });
    await fetch(target.url);
    await fetch(target.url);
    expect((await refusal(fetch(target.url))).message).toBe('stopped after 2 requests, the most one run may make');
    expect(target.hits).toHaveLength(2);
  });

  it('lets a trusted session reach the server’s own listeners, within the same limits', async () => {
    const sandbox = await started('127.0.0.1', answer('sandbox'));
    const trusted = guard().trustedSession({ maxRequests: 1 });
    expect(await (await trusted.fetch(sandbox.url)).text()).toBe('sandbox');
    expect((await refusal(trusted.fetch(sandbox.url))).kind).toBe('limited');
  });

  it('refuses a loopback address through the Node agents an SDK uses', async () => {
    const target = await started('127.0.0.1', answer('sdk'));
    const { agents } = guard('', table({ localhost: ['127.0.0.1'] })).session();
    const { request } = await import('node:http');
    const viaAgent = (host: string) =>
      new Promise<unknown>((resolve, reject) => {
        const call = request({ host, port: new URL(target.url).port, agent: agents.http, path: '/' }, resolve);
        call.on('error', reject);
        call.end();
      });
    await expect(viaAgent('127.0.0.1')).rejects.toThrow(/loopback/);
    await expect(viaAgent('localhost')).rejects.toThrow(/loopback/);
    expect(target.hits).toEqual([]);
  });
});
