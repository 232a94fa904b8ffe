import { threadId } from 'node:worker_threads';
import { defaultWorkerThreads, type WorkerPool } from '../../../server/src/core/workerPool';
import { renderReportTask } from '../../../server/src/modules/reports';
import { createServerWorkers } from '../../../server/src/serverWorkers';
import { renderReportPdf } from '../../../server/src/modules/reports/pdf/renderReport';
import { pdfInfoPages } from '../helpers/pdfText';
import { sampleSnapshot } from '../modules/reports/fixtures/snapshot';

let pool: WorkerPool;

beforeAll(() => {
  pool = createServerWorkers({ threads: 1 });
});
afterAll(() => pool.close());

describe('worker pool', () => {
  it('renders a report snapshot to the same PDF as the renderer, on a thread other than the caller', async () => {
    const snapshot = sampleSnapshot();
    const rendered = await pool.run(renderReportTask, snapshot);
    const expected = await renderReportPdf(snapshot);
    expect(rendered.threadId).not.toBe(threadId);
    expect(rendered.pages).toBe(expected.pages);
    expect(Buffer.from(rendered.pdf).equals(expected.pdf)).toBe(true);
    expect(await pdfInfoPages(Buffer.from(rendered.pdf))).toBe(expected.pages);
    expect(pool.completed()).toBe(1);
  }, 60_000);

  it('keeps one core for the event loop', () => {
    expect(defaultWorkerThreads(1)).toBe(1);
    expect(defaultWorkerThreads(2)).toBe(1);
    expect(defaultWorkerThreads(8)).toBe(7);
  });
});
