import { randomBytes } from 'node:crypto';
import { frameworkIds, type FrameworkId } from '@/contracts/enums';
import { prepareAuditTrail } from '../server/src/core/auditTrail/rechain';
import { runAssessment } from '../server/src/modules/assessments/runAssessment';
import { type BenchDatabase, openBenchPostgres } from './lib/benchPostgres';
import { seedProgrammeOrganisation } from './lib/programmeOrganisation';
import { heading, line, verdict } from './lib/report';
import { record } from './lib/results';
import { ms, time, type Timing } from './lib/stats';
import { openTempDatabase } from './lib/tempDatabase';

const targetMs = 50;
const runs = 100;
const databaseName = 'securo_programme_bench';
const organisation =
  "one framework's assessment, owners on every control, 20 approved attestations with evidence, 3 expired, 3 pending, 3 exclusions";

/** A fresh database of its own on the server of BENCH_DATABASE_URL, its audit trail keyed as at start-up. */
const openPostgres = async (serverUrl: string): Promise<BenchDatabase> => {
  const opened = await openBenchPostgres(serverUrl, databaseName);
  await prepareAuditTrail(opened.db, randomBytes(32).toString('hex'), console.warn);
  return opened;
};

/** Each framework's assessment on its own, `runs` times: evaluate with the overlays, store, score history, audit. */
const measure = async (opened: BenchDatabase): Promise<Map<FrameworkId, Timing>> => {
  try {
    const now = new Date();
    const admin = await seedProgrammeOrganisation(opened.db, now);
    const deps = { db: opened.db, clock: () => new Date() };
    const timings = new Map<FrameworkId, Timing>();
    for (const framework of frameworkIds) {
      timings.set(framework, await time(() => runAssessment(deps, admin, framework), runs));
    }
    return timings;
  } finally {
    await opened.dispose();
  }
};

const report = (database: string, measured: string, timings: Map<FrameworkId, Timing>): boolean => {
  const ok = [...timings.values()].every((timing) => timing.p95Ms <= targetMs);
  for (const [framework, timing] of timings) {
    const pass = verdict(timing.p95Ms <= targetMs);
    line(
      `${database}, ${framework}`,
      `median ${ms(timing.medianMs)}, p95 ${ms(timing.p95Ms)} (target <= ${targetMs} ms) ${pass}`,
    );
  }
  const figures = [...timings].map(([framework, timing]) => `${framework} ${ms(timing.p95Ms)}`);
  const medians = [...timings.values()].map((timing) => timing.medianMs);
  record(
    measured,
    `p95 ≤ ${targetMs} ms each`,
    `p95 ${figures.join(', ')}; medians ${ms(Math.min(...medians))}-${ms(Math.max(...medians))}`,
  );
  return ok;
};

/**
 * One framework's assessment at a time for an organisation running its programme (owners, attestations, exclusions):
 * on a SQLite file, and on PostgreSQL when BENCH_DATABASE_URL names a server where it may create a database.
 */
export async function reportProgrammeAssessment(): Promise<boolean> {
  heading(`One framework's assessment with owners, attestations and exclusions (${runs} runs a framework)`);
  const outcomes = [report('SQLite file', `${organisation}, SQLite file`, await measure(await openTempDatabase()))];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const timings = await measure(await openPostgres(serverUrl));
    outcomes.push(report('PostgreSQL', 'the same organisation on PostgreSQL', timings));
  } else line('PostgreSQL skipped', 'set BENCH_DATABASE_URL=postgres://user@host:port/db');
  return outcomes.every(Boolean);
}
