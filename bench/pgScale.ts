import { openDatabase } from '../server/src/db/database';
import { measureExport } from './auditExport';
import { benchConfig } from './lib/benchApp';
import { cpuSeconds } from './lib/processStats';
import { heading, line, thousands, verdict } from './lib/report';
import { record } from './lib/results';
import { startRoundRobin } from './lib/roundRobin';
import { dropDatabase, openScaleDatabase, recordSeed, scaleDatabaseName } from './lib/scaleDatabase';
import { bulkLoadUrl, seedScale } from './lib/scaleSeed';
import { type Scale, scaleFromEnv, tenantAdmin, trailSizes } from './lib/scaleShape';
import { distribution, ms } from './lib/stats';
import { type RunningServer, startServer } from './lib/startServer';
import { runTenantLoad, screens } from './lib/tenantLoad';

const readTargetMs = 50;
const searchTargetMs = 100;
const exportTargetRowsPerSecond = 150_000;
/** Two instances on two cores serve at least this share of one's requests per CPU-second: no per-instance overhead. */
const scalingTarget = 0.9;
const users = 50;
/** How long a user reads a screen before opening the next, on average. */
const thinkMs = 1_000;
/** Every user opens every screen before anything is measured: connections, JIT, caches and the database's pages. */
const warmUpSeconds = 10;
const loadSeconds = Number(process.env.BENCH_SCALE_LOAD_SECONDS ?? 30);

async function signIn(origin: string, index: number): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(tenantAdmin(index)),
  });
  if (!response.ok) throw new Error(`Signing in tenant ${index}'s administrator answered ${response.status}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

/** The users' tenants: the largest (0) and the others spread evenly over the rest, busy and quiet alike. */
const userTenants = (organizations: number): number[] => {
  const count = Math.min(users, organizations);
  return Array.from({ length: count }, (_, user) => Math.round((user * (organizations - 1)) / (count - 1)));
};

const failuresLine = (failures: string[]) =>
  `${failures.length}${failures.length ? `: ${[...new Set(failures)].slice(0, 3).join('; ')}` : ''}`;

async function reportReads(origin: string, authorizations: string[]): Promise<boolean> {
  await runTenantLoad(origin, authorizations, warmUpSeconds, 0);
  const run = await runTenantLoad(origin, authorizations, loadSeconds, thinkMs);
  heading(
    `${authorizations.length} users of as many tenants for ${loadSeconds} s, one instance: each opens a screen, reads it ~${thinkMs / 1000} s`,
  );
  let ok = run.failures.length === 0;
  const reads: { search: boolean; p95Ms: number; medianMs: number }[] = [];
  for (const read of new Map(screens.flat().map((entry) => [entry.name, entry])).values()) {
    const timing = distribution(run.durations.get(read.name) ?? []);
    if (timing.runs === 0) {
      // A short run may end before every user opened every screen: what was never read was never measured.
      ok = false;
      line(read.name, `not reached in ${loadSeconds} s ${verdict(false)}`);
      continue;
    }
    const target = read.search ? searchTargetMs : readTargetMs;
    const passed = timing.p95Ms <= target;
    reads.push({ search: Boolean(read.search), p95Ms: timing.p95Ms, medianMs: timing.medianMs });
    ok &&= passed;
    line(
      read.name,
      `p95 ${ms(timing.p95Ms)}, median ${ms(timing.medianMs)} over ${thousands(timing.runs)} (target <= ${target} ms) ${verdict(passed)}`,
    );
  }
  line(
    'all reads',
    `${thousands(run.requests / run.seconds)} requests/s, machine CPU ${Math.round(run.cpuBusy * 100)} % busy`,
  );
  line('requests that failed', failuresLine(run.failures));
  const spread = (values: number[]) => `${ms(Math.min(...values))}-${ms(Math.max(...values))}`;
  const load = `${authorizations.length} users of as many tenants (the largest among them), each opening a screen then reading it about ${thinkMs / 1000} s, one instance, ${loadSeconds} s`;
  for (const search of [false, true]) {
    const measured = reads.filter((read) => read.search === search);
    if (measured.length === 0) continue;
    record(
      search
        ? 'the same load: first page of an audit search'
        : `the same database: ${load}, ${measured.length} read endpoints`,
      `p95 ≤ ${search ? searchTargetMs : readTargetMs} ms`,
      `p95 ${spread(measured.map((read) => read.p95Ms))}, medians ${spread(measured.map((read) => read.medianMs))}` +
        (search
          ? ''
          : `, ${thousands(run.requests / run.seconds)} requests/s, machine CPU ${Math.round(run.cpuBusy * 100)} % busy`),
    );
  }
  return ok;
}

async function reportExport(origin: string, authorization: string, rows: number): Promise<boolean> {
  const exported = await measureExport(`${origin}/api/audit-logs/export?format=csv`, authorization);
  const ok = exported.rowsPerSecond >= exportTargetRowsPerSecond && exported.rows >= rows;
  line(
    "export, the largest tenant's trail as CSV",
    `${thousands(exported.rows)} rows, ${exported.csvMb} MB in ${ms(exported.elapsedMs)}: ${thousands(exported.rowsPerSecond)} rows/s (target >= ${thousands(exportTargetRowsPerSecond)}) ${verdict(ok)}`,
  );
  record(
    `the same database: CSV export of the largest tenant's ${thousands(exported.rows)} rows, downloaded by a separate process`,
    `≥ ${thousands(exportTargetRowsPerSecond)} rows/s`,
    `${thousands(exported.rowsPerSecond)} rows/s`,
  );
  return ok;
}

