import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAccount } from '../../../server/src/demo/seed';
import { type Api, launchApi, stopApi } from '../helpers/apiProcess';
import { startThrowawayCluster, type ThrowawayCluster } from '../helpers/throwawayCluster';

// PostgreSQL only, and on a cluster of its own: the test stops the database under a running API and starts it again.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

const databaseDown = { success: false, message: 'Database unavailable' };
// The pool's connection timeout (5 s) bounds a request while the database is away; a refused connection is faster.
const outageAnswerBoundMs = 6_000;

type Answer = { status: number; body: unknown; elapsedMs: number };

const request = async (api: Api, method: string, url: string, init: { token?: string; body?: unknown } = {}) => {
  const started = Date.now();
  const response = await fetch(`${api.origin}${url}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  const body: unknown = await response.json();
  return { status: response.status, body, elapsedMs: Date.now() - started } satisfies Answer;
};

const expectAlive = (api: Api) => {
  if (api.child.exitCode !== null || api.child.signalCode !== null) {
    throw new Error(`the API process ended (${api.child.exitCode ?? api.child.signalCode}):\n${api.output()}`);
  }
};

/** Asks until the answer has the wanted status, or fails with the last answer after `withinMs`. */
const waitForStatus = async (ask: () => Promise<Answer>, status: number, withinMs: number): Promise<Answer> => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await ask();
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(onPostgres ? describe : describe.skip)('the API while PostgreSQL goes away and comes back', () => {
  let cluster: ThrowawayCluster | undefined;
  let dataDir: string | undefined;
  let api: Api | undefined;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    dataDir = mkdtempSync(path.join(tmpdir(), 'securo-outage-data-'));
    api = await launchApi(cluster.url, dataDir);
    await api.listening;
  }, 120_000);

  afterAll(async () => {
    try {
      if (api) await stopApi(api);
    } finally {
      cluster?.dispose();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('answers 503 while the database is down, stays up, and serves again from the same process when it returns', async () => {
    if (!api || !cluster) throw new Error('set-up failed');
    const pid = api.child.pid;
    const signIn = await request(api, 'POST', '/api/auth/login', {
      body: { email: demoAccount.email, password: demoAccount.password },
    });
    expect(signIn.status).toBe(200);
    const { token } = signIn.body as { token: string };
    expect((await request(api, 'GET', '/api/dashboard/overview', { token })).status).toBe(200);

    cluster.stop();
    // The pool's idle connections are told "terminating connection due to administrator command" as it stops.
    await pause(1_000);
    expectAlive(api);

    const health = await request(api, 'GET', '/api/health');
    expect([health.status, health.body]).toEqual([503, databaseDown]);
    expect(health.elapsedMs).toBeLessThan(outageAnswerBoundMs);
    for (const url of ['/api/auth/me', '/api/dashboard/overview']) {
      const answer = await request(api, 'GET', url, { token });
      expect([url, answer.status, answer.body]).toEqual([url, 503, databaseDown]);
      expect(answer.elapsedMs).toBeLessThan(outageAnswerBoundMs);
    }
    const runDuringOutage = await request(api, 'POST', '/api/dashboard/run-assessment', { token, body: {} });
    expect([runDuringOutage.status, runDuringOutage.body]).toEqual([503, databaseDown]);
    expectAlive(api);

    cluster.start();
    const recovered = await waitForStatus(() => request(api!, 'GET', '/api/health'), 200, 20_000);
    expect([recovered.status, recovered.body]).toEqual([
      200,
      { success: true, data: { status: 'ok', database: 'up' } },
    ]);
    const me = await request(api, 'GET', '/api/auth/me', { token });
    expect([me.status, (me.body as { data?: { email?: string } }).data?.email]).toEqual([200, demoAccount.email]);
    expect((await request(api, 'GET', '/api/dashboard/overview', { token })).status).toBe(200);
    const run = await request(api, 'POST', '/api/dashboard/run-assessment', { token, body: { framework: 'SOC2' } });
    expect(run.status).toBe(202);

    expectAlive(api);
    expect(api.child.pid).toBe(pid);
    expect(api.output()).not.toMatch(/unhandled|uncaught/i);
    // The pool logs the outage once, however many connections it lost.
    expect(api.output().match(/PostgreSQL connection lost/g)).toHaveLength(1);
  }, 120_000);
});
