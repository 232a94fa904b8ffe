import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { gzipBytesByOrigin } from './lib/bundleComposition';
import { heading, kb, line, verdict } from './lib/report';
import { record } from './lib/results';
import type { RunningServer } from './lib/startServer';

const landingBudgetBytes = 130 * 1024;
const clientDir = path.resolve(__dirname, '..', 'dist');
// Origins below this share are summed on one line.
const listedOriginBytes = 1024;

type LandingBundleResult = { files: { url: string; gzipBytes: number }[]; totalGzipBytes: number };

/** Loads the landing route in Chromium and gzips every script it fetched, as a browser would receive them. */
async function measureLandingBundle(server: RunningServer): Promise<LandingBundleResult> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

export async function reportLandingBundle(product: RunningServer): Promise<boolean> {
  const bundle = await measureLandingBundle(product);
  heading('Landing route JavaScript (gzip -9, as loaded by Chromium)');
  bundle.files.forEach((file) => line(file.url, kb(file.gzipBytes)));
  const ok = bundle.totalGzipBytes <= landingBudgetBytes;
  line('total', `${kb(bundle.totalGzipBytes)} (target <= ${kb(landingBudgetBytes)}) ${verdict(ok)}`);
  record(
    'JavaScript the landing route loads, gzip -9, as Chromium fetches it',
    `≤ ${kb(landingBudgetBytes)}`,
    `${kb(bundle.totalGzipBytes)} in ${bundle.files.length} scripts`,
  );
  reportComposition(bundle.files.map((file) => ({ file: path.join(clientDir, file.url), gzipBytes: file.gzipBytes })));
  return ok;
}

/** What the landing route's bytes are made of, from the build's hidden source maps of the scripts it fetched. */
function reportComposition(scripts: { file: string; gzipBytes: number }[]) {
  heading("  made of (each script's gzip size shared by the minified code each origin wrote)");
  const origins = [...gzipBytesByOrigin(scripts)].sort(([, a], [, b]) => b - a);
  const listed = origins.filter(([, bytes]) => bytes >= listedOriginBytes);
  listed.forEach(([origin, bytes]) => line(`  ${origin}`, kb(bytes)));
  const rest = origins.slice(listed.length);
  line(`  ${rest.length} smaller origins`, kb(rest.reduce((sum, [, bytes]) => sum + bytes, 0)));
}
