import { demoAccount } from '../server/src/demo/seed';
import { heading, line, verdict } from './lib/report';
import { startServer } from './lib/startServer';
import { record } from './lib/results';
import { distribution, ms } from './lib/stats';

const floodRequests = 200;
const floodConcurrency = 16;
const overviewTargetP95Ms = 100;
// Long enough for the flood's accepted reports to be drawn while the other organisation keeps reading.
const drainTimeoutMs = 180_000;

type Session = { origin: string; token: string };

const call = async ({ origin, token }: Session, method: 'GET' | 'POST', path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const signIn = async (origin: string, email: string, password: string): Promise<Session> => {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`Sign-in failed for ${email}: ${response.status}`);
  return { origin, token };
};

const register = async (origin: string): Promise<Session> => {
  const account = {
    name: 'Blair Other',
    email: `blair.${Date.now()}@other.example`,
    password: 'correct-horse-battery',
    company: 'Other Org',
    jobTitle: 'CISO',
  };
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`Registering the second organisation failed: ${response.status}`);
  return signIn(origin, account.email, account.password);
};

/** Organisation A's flood: `floodRequests` report requests, `floodConcurrency` at a time; the statuses answered. */
const flood = async (session: Session) => {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < floodRequests) {
      next += 1;
      const response = await call(session, 'POST', '/api/reports', { name: `Flood ${next}`, type: 'soc2' });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: floodConcurrency }, worker));
  return statuses;
};

const generating = async (session: Session) => {
  const { data } = (await (await call(session, 'GET', '/api/reports')).json()) as { data: { status: string }[] };
  return data.filter((report) => report.status === 'generating').length;
};

/**
 * Two organisations on one server: A asks for 200 reports, 16 at a time, while B reads its dashboard overview again
 * and again, until A's accepted reports are drawn. B's p95 is what the flood costs another tenant.
 */
export async function reportReportFairness(): Promise<boolean> {
  const server = await startServer('server/src/main.ts', '/api/health');
  try {
    const a = await signIn(server.origin, demoAccount.email, demoAccount.password);
    const b = await register(server.origin);
    const durations: number[] = [];
    let reading = true;
    const readOverview = async () => {
      while (reading) {
        const start = process.hrtime.bigint();
        const response = await call(b, 'GET', '/api/dashboard/overview');
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`B's overview answered ${response.status}`);
        durations.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    };
    const reader = readOverview();
    const started = Date.now();
    const statuses = await flood(a);
    while ((await generating(a)) > 0 && Date.now() - started < drainTimeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const drainedMs = Date.now() - started;
    reading = false;
    await reader;

    const accepted = statuses.filter((status) => status === 201).length;
    const limited = statuses.filter((status) => status === 429).length;
    const overview = distribution(durations);
    const fair = overview.p95Ms <= overviewTargetP95Ms;
    heading(`Report flood: organisation A asks for ${floodRequests} reports, ${floodConcurrency} at a time`);
    line(
      "A's requests",
      `${accepted} accepted, ${limited} refused (429), ${statuses.length - accepted - limited} other`,
    );
    line("A's accepted reports drawn", `within ${ms(drainedMs)}${(await generating(a)) > 0 ? ' (not all)' : ''}`);
    line(
      `B's dashboard overview (${overview.runs} reads)`,
      `median ${ms(overview.medianMs)}, p95 ${ms(overview.p95Ms)} (target <= ${overviewTargetP95Ms} ms) ${verdict(fair)}`,
    );
    record(
      `another organisation's dashboard overview while one floods ${floodRequests} report requests, ${floodConcurrency} at a time`,
      `p95 ≤ ${overviewTargetP95Ms} ms`,
      `p95 ${ms(overview.p95Ms)}, median ${ms(overview.medianMs)} over ${overview.runs} reads; the flood: ${accepted} accepted, ${limited} answered 429, drawn within ${ms(drainedMs)}`,
    );
    return fair;
  } finally {
    await server.stop();
  }
}
