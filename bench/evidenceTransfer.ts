import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../server/src/app';
import { createAppDeps } from '../server/src/appDeps';
import { demoAccount, seedDemo } from '../server/src/demo/seed';
import { createLocalFileStore } from '../server/src/storage/localFileStore';
import { defaultEvidenceMaxBytes } from '@/contracts/evidence';
import { benchConfig } from './lib/benchApp';
import { heading, line, verdict } from './lib/report';
import { record } from './lib/results';
import { median } from './lib/stats';
import { openTempDatabase } from './lib/tempDatabase';

const client = path.join(__dirname, 'lib', 'evidenceClient.ts');
const fileBytes = defaultEvidenceMaxBytes;
const throughputTargetMbps = 50;
const memoryTargetMb = 40;
const mb = (bytes: number) => bytes / (1024 * 1024);

type Moved = { bytes: number; elapsedMs: number; id?: string; sha256?: string };

/** Runs the client in a process of its own while sampling this (the server's) process's resident memory. */
const transfer = async (env: Record<string, string>) => {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['-r', 'ts-node/register', client], {
      env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true', ...env },
    });
    return { moved: JSON.parse(stdout) as Moved, growthMb: mb(peak - before) };
  } finally {
    clearInterval(sampler);
  }
};

/** A 25 MB PDF (the default limit) uploaded and downloaded over HTTP, the client in another process. */
export async function reportEvidenceTransfer(runs = 5): Promise<boolean> {
  const { db, readDb, dispose } = await openTempDatabase();
  const folder = mkdtempSync(path.join(tmpdir(), 'securo-bench-files-'));
  try {
    await seedDemo(db);
    const file = path.join(folder, 'evidence.pdf');
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(fileBytes - 9)]);
    writeFileSync(file, content);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const store = createLocalFileStore(path.join(folder, 'store'));
    const app = await buildApp(
      createAppDeps({
        config: benchConfig,
        db,
        readDb,
        evidence: { store, maxBytes: fileBytes },
      }),
      { logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const login = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
      });
      const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
      const uploads: { mbps: number; growthMb: number }[] = [];
      const downloads: { mbps: number; growthMb: number }[] = [];
      let identical = true;
      for (let run = 0; run < runs; run += 1) {
        const up = await transfer({
          BENCH_MODE: 'upload',
          BENCH_URL: `${origin}/api/evidence`,
          BENCH_AUTHORIZATION: authorization,
          BENCH_FILE: file,
        });
        uploads.push({ mbps: mb(up.moved.bytes) / (up.moved.elapsedMs / 1000), growthMb: up.growthMb });
        const down = await transfer({
          BENCH_MODE: 'download',
          BENCH_URL: `${origin}/api/evidence/${up.moved.id}/versions/1/file`,
          BENCH_AUTHORIZATION: authorization,
        });
        downloads.push({ mbps: mb(down.moved.bytes) / (down.moved.elapsedMs / 1000), growthMb: down.growthMb });
        identical &&= down.moved.sha256 === sha256;
      }
      heading(`Evidence files: a ${mb(fileBytes)} MB PDF over HTTP, local store, ${runs} runs each way`);
      const upMbps = median(uploads.map((run) => run.mbps));
      const downMbps = median(downloads.map((run) => run.mbps));
      const peakGrowth = Math.max(...uploads.map((run) => run.growthMb), ...downloads.map((run) => run.growthMb));
      const fast = upMbps >= throughputTargetMbps && downMbps >= throughputTargetMbps;
      line(
        'upload (inspect, hash, store, commit)',
        `median ${upMbps.toFixed(0)} MB/s (target >= ${throughputTargetMbps}) ${verdict(upMbps >= throughputTargetMbps)}`,
      );
      line(
        'download (stream from the store)',
        `median ${downMbps.toFixed(0)} MB/s (target >= ${throughputTargetMbps}) ${verdict(downMbps >= throughputTargetMbps)}`,
      );
      line('bytes downloaded identical to uploaded', verdict(identical));
      const flat = peakGrowth <= memoryTargetMb;
      line(
        'server memory during a transfer (RSS growth)',
        `at most ${peakGrowth.toFixed(1)} MB for a ${mb(fileBytes)} MB file (target <= ${memoryTargetMb} MB: streamed, never whole) ${verdict(flat)}`,
      );
      record(
        `a ${mb(fileBytes)} MB evidence PDF over HTTP, local store: upload and download`,
        `≥ ${throughputTargetMbps} MB/s each way, bytes identical`,
        `upload median ${upMbps.toFixed(0)} MB/s, download median ${downMbps.toFixed(0)} MB/s; ${identical ? 'identical' : 'NOT identical'}`,
      );
      record(
        'the same transfers: server memory (RSS growth)',
        `≤ ${memoryTargetMb} MB`,
        `at most +${peakGrowth.toFixed(1)} MB`,
      );
      return fast && identical && flat;
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
    rmSync(folder, { recursive: true, force: true });
  }
}
