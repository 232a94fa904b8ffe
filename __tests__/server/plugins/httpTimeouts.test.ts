import { type AddressInfo, connect } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createAppDeps } from '../../../server/src/appDeps';
import { relaxedLimits, testConfig } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const timeouts = { headersMs: 300, requestMs: 600, checkEveryMs: 50 };

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(
    createAppDeps({
      config: testConfig,
      db: database.db,
      limits: relaxedLimits,
    }),
    { logger: false, httpTimeouts: timeouts },
  );
  // Streams its answer for longer than the request timeout, the way the audit-log export streams its CSV.
  app.get('/api/test/slow-csv', { config: { access: 'public' } }, async (_request, reply) => {
    async function* lines() {
      for (let line = 0; line < 8; line += 1) {
        await new Promise((resolve) => setTimeout(resolve, timeouts.requestMs / 4));
        yield `row ${line}\r\n`;
      }
    }
    return reply.header('content-type', 'text/csv; charset=utf-8').send(Readable.from(lines(), { objectMode: false }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

/**
 * Writes `sent` and then nothing more; resolves with all the server wrote back once it closes the connection, or once
 * the client gives up after 5 s (so a server without timeouts fails the test rather than hanging it).
 */
const sendAndWait = (sent: string): Promise<{ received: string; afterMs: number }> =>
  new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => resolve({ received, afterMs: Date.now() - startedAt }));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.write(sent);
  });

const expectTimedOut = (received: string) => {
  expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
    success: false,
    message: 'Request timed out',
  });
};

describe('HTTP timeouts', () => {
  it('are bounded by default: 15 s for the headers, 30 s for the whole request', async () => {
    const defaults = await buildApp(createAppDeps({ config: testConfig, db: database.db }), { logger: false });
    expect(defaults.server.headersTimeout).toBe(15_000);
    expect(defaults.server.requestTimeout).toBe(30_000);
    await defaults.close();
  });

  it('answer 408 and close the connection of a client that never finishes its headers', async () => {
    const { received, afterMs } = await sendAndWait('GET /api/health HTTP/1.1\r\nHost: securo.test\r\nX-Slow: a');
    expectTimedOut(received);
    expect(afterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(afterMs).toBeLessThan(4_000);
  });

  it('answer 408 and close the connection of a client that never finishes its body', async () => {
    const { received, afterMs } = await sendAndWait(
      'POST /api/auth/login HTTP/1.1\r\nHost: securo.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":"demo@securo.dev",',
    );
    expectTimedOut(received);
    expect(afterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(afterMs).toBeLessThan(4_000);
  });

  it('do not cut a streamed answer that takes longer than the request timeout', async () => {
    const { received, afterMs } = await sendAndWait(
      'GET /api/test/slow-csv HTTP/1.1\r\nHost: securo.test\r\nConnection: close\r\n\r\n',
    );
    expect(afterMs).toBeGreaterThan(timeouts.requestMs * 1.5);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain('row 0\r\n');
    expect(received).toContain('row 7\r\n');
    expect(received.endsWith('0\r\n\r\n')).toBe(true);
  });
});
