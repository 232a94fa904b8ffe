import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './demoAccount';

// The demo account's organisation, as server/src/db/seed.ts creates it.
const organisation = 'Acme Cloud';
const templateName = 'HIPAA Compliance Review';

const hasPdftotext = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;

const title = 'a report generated from a template becomes ready after 5 s and downloads as a real PDF';

test(title, async ({ page }, testInfo) => {
  await signInAsDemo(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('button', { name: `Generate ${templateName}` }).click();

  const newest = page.getByRole('list', { name: 'Generated reports' }).getByRole('button').first();
  await expect(newest).toContainText(templateName);
  await expect(newest).toContainText('Generating');
  const details = page.getByRole('region', { name: 'Report details' });
  const download = details.getByRole('button', { name: 'Download PDF' });
  await expect(download).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('reports-generating.png'), fullPage: true });

  await expect(newest).toContainText('Ready', { timeout: 8_000 });
  await expect(download).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('reports-ready.png'), fullPage: true });

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('HIPAA-Compliance-Review.pdf');
  const savedPath = testInfo.outputPath('report.pdf');
  await file.saveAs(savedPath);
  expect(readFileSync(savedPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  if (!hasPdftotext) {
    const description = 'pdftotext is not installed: the PDF header was checked, its text was not';
    testInfo.annotations.push({ type: 'skipped check', description });
    console.warn(description);
    return;
  }
  const text = execFileSync('pdftotext', [savedPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(templateName);
  expect(text).toContain(organisation);
  expect(text).toContain('Findings summary');
});

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function violationsIn(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(axeTags).analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

// Same rules as e2e/accessibility.spec.ts, scoped to these screens' content and dialogs: the shell is not theirs.
const screens = [
  { path: '/reports', heading: 'Reports', dialogButtons: ['Custom Report'] },
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
    expect(await violationsIn(page, 'main')).toEqual([]);

    for (const name of dialogButtons) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}
