import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from './demoAccount';

test('activity logs page through the seeded history', async ({ page }, testInfo) => {
  await signInAsDemo(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Activity Logs' }).click();
  // The first signed-in screen of a cold server: its lazy chunk and first page load together.
  await expect(page.getByText(/^Showing 1 to 20 of \d+ results$/)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('activity-logs.png'), fullPage: true });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Showing 21 to 40 of \d+ results$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Showing 1 to 20 of \d+ results$/)).toBeVisible();
});

test('export downloads the filtered trail as CSV', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/activity-logs');
  const filtered = page.waitForResponse((response) => response.url().includes('category=authentication'));
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Authentication' }).click();
  const { data } = (await (await filtered).json()) as { data: { pagination: { total: number } } };
  const total = data.pagination.total;
  await expect(page.getByText(new RegExp(`^Showing 1 to \\d+ of ${total} results$`))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^securo-activity-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Activity logs exported successfully!')).toBeVisible();

  const csv = readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe('Timestamp,User,Action,Category,Severity,Details,Resource,IP Address');
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => row.includes(',authentication,'))).toBe(true);
});
