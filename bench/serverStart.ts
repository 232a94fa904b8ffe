import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSeconds, residentMb } from './lib/processStats';
import { heading, line, verdict } from './lib/report';
import { record } from './lib/results';
import { startServer } from './lib/startServer';
import { median, ms } from './lib/stats';

const root = path.resolve(__dirname, '..');
const compiledServer = 'build/server/main.js';
const healthyTargetMs = 3_000;
const idleRssTargetMb = 250;
/** Long enough for what the start left behind (timers, the first GCs) to settle, with no request meanwhile. */
const idleMs = 5_000;
const runs = Number(process.env.BENCH_START_RUNS ?? 5);

/** `npm start`'s first step; on a warm checkout it only compares modification times. */
const checkBuild = (): number => {
  const startedAt = performance.now();
  const check = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.js')], { stdio: 'inherit' });
  if (check.status !== 0) throw new Error('Building the web app or the server failed');
  return performance.now() - startedAt;
};

type Start = { checkMs: number; healthyMs: number; cpuToHealthy: number; idleRssMb: number };

/** One start on a copy of the seeded data folder, as a restart of a running deployment begins. */
async function startOnce(seeded: string): Promise<Start> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-start-'));
  cpSync(seeded, dataDir, { recursive: true });
  try {
    const checkMs = checkBuild();
    const server = await startServer(compiledServer, '/api/health', {}, { dataDir });
    try {
      const cpuToHealthy = cpuSeconds(server.pid);
      await sleep(idleMs);
      return { checkMs, healthyMs: server.healthyAfterMs, cpuToHealthy, idleRssMb: residentMb(server.pid) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm start` on a built checkout: the build check, then the compiled server from spawn to its first healthy
 * answer, and its resident memory once idle. The first start migrates and seeds the data folder and is not counted.
 */
export async function reportServerStart(): Promise<boolean> {
  checkBuild();
  const seeded = mkdtempSync(path.join(tmpdir(), 'securo-start-seed-'));
  try {
    await (await startServer(compiledServer, '/api/health', {}, { dataDir: seeded })).stop();
    const starts: Start[] = [];
    for (let run = 0; run < runs; run += 1) starts.push(await startOnce(seeded));
    const total = median(starts.map((start) => start.checkMs + start.healthyMs));
    const rss = median(starts.map((start) => start.idleRssMb));
    const fastEnough = total <= healthyTargetMs;
    const smallEnough = rss <= idleRssTargetMb;
    heading(`npm start, already built, on a seeded SQLite data folder: median of ${runs} starts`);
    line('build check (nothing to build)', ms(median(starts.map((start) => start.checkMs))));
    line(
      'server: spawn to a 200 from /api/health',
      `${ms(median(starts.map((start) => start.healthyMs)))} (slowest ${ms(Math.max(...starts.map((start) => start.healthyMs)))}), ${median(starts.map((start) => start.cpuToHealthy)).toFixed(2)} CPU s`,
    );
    line('warm start to healthy', `${ms(total)} (target <= ${healthyTargetMs} ms) ${verdict(fastEnough)}`);
    line(
      `resident memory ${idleMs / 1000} s after, idle`,
      `${rss.toFixed(0)} MB (target <= ${idleRssTargetMb} MB) ${verdict(smallEnough)}`,
    );
    record('warm start to healthy (npm start, built)', `≤ ${healthyTargetMs / 1000} s`, ms(total));
    record('idle resident memory after start', `≤ ${idleRssTargetMb} MB`, `${rss.toFixed(0)} MB`);
    return fastEnough && smallEnough;
  } finally {
    rmSync(seeded, { recursive: true, force: true });
  }
}
