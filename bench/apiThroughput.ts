import autocannon from 'autocannon';

export const throughputTargetRatio = 0.6;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export type ThroughputResult = { requestsPerSecond: number; p99Ms: number; non2xx: number };

export async function measureThroughput(url: string, headers: Record<string, string> = {}): Promise<ThroughputResult> {
  const result = await autocannon({ url, headers, connections: 10, duration: durationSeconds });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

export async function signInDemo(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@securo.dev', password: 'securo-demo' }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`Demo sign-in failed: ${body.message ?? response.status}`);
  return body.token;
}
