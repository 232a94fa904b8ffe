import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { heading, kb, line, verdict } from './lib/report';
import type { RunningServer } from './lib/startServer';

const landingBudgetBytes = 130 * 1024;

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
  return ok;
}
