import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, request, test, type Page } from '@playwright/test';
import { violationsOf } from './axe';
import { signInAsDemo } from './demoAccount';

// The demo account's organisation, as server/src/db/seed.ts creates it.
const organisation = 'Acme Cloud';
const templateName = 'SOC 2 Type II Assessment';

type HeatmapControl = { id: string; status: string };

/** The live SOC 2 heat map, read with the page's own session. */
const liveHeatmap = (page: Page) =>
  page.evaluate(async () => {
    const token = window.localStorage.getItem('securo.token');
    const response = await fetch('/api/dashboard/compliance-heatmap?framework=SOC2', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()).data as {
      summary: { critical: number };
      categories: Record<string, HeatmapControl[]>;
    };
  });

const detailsFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Report details' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');

test('a SOC 2 Type II report is generated on the server from the live assessment and downloads as its PDF', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  const heatmap = await liveHeatmap(page);
  const criticalIds = Object.values(heatmap.categories)
    .flat()
    .filter((control) => control.status === 'critical')
    .map((control) => control.id);
  expect(criticalIds.length).toBeGreaterThan(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('button', { name: `Generate ${templateName}` }).click();

  const newest = page.getByRole('list', { name: 'Generated reports' }).getByRole('button').first();
  await expect(newest).toContainText(templateName);
  const details = page.getByRole('region', { name: 'Report details' });
  const download = details.getByRole('button', { name: 'Download PDF' });
  await expect(newest).toContainText(/Generating|Ready/);
  await page.screenshot({ path: testInfo.outputPath('reports-generating.png'), fullPage: true });

  await expect(newest).toContainText('Ready', { timeout: 30_000 });
  await expect(page.getByText('Report is ready')).toBeVisible();
  await expect(download).toBeEnabled();
  await expect(detailsFigure(page, 'Critical issues')).toHaveText(String(heatmap.summary.critical));
  const pages = Number(await detailsFigure(page, 'Pages').textContent());
  await page.screenshot({ path: testInfo.outputPath('reports-ready.png'), fullPage: true });

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('SOC-2-Type-II-Assessment.pdf');
  const savedPath = testInfo.outputPath('report.pdf');
  await file.saveAs(savedPath);
  expect(readFileSync(savedPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const info = execFileSync('pdfinfo', [savedPath], { encoding: 'utf8' });
  expect(Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1])).toBe(pages);
  expect(pages).toBeGreaterThan(1);
  const text = execFileSync('pdftotext', ['-layout', savedPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(organisation);
  expect(text).toContain(`Critical issues: ${heatmap.summary.critical}`);
  const score = (await detailsFigure(page, 'Compliance score').textContent()) ?? '';
  expect(text).toContain(score);
  for (const id of criticalIds) expect(text).toContain(id);
  expect(text.split('\f').filter((pageText) => criticalIds.some((id) => pageText.includes(id))).length).toBeGreaterThan(
    1,
  );

  await details.getByRole('button', { name: 'View Online' }).click();
  await expect(page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Findings and Risks' })).toContainText(criticalIds[0]);
  await page.screenshot({ path: testInfo.outputPath('report-online.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to reports' }).click();

  await details.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share report' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByLabel('Share link').inputValue();
  expect(url.startsWith(`${baseURL}/api/shared-reports/`)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('report-share.png'), fullPage: true });

  const signedOut = await request.newContext();
  const opened = await signedOut.get(url);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect((await opened.body()).equals(readFileSync(savedPath))).toBe(true);

  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText(/^Revoked/)).toBeVisible();
  expect((await signedOut.get(url)).status()).toBe(404);
  await signedOut.dispose();
});

test("the heat map's Export Report downloads that framework's report", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsDemo(page);
  await page.goto('/compliance?framework=ISO27001');
  const exportButton = page.getByRole('button', { name: 'Export Report' });
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), exportButton.click()]);
  expect(file.suggestedFilename()).toBe('ISO-27001-Compliance-Report.pdf');
  await expect(page.getByText('ISO 27001 compliance report exported successfully')).toBeVisible();
});

// The accessibility suite's rules (e2e/axe.ts), scoped to these screens' content and dialogs: the shell is not theirs.
const screens = [
  { path: '/reports', heading: 'Reports', dialogButtons: ['Custom Report', 'Share', 'Schedule', 'Delete'] },
  {
    path: '/evidence-locker',
    heading: 'Evidence Locker',
    dialogButtons: ['View Annual Risk Assessment 2026', 'Upload Evidence'],
  },
];

for (const { path, heading, dialogButtons } of screens) {
  test(`${path} and its dialogs have no accessibility violations`, async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await violationsOf(page, 'main')).toEqual([]);

    for (const name of dialogButtons) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violationsOf(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}