/**
 * The same users without reading time, through the same balancer: to one instance, then to two. On two cores the
 * load generator, the balancer and PostgreSQL share the CPU with the instances, so requests per second cannot double;
 * what scale-out must not do is cost more CPU per request (per-instance overhead, caches thrashing across instances):
 * the measure is requests per CPU-second the API instances spent.
 */
async function reportScaling(instances: RunningServer[], authorizations: string[]): Promise<boolean> {
  heading(`Throughput: ${authorizations.length} users opening screens back to back for ${loadSeconds} s each`);
  const perCpuSecond: number[] = [];
  for (const count of [1, 2]) {
    const serving = instances.slice(0, count);
    const balancer = await startRoundRobin(serving.map((instance) => instance.origin));
    try {
      const cpuBefore = serving.map((instance) => cpuSeconds(instance.pid));
      const run = await runTenantLoad(balancer.origin, authorizations, loadSeconds, 0);
      const apiCpu = serving.reduce((sum, instance, index) => sum + cpuSeconds(instance.pid) - cpuBefore[index], 0);
      const all = distribution([...run.durations.values()].flat());
      perCpuSecond.push(run.requests / apiCpu);
      line(
        `${count === 1 ? 'one instance' : 'two instances'} behind the round-robin`,
        `${thousands(run.requests / run.seconds)} requests/s, ${thousands(run.requests / apiCpu)} per API CPU-second, p95 ${ms(all.p95Ms)}, machine CPU ${Math.round(run.cpuBusy * 100)} % busy, failed ${failuresLine(run.failures)}`,
      );
    } finally {
      await balancer.close();
    }
  }
  const ratio = perCpuSecond[1] / perCpuSecond[0];
  const ok = ratio >= scalingTarget;
  line('two instances / one, per API CPU-second', `${ratio.toFixed(2)}x (target >= ${scalingTarget}x) ${verdict(ok)}`);
  record(
    `two API instances behind a round-robin against one, ${authorizations.length} users opening screens back to back, ${loadSeconds} s each: requests per CPU-second of the API processes`,
    `≥ ${scalingTarget}x`,
    `${ratio.toFixed(2)}x (one instance ${thousands(perCpuSecond[0])} requests per CPU-second, two ${thousands(perCpuSecond[1])})`,
  );
  return ok;
}

async function measure(url: string, scale: Scale): Promise<boolean> {
  const env = {
    DATABASE_URL: url,
    JWT_SECRET: benchConfig.jwtSecret,
    AUDIT_KEY: benchConfig.auditKey,
    SEED_DEMO: 'false',
    INTEGRATIONS_SANDBOX: 'false',
    // Type-checking belongs to `npm run typecheck`, not to the CPU the instances share with the load.
    TS_NODE_TRANSPILE_ONLY: 'true',
  };
  const instances = await Promise.all([1, 2].map(() => startServer('bench/lib/scaleServer.ts', '/api/health', env)));
  try {
    const [first] = instances;
    const tenants = userTenants(scale.organizations);
    const authorizations: string[] = [];
    for (const tenant of tenants) authorizations.push(await signIn(first.origin, tenant));
    const readsOk = await reportReads(first.origin, authorizations);
    const exportOk = await reportExport(first.origin, authorizations[0], trailSizes(scale)[0]);
    const scalingOk = await reportScaling(instances, authorizations);
    return readsOk && exportOk && scalingOk;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

/**
 * The product on PostgreSQL at a platform's scale: a thousand tenants, ten million audit rows, a year of
 * assessments; then reads under fifty tenants' users, the largest tenant's export, and a second instance's gain.
 */
export async function reportPgScale(): Promise<boolean> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const scale = scaleFromEnv();
  heading(
    `PostgreSQL at scale: ${thousands(scale.organizations)} organisations, ${thousands(scale.auditRows)} audit rows, a year of assessments`,
  );
  if (!serverUrl) {
    line('skipped', 'set BENCH_DATABASE_URL=postgres://user@host:port/db (a server where it may create a database)');
    return true;
  }
  const keep = process.env.BENCH_SCALE_KEEP === 'true';
  const { url, seeded } = await openScaleDatabase(serverUrl, JSON.stringify(scale));
  const seeding = `PostgreSQL at scale: seeding ${thousands(scale.organizations)} organisations, ${thousands(scale.auditRows)} hash-chained audit rows, a year of weekly assessments`;
  try {
    if (seeded) {
      line('seeding', `skipped: kept database seeded ${seeded.seededAt} in ${seeded.seconds.toFixed(0)} s`);
      record(seeding, '', `${seeded.seconds.toFixed(0)} s (the database kept since ${seeded.seededAt.slice(0, 10)})`);
    } else {
      const db = openDatabase({ kind: 'postgres', connectionString: bulkLoadUrl(url) });
      try {
        const seconds = await seedScale(db, scale);
        await recordSeed(db, { scale: JSON.stringify(scale), seconds, seededAt: new Date().toISOString() });
        line('seeding in all', `${seconds.toFixed(0)} s`);
        record(seeding, '', `${seconds.toFixed(0)} s`);
      } finally {
        await db.destroy();
      }
    }
    return await measure(url, scale);
  } finally {
    if (keep) line('database kept', `${scaleDatabaseName}: a run at the same scale reuses it (BENCH_SCALE_KEEP=true)`);
    else await dropDatabase(serverUrl, scaleDatabaseName);
  }
}
