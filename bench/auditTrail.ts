import { seedDemo } from '../server/src/db/seed';
import { chainKey } from '../server/src/modules/auditLogs/chain';
import { findCounts } from '../server/src/modules/auditLogs/repository';
import { findUserByEmail } from '../server/src/modules/users/repository';
import { measureExport } from './auditExport';
import { appendSyntheticHistory } from './auditRows';
import { listenOn } from './lib/benchApp';
import { heading, line, thousands, verdict } from './lib/report';
import { ms, time } from './lib/stats';
import { openTempDatabase } from './lib/tempDatabase';

const rowCount = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const firstPageTargetMs = 20;
const exportTargetRowsPerSecond = 200_000;

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@securo.dev', password: 'securo-demo' }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A million-row trail: the filtered first page, the summary counts, and a full CSV export. */
export async function reportAuditTrail(): Promise<boolean> {
  const { db, dispose } = await openTempDatabase();
  try {
    await seedDemo(db);
    const admin = await findUserByEmail(db, 'demo@securo.dev');
    if (!admin) throw new Error('The demo seed did not create the demo account');
    heading(`Audit trail of ${thousands(rowCount)} rows (SQLite file, hash-chained)`);
    const insertRate = await appendSyntheticHistory(db, admin.organization_id, rowCount);
    line('append through the chain writer', `${thousands(insertRate)} rows/s`);

    const app = await listenOn(db);
    try {
      const authorization = `Bearer ${await signIn(app.origin)}`;
      const headers = { authorization };
      const get = (path: string) => async () => {
        const response = await fetch(`${app.origin}${path}`, { headers });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
      };
      const filtered = await time(get('/api/audit-logs?page=1&limit=20&category=authentication&severity=warning'), 200);
      const pageOk = filtered.p95Ms <= firstPageTargetMs;
      line(
        'GET filtered first page (HTTP, with counts)',
        `p95 ${ms(filtered.p95Ms)}, median ${ms(filtered.medianMs)} (target <= ${firstPageTargetMs} ms) ${verdict(pageOk)}`,
      );
      const counts = await time(() => findCounts(db, chainKey(admin.organization_id)), 500);
      line('stats and category counts (query)', `p95 ${ms(counts.p95Ms)}, median ${ms(counts.medianMs)}`);
      const searched = await time(get('/api/audit-logs?page=1&limit=20&search=batch%20123'), 20);
      line(
        'GET search first page (substring, counts matches)',
        `p95 ${ms(searched.p95Ms)}, median ${ms(searched.medianMs)}`,
      );

      const exported = await measureExport(`${app.origin}/api/audit-logs/export?format=csv`, authorization);
      const exportOk = exported.rowsPerSecond >= exportTargetRowsPerSecond;
      line(
        'GET export, all rows as CSV',
        `${thousands(exported.rows)} rows in ${ms(exported.elapsedMs)}: ${thousands(exported.rowsPerSecond)} rows/s (target >= ${thousands(exportTargetRowsPerSecond)}) ${verdict(exportOk)}`,
      );
      line(
        '  memory while exporting',
        `RSS ${exported.rssBeforeMb} MB before, peak ${exported.rssPeakMb} MB; CSV ${exported.csvMb} MB`,
      );
      return pageOk && exportOk;
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}
