import { seedDemo } from '../server/src/demo/seed';
import { frameworks } from '../server/src/frameworks';
import { memberActor } from '../server/src/core/actor';
import { runAssessment } from '../server/src/modules/assessments/runAssessment';
import { renderReportPdf } from '../server/src/modules/reports/pdf/renderReport';
import { buildSnapshot } from '../server/src/modules/reports/snapshot';
import { readableSources } from '../server/src/lib/readableSources';
import { findUserByEmail } from '../server/src/modules/users/repository';
import { reportSections } from '@/contracts/reportOptions';
import { heading, kb, line, verdict } from './lib/report';
import { record } from './lib/results';
import { ms, time } from './lib/stats';
import { openTempDatabase } from './lib/tempDatabase';

const renderTargetMs = 2000;
const memoryTargetMb = 150;
const mb = (bytes: number) => bytes / (1024 * 1024);

/** The largest report: ISO 27001's 93 Annex A controls with their evidence index, SoA, activity and tasks. */
export async function reportReportGeneration(runs = 10): Promise<boolean> {
  const { db, dispose } = await openTempDatabase();
  try {
    await seedDemo(db);
    const admin = await findUserByEmail(db, 'demo@securo.dev');
    if (!admin) throw new Error('The demo seed did not create the demo account');
    const organizationId = admin.organization_id;
    await runAssessment({ db, clock: () => new Date() }, memberActor(admin, null), 'ISO27001');
    const request = {
      organizationId,
      organization: admin.company,
      framework: 'ISO27001' as const,
      type: 'iso27001' as const,
      title: 'ISO 27001 Gap Analysis',
      sections: [...reportSections],
      includeActivityDetail: false,
      readable: readableSources('Admin'),
      requestedBy: admin.name,
      requestedAt: new Date().toISOString(),
    };
    const snapshotTiming = await time(() => buildSnapshot(db, request), runs);
    const snapshot = await buildSnapshot(db, request);
    // From before the first PDF (fonts included) to after the last: what drawing reports costs the server to keep.
    const baseline = process.memoryUsage().rss;
    const rendered = await renderReportPdf(snapshot);
    const renderTiming = await time(() => renderReportPdf(snapshot), runs);
    const growthMb = mb(process.memoryUsage().rss - baseline);

    const controls = frameworks.ISO27001.controls.length;
    heading(
      `The largest report: ISO 27001 Gap Analysis (${controls} controls, SQLite file, ${renderTiming.runs} runs)`,
    );
    line('snapshot of the live assessment', `median ${ms(snapshotTiming.medianMs)}, p95 ${ms(snapshotTiming.p95Ms)}`);
    const fast = renderTiming.p95Ms <= renderTargetMs;
    line(
      'PDF drawn from the snapshot',
      `median ${ms(renderTiming.medianMs)}, p95 ${ms(renderTiming.p95Ms)} (target <= ${renderTargetMs} ms) ${verdict(fast)}`,
    );
    line('PDF', `${rendered.pages} pages, ${kb(rendered.pdf.length)}`);
    const lean = growthMb <= memoryTargetMb;
    line(
      `server memory (RSS growth over ${runs + 2} PDFs)`,
      `${growthMb.toFixed(1)} MB (target <= ${memoryTargetMb} MB) ${verdict(lean)}`,
    );
    record(
      `the largest report, ISO 27001 Gap Analysis (${controls} controls): PDF drawn from the snapshot`,
      `p95 ≤ ${renderTargetMs / 1000} s`,
      `median ${ms(renderTiming.medianMs)}, p95 ${ms(renderTiming.p95Ms)} (${rendered.pages} pages, ${kb(rendered.pdf.length)}); snapshot p95 ${ms(snapshotTiming.p95Ms)}`,
    );
    record(
      'the same report: server memory (RSS growth)',
      `≤ ${memoryTargetMb} MB`,
      `+${growthMb.toFixed(1)} MB over ${runs + 2} PDFs`,
    );
    return fast && lean;
  } finally {
    await dispose();
  }
}
