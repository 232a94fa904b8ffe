import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export type ExportMeasure = {
  rows: number;
  elapsedMs: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  csvMb: number;
};

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const client = path.join(__dirname, 'lib', 'downloadClient.ts');

/**
 * Downloads an export from a separate process, as a browser would, while sampling this (the server's) process's
 * resident memory every 20 ms.
 */
export async function measureExport(url: string, authorization: string): Promise<ExportMeasure> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['-r', 'ts-node/register', client], {
      // Type-checking the client on every download would take the server's CPU; transpiling is enough.
      env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true', BENCH_URL: url, BENCH_AUTHORIZATION: authorization },
      maxBuffer: 1024 * 1024,
    });
    const { lines, bytes, elapsedMs } = JSON.parse(stdout) as { lines: number; bytes: number; elapsedMs: number };
    const rows = lines - 1;
    return {
      rows,
      elapsedMs,
      rowsPerSecond: rows / (elapsedMs / 1000),
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
      csvMb: mb(bytes),
    };
  } finally {
    clearInterval(sampler);
  }
}
