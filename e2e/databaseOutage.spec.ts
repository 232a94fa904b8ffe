import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type Api, launchApi, stopApi } from '../__tests__/server/helpers/apiProcess';
import { startThrowawayCluster, type ThrowawayCluster } from '../__tests__/server/helpers/throwawayCluster';
import { demoAccount, submitSignIn } from './demoAccount';

// A real outage needs a PostgreSQL cluster of its own to stop and start: the server binaries must be installed
// (`apt-get install postgresql`; .ci/run does it before e2e), else set-up fails saying so.
test.describe('the app while PostgreSQL goes away and comes back', () => {
  let cluster: ThrowawayCluster | undefined;
  let dataDir: string | undefined;
  let api: Api | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cluster = await startThrowawayCluster();
    dataDir = mkdtempSync(path.join(tmpdir(), 'securo-e2e-outage-'));
    api = await launchApi(cluster.url, dataDir);
    await api.listening;
  });

  test.afterAll(async () => {
    try {
      if (api) await stopApi(api);
    } finally {
      cluster?.dispose();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('shows the failure panel with Try Again during the outage and recovers on retry', async ({ page }) => {
    test.setTimeout(120_000);
    if (!api || !cluster) throw new Error('set-up failed');
    await page.goto(`${api.origin}/login`);
    await submitSignIn(page, demoAccount.email, demoAccount.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Compliance Score')).toBeVisible({ timeout: 15_000 });

    cluster.stop();
    await page.getByRole('navigation').getByRole('link', { name: 'Compliance Heat Map' }).click();
    const panel = page.getByRole('region', { name: 'Failed to load compliance data' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    // Still signed in: an unreachable database is not an ended session.
    await expect(page.getByRole('button', { name: new RegExp(demoAccount.name) })).toBeVisible();

    cluster.start();
    await expect(async () => {
      await panel.getByRole('button', { name: 'Try Again' }).click();
      await expect(panel).toBeHidden({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('[data-status]').first()).toBeVisible();
  });
});
