import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { renderReportTask, type RenderedOnWorker } from '../../../server/src/modules/reports';
import { renderReportPdf } from '../../../server/src/modules/reports/pdf/renderReport';
import { compileServer, startCompiledServer } from '../helpers/compiledServer';
import { sampleSnapshot } from '../modules/reports/fixtures/snapshot';

let outdir: string;

beforeAll(() => {
  outdir = compileServer();
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('starts with no TypeScript loader, answers its health check and stops cleanly on SIGTERM', async () => {
    expect(readFileSync(path.join(outdir, 'main.js'), 'utf8')).not.toContain('ts-node');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-compiled-'));
    const server = await startCompiledServer(outdir, { DATA_DIR: dataDir, SEED_DEMO: 'false' });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("draws a report on a pool thread from the compiled tasks, fonts found from the bundle's folder", async () => {
    const pool = new Piscina({ filename: path.join(outdir, 'workerTasks.js'), maxThreads: 1 });
    try {
      const snapshot = sampleSnapshot();
      const rendered = (await pool.run(snapshot, { name: renderReportTask.name })) as RenderedOnWorker;
      const expected = await renderReportPdf(snapshot);
      expect(rendered.pages).toBe(expected.pages);
      expect(Buffer.from(rendered.pdf).equals(expected.pdf)).toBe(true);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
