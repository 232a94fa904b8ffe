import autocannon from 'autocannon';
import type { RunningServer } from './lib/startServer';
import { heading, line, thousands, verdict } from './lib/report';

const throughputTargetRatio = 0.6;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

type ThroughputResult = { requestsPerSecond: number; p99Ms: number; non2xx: number };

async function measureThroughput(url: string, headers: Record<string, string> = {}): Promise<ThroughputResult> {
  const result = await autocannon({ url, headers, connections: 10, duration: durationSeconds });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

async function signInDemo(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@securo.dev', password: 'securo-demo' }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`Demo sign-in failed: ${body.message ?? response.status}`);
  return body.token;
}

const signedInPaths = [
  '/api/auth/me',
  '/api/dashboard/overview',
  '/api/dashboard/compliance-heatmap?framework=SOC2',
  '/api/audit-logs?page=1&limit=20',
];

const describe = (result: ThroughputResult) =>
  `${thousands(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`;

/** Signed-in API routes under autocannon, each beside a bare Fastify route on the same machine. */
export async function reportApiThroughput(product: RunningServer, bare: RunningServer): Promise<boolean> {
  const token = await signInDemo(product.origin);
  const baseline = await measureThroughput(`${bare.origin}/bare`);
  heading(`API throughput under autocannon (10 connections, ${durationSeconds} s each, loopback)`);
  line('bare Fastify route', describe(baseline));
  let allOk = true;
  for (const path of signedInPaths) {
    const result = await measureThroughput(`${product.origin}${path}`, { authorization: `Bearer ${token}` });
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    const ok = ratio >= throughputTargetRatio && result.non2xx === 0;
    allOk &&= ok;
    line(
      path,
      `${describe(result)}; ${(ratio * 100).toFixed(0)}% of bare (target >= ${throughputTargetRatio * 100}%) ${verdict(ok)}`,
    );
  }
  return allOk;
}
