import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page, test } from '@playwright/test';
import { type Api, launchApi, stopApi } from '../__tests__/server/helpers/apiProcess';
import { demoAccount, submitSignIn } from './demoAccount';

/** A token in GitHub's format: the built-in sandbox takes any such token, and refuses any other as GitHub would. */
const sandboxToken = `ghp_${'E2eSandbox'.repeat(3)}E2eSan`;
const organization = 'acme-cloud';
const branchIssue = '3 of 105 repositories accept changes to the default branch without an approving review';

/** CC8.1's issues on the SOC 2 heat map, after running an assessment when asked. */
const cc81Issues = async (page: Page, assess: boolean) => {
  await page.goto('/compliance?framework=SOC2');
  if (assess) await page.getByRole('button', { name: 'Run Assessment' }).first().click();
  let text = '';
  await expect(async () => {
    await page.getByRole('button', { name: /^CC8\.1 / }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('CC8.1');
    text = (await details.getByRole('list', { name: 'Issues' }).textContent()) ?? '';
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  }).toPass({ timeout: 20_000 });
  return text;
};

const connectGithub = async (page: Page, token: string) => {
  const github = page.getByRole('article', { name: 'GitHub' });
  await github.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect GitHub' });
  await dialog.getByLabel('API Key / Token').fill(token);
  await dialog.getByLabel('Organization').fill(organization);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  return { github, dialog };
};

test('GitHub connects to the sandbox, syncs, and moves the SOC 2 heat map; a wrong token is refused', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = {
    name: 'Noor Haddad',
    email: `noor.${Date.now()}@example.com`,
    password: 'sandbox-horse-battery',
    company: 'Haddad Robotics',
  };
  expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);
  await page.goto('/login');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Without a source control integration, its checks do not apply: CC8.1 is scored on change review alone.
  const before = await cc81Issues(page, true);
  expect(before).not.toContain('Branch protection');
  expect(before).toContain('No evidence recorded for Change review');

  await page.goto('/integrations');
  await expect(page.getByLabel('Active Integrations')).toHaveText('0');
  const wrong = await connectGithub(page, 'ghp_not-a-real-token');
  // Refused, the dialog stays open with the reason and what was typed; the card behind it is in error.
  await expect(wrong.dialog.getByRole('alert')).toContainText('GitHub rejected the token (Bad credentials)');
  await expect(wrong.dialog.getByLabel('Organization')).toHaveValue(organization);
  const card = page.getByRole('article', { name: 'GitHub', includeHidden: true });
  await expect(card).toContainText('Error');
  await expect(card).toContainText('GitHub rejected the token (Bad credentials)');
  await page.screenshot({ path: testInfo.outputPath('integrations-error.png'), fullPage: true });

  // The sandbox answers at once: the connection test is held back a moment so that Connecting can be seen.
  await page.route('**/api/integrations/github/connect', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await wrong.dialog.getByLabel('API Key / Token').fill(sandboxToken);
  await wrong.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(wrong.dialog.getByRole('button', { name: 'Connecting…' })).toBeDisabled();
  await expect(card).toContainText('Connecting');
  await expect(page.getByText('GitHub connected successfully')).toBeVisible();
  await expect(wrong.dialog).toBeHidden();
  const { github } = wrong;
  await page.unroute('**/api/integrations/github/connect');
  await expect(github).toContainText('Connected');
  await expect(github).not.toContainText('Syncing...', { timeout: 30_000 });
  await expect(github.locator('div:has(> dt:text-is("Issues")) > dd')).toHaveText('6');
  await expect(page.getByLabel('Active Integrations')).toHaveText('1');
  await page.screenshot({ path: testInfo.outputPath('integrations-connected.png'), fullPage: true });

  await github.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'GitHub details' });
  await expect(details).toContainText('securo-sandbox');
  await expect(details).toContainText(branchIssue);
  await expect(details).toContainText('SOC 2 CC8.1');
  await page.screenshot({ path: testInfo.outputPath('integrations-details.png'), fullPage: true });
  await details.getByRole('button', { name: 'Close' }).click();

  const issues = await cc81Issues(page, false);
  expect(issues).toContain(branchIssue);
  expect(issues).toContain('GitHub · Branch protection · observed');

  await page.goto('/integrations');
  await page.getByRole('button', { name: 'Disconnect GitHub' }).click();
  await expect(page.getByText('GitHub disconnected')).toBeVisible();
  await expect(page.getByRole('article', { name: 'GitHub' })).toContainText('Available');
  const stored = new Database(path.join(process.env.SECURO_E2E_DATA_DIR ?? '', 'securo-e2e.db'), { readonly: true });
  try {
    const row = stored
      .prepare(
        `SELECT credentials FROM integrations i JOIN users u ON u.organization_id = i.organization_id
         WHERE u.email = ? AND i.type = 'github'`,
      )
      .get(account.email) as { credentials: string | null };
    expect(row.credentials).toBeNull();
  } finally {
    stored.close();
  }
});

// A server of its own, stopped and started again: the schedule is stored in its database, not held in memory.
test.describe('a scheduled sync', () => {
  let dataDir: string | undefined;
  let api: Api | undefined;

  test.afterAll(async () => {
    if (api) await stopApi(api);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('that fell due while the server was down runs once it is back', async ({ page }) => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'securo-e2e-sync-'));
    const file = path.join(dataDir, 'securo.db');
    api = await launchApi(`file:${file}`, dataDir);
    await api.listening;
    await stopApi(api);

    // Time passes while the server is down: the demo's hourly GitHub sync and the planner's round fall due.
    const stored = new Database(file);
    const past = new Date(Date.now() - 60_000).toISOString();
    try {
      stored.prepare("UPDATE integrations SET next_sync_at = ? WHERE type = 'github'").run(past);
      stored.prepare("UPDATE job_schedules SET next_run_at = ? WHERE name = 'integrations.plan-syncs'").run(past);
    } finally {
      stored.close();
    }

    api = await launchApi(`file:${file}`, dataDir);
    await api.listening;
    await page.goto(`${api.origin}/login`);
    await submitSignIn(page, demoAccount.email, demoAccount.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${api.origin}/integrations`);
    const details = page.getByRole('dialog', { name: 'GitHub details' });
    await expect(async () => {
      await page.getByRole('article', { name: 'GitHub' }).getByRole('button', { name: 'View Details' }).click();
      try {
        await expect(details.getByRole('row', { name: /Scheduled/ })).toHaveCount(1, { timeout: 2_000 });
      } finally {
        await details.getByRole('button', { name: 'Close' }).click();
        await expect(details).toBeHidden();
      }
    }).toPass({ timeout: 60_000 });
  });
});
