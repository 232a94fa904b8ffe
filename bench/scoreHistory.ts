import { sql } from 'kysely';
import type { Db } from '../server/src/db/database';
import { readScoreHistory } from '../server/src/modules/scoreHistory/history';
import { frameworkIds } from '@/contracts/enums';
import { openBenchPostgres } from './lib/benchPostgres';
import { heading, line, thousands, verdict } from './lib/report';
import { record } from './lib/results';
import { ms, time, type Timing } from './lib/stats';

const targetMs = 50;
const organizations = Number(process.env.BENCH_HISTORY_ORGANIZATIONS ?? 1_000);
const days = 365;
const reads = 500;
const databaseName = 'securo_history_bench';

const seed = async (db: Db, today: Date) => {
  await sql`
    insert into organizations (id, name, created_at, updated_at)
    select 'org-' || n, 'Organisation ' || n, ${today.toISOString()}, ${today.toISOString()}
    from generate_series(1, ${organizations}) as n
  `.execute(db);
  for (const framework of frameworkIds) {
    await sql`
      insert into score_history (organization_id, framework, day, score, passed, warning, critical, total, assessed_at)
      select 'org-' || n, ${framework}, to_char(${today.toISOString()}::date - d, 'YYYY-MM-DD'),
        50 + (n + d) % 50, 60 + (n + d) % 30, 20, 10 + (n + d) % 5, 100 + (n + d) % 30, ${today.toISOString()}
      from generate_series(1, ${organizations}) as n, generate_series(0, ${days - 1}) as d
    `.execute(db);
  }
  await sql`analyze score_history`.execute(db);
};

/** Each read asks for another organisation, so no page stays hot for the next one's sake. */
const spread = (read: (organizationId: string) => Promise<unknown>) => {
  let next = 0;
  return () => read(`org-${((next++ * 7919) % organizations) + 1}`);
};

const report = (label: string, timing: Timing) => {
  const ok = timing.p95Ms <= targetMs;
  line(label, `median ${ms(timing.medianMs)}, p95 ${ms(timing.p95Ms)} (target <= ${targetMs} ms) ${verdict(ok)}`);
  return ok;
};

/**
 * The score trend's reads at 365 days on PostgreSQL, among a thousand organisations' years of daily history: one
 * framework (the heat map's chart) and the frameworks in use together (the dashboard's).
 */
export async function reportScoreHistory(): Promise<boolean> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  heading(`Score history: ${days} days read among ${thousands(organizations)} organisations on PostgreSQL`);
  if (!serverUrl) {
    line('skipped', 'set BENCH_DATABASE_URL=postgres://user@host:port/db (a server where it may create a database)');
    return true;
  }
  const { db, dispose } = await openBenchPostgres(serverUrl, databaseName);
  try {
    const today = new Date();
    const started = Date.now();
    await seed(db, today);
    const rows = organizations * frameworkIds.length * days;
    line('seeding', `${thousands(rows)} rows in ${ms(Date.now() - started)}`);
    const deps = { db, clock: () => today };
    const oneFramework = await time(
      spread((organizationId) => readScoreHistory(deps, organizationId, { framework: 'SOC2', days })),
      reads,
    );
    const together = await time(
      spread((organizationId) => readScoreHistory(deps, organizationId, { days })),
      reads,
    );
    const ok = [report('one framework', oneFramework), report('the frameworks in use together', together)].every(
      Boolean,
    );
    const among = `among ${thousands(organizations)} organisations' daily history (${thousands(rows)} rows), PostgreSQL`;
    record(
      `score trend, ${days} days of one framework ${among}`,
      `p95 ≤ ${targetMs} ms`,
      `median ${ms(oneFramework.medianMs)}, p95 ${ms(oneFramework.p95Ms)}`,
    );
    record(
      `score trend, ${days} days of the frameworks in use together, the same database`,
      `p95 ≤ ${targetMs} ms`,
      `median ${ms(together.medianMs)}, p95 ${ms(together.p95Ms)}`,
    );
    return ok;
  } finally {
    await dispose();
  }
}
