import autocannon from 'autocannon';
import { record } from './lib/results';
import type { RunningServer } from './lib/startServer';
import { heading, line, thousands, verdict } from './lib/report';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
// Each route's seconds are cut into this many slices, alternating with the bare route's.
const slices = 5;
const sliceSeconds = Math.max(1, durationSeconds / slices);

type ThroughputResult = { requestsPerSecond: number; p99Ms: number; non2xx: number };

async function measureThroughput(url: string, headers: Record<string, string> = {}): Promise<ThroughputResult> {
  const result = await autocannon({ url, headers, connections: 10, duration: sliceSeconds });
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

// Each route's throughput as a share of the bare route's in the same run: every signed-in read keeps half of it.
const signedInRoutes = [
  { path: '/api/auth/me', targetRatio: 0.5 },
  { path: '/api/dashboard/overview', targetRatio: 0.5 },
  { path: '/api/dashboard/compliance-heatmap?framework=SOC2', targetRatio: 0.5 },
  { path: '/api/audit-logs?page=1&limit=20', targetRatio: 0.5 },
];

// Chromium's own header; every browser the web app supports sends gzip among its encodings.
const browserAcceptEncoding = 'gzip, deflate, br, zstd';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The route and the bare route in alternating slices: a slice of each sees about the same load from whatever else the
 * machine runs, so their ratio moves far less than either figure; the median slice's ratio is the one judged.
 */
async function measureAgainstBare(bareUrl: string, url: string, headers: Record<string, string>) {
  const pairs: { bare: ThroughputResult; route: ThroughputResult }[] = [];
  for (let slice = 0; slice < slices; slice += 1) {
    pairs.push({ bare: await measureThroughput(bareUrl), route: await measureThroughput(url, headers) });
  }
  const ratios = pairs.map(({ bare, route }) => route.requestsPerSecond / bare.requestsPerSecond);
  const summary = (results: ThroughputResult[]): ThroughputResult => ({
    requestsPerSecond: mean(results.map((result) => result.requestsPerSecond)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  });
  return {
    bare: summary(pairs.map((pair) => pair.bare)),
    route: summary(pairs.map((pair) => pair.route)),
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
  };
}

const describe = (result: ThroughputResult) =>
  `${thousands(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`;

/** Signed-in API routes under autocannon, each against a bare Fastify route on the same machine. */
export async function reportApiThroughput(product: RunningServer, bare: RunningServer): Promise<boolean> {
  const token = await signInDemo(product.origin);
  heading(
    `API throughput under autocannon (10 connections, loopback, accept-encoding "${browserAcceptEncoding}"; ` +
      `${slices} slices of ${sliceSeconds} s per route, each after a slice of the bare Fastify route)`,
  );
  let allOk = true;
  const bareFigures: number[] = [];
  for (const { path, targetRatio } of signedInRoutes) {
    const measured = await measureAgainstBare(`${bare.origin}/bare`, `${product.origin}${path}`, {
      authorization: `Bearer ${token}`,
      // As the web app's browser asks: an answer above the threshold comes back gzipped.
      'accept-encoding': browserAcceptEncoding,
    });
    const ok = measured.ratio >= targetRatio && measured.route.non2xx === 0;
    allOk &&= ok;
    const [lowest, highest] = measured.ratioRange.map((ratio) => ratio.toFixed(2));
    bareFigures.push(measured.bare.requestsPerSecond);
    record(
      `\`GET ${path}\`, throughput against the bare route`,
      `≥ ${targetRatio}x`,
      `${measured.ratio.toFixed(2)}x (slices ${lowest}-${highest}x), ${thousands(measured.route.requestsPerSecond)} req/s`,
    );
    line(path, describe(measured.route));
    line(
      '  against the bare route',
      `${describe(measured.bare)}; ${measured.ratio.toFixed(2)}x bare (slices ${lowest}-${highest}x, ` +
        `target >= ${targetRatio}x) ${verdict(ok)}`,
    );
  }
  const [slowest, fastest] = [Math.min(...bareFigures), Math.max(...bareFigures)].map(thousands);
  record(
    `a bare Fastify route, 10 connections, loopback, in ${sliceSeconds} s slices alternating with each route`,
    '',
    `${slowest}-${fastest} req/s on average over a route's slices`,
  );
  return allOk;
}
