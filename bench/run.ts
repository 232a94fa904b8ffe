import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { measureThroughput, signInDemo, throughputTargetRatio } from './apiThroughput';
import { landingBudgetBytes, measureLandingBundle } from './landingBundle';
import { startServer } from './lib/startServer';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main() {
  const ensureBuild = spawnSync(process.execPath, ['-r', 'ts-node/register', path.join(__dirname, '..', 'scripts', 'ensure-build.ts')], { stdio: 'inherit' });
  if (ensureBuild.status !== 0) process.exit(ensureBuild.status ?? 1);

  const product = await startServer('server/src/main.ts', '/api/health');
  const bare = await startServer('bench/bareFastify.ts', '/health');
  try {
    const bundle = await measureLandingBundle(product);
    console.log('\nLanding route JavaScript (gzip -9, as loaded by Chromium)');
    bundle.files.forEach((file) => console.log(`  ${file.url.padEnd(48)} ${kb(file.gzipBytes)}`));
    const bundleOk = bundle.totalGzipBytes <= landingBudgetBytes;
    console.log(`  total ${kb(bundle.totalGzipBytes)} (target <= ${kb(landingBudgetBytes)}) ${verdict(bundleOk)}`);

    const token = await signInDemo(product.origin);
    const me = await measureThroughput(`${product.origin}/api/auth/me`, { authorization: `Bearer ${token}` });
    const baseline = await measureThroughput(`${bare.origin}/bare`);
    const ratio = me.requestsPerSecond / baseline.requestsPerSecond;
    const apiOk = ratio >= throughputTargetRatio && me.non2xx === 0;
    console.log('\nGET /api/auth/me under autocannon (10 connections, loopback)');
    console.log(`  /api/auth/me   ${me.requestsPerSecond.toFixed(0)} req/s, p99 ${me.p99Ms} ms, non-2xx ${me.non2xx}`);
    console.log(`  bare Fastify   ${baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${baseline.p99Ms} ms`);
    console.log(`  ratio ${(ratio * 100).toFixed(0)}% (target >= ${throughputTargetRatio * 100}%) ${verdict(apiOk)}`);
    process.exitCode = bundleOk && apiOk ? 0 : 1;
  } finally {
    await Promise.all([product.stop(), bare.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
