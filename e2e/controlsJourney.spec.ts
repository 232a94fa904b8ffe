import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from '../__tests__/server/helpers/evidence';
import { signInAsDemo } from './demoAccount';
import { setTeammatePassword, signInAs } from './teammates';

const manager = { email: 'priya.shah@acmecloud.example', password: 'priya-controls-e2e' };
const retentionPolicy = `Data retention schedule ${Date.now()}`;
const retentionCheck = 'Data retention policy';
const justification =
  'Acme Cloud has no premises of its own to monitor: staff work from serviced offices and at home, and every system runs on AWS.';

const signOut = (page: Page) => page.evaluate(() => window.localStorage.clear());

/** A tile's or a dialog's name, which starts with the control's id. */
const named = (controlId: string) => new RegExp(`^${controlId.replace(/\./g, '\\.')} `);

/** Opens a control's details from its framework's heat map. */
const openControl = async (page: Page, framework: string, controlId: string) => {
  await page.goto(`/compliance?framework=${framework}`);
  await page.getByRole('button', { name: named(controlId) }).click();
  const details = page.getByRole('dialog', { name: named(controlId) });
  await expect(details).toBeVisible();
  return details;
};

type Heatmap = { assessedAt: string | null; categories: Record<string, { id: string; status: string }[]> };

/** The live heat map, read with the page's own session. */
const liveHeatmap = (page: Page, framework: string) =>
  page.evaluate(async (framework) => {
    const token = window.localStorage.getItem('securo.token');
    const response = await fetch(`/api/dashboard/compliance-heatmap?framework=${framework}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()).data as Heatmap;
  }, framework);

const statusOf = async (page: Page, framework: string, controlId: string) =>
  Object.values((await liveHeatmap(page, framework)).categories)
    .flat()
    .find((tile) => tile.id === controlId)?.status;

/** Runs the framework's assessment from its heat map and waits until the heat map shows the new one. */
const runAssessment = async (page: Page, framework: string) => {
  await page.goto(`/compliance?framework=${framework}`);
  const before = (await liveHeatmap(page, framework)).assessedAt;
  await page.getByRole('button', { name: 'Run Assessment' }).click();
  await expect(page.getByText('Assessment started successfully!')).toBeVisible();
  await expect.poll(async () => (await liveHeatmap(page, framework)).assessedAt, { timeout: 20_000 }).not.toBe(before);
  await page.reload();
};

const tileStatus = (page: Page, controlId: string) =>
  page.getByRole('button', { name: named(controlId) }).getAttribute('data-status');

test('a procedural SOC 2 control goes from critical to passed through an attestation with a document and its approval', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await setTeammatePassword(page, manager);
  await signInAsDemo(page);
  expect(await statusOf(page, 'SOC2', 'C1.2')).toBe('critical');

  await page.goto('/evidence-locker');
  await page.getByRole('button', { name: 'Upload Evidence' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Evidence' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'data-retention-schedule.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('Data retention schedule: customer data is deleted 90 days after the contract ends'),
  });
  await upload.getByLabel('Name').fill(retentionPolicy);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();

  const details = await openControl(page, 'SOC2', 'C1.2');
  const howToMeet = details.getByRole('region', { name: 'How to meet' });
  await howToMeet.getByRole('button', { name: `Attest ${retentionCheck}` }).click();
  const attest = page.getByRole('dialog', { name: `Attest ${retentionCheck}` });
  await attest.getByLabel('I confirm this is in place').check();
  await attest
    .getByLabel('Statement')
    .fill('Leadership approved the retention schedule; it sets how long each kind of data is kept.');
  await attest.getByRole('combobox', { name: 'Evidence' }).fill('Data retention schedule');
  await page.getByRole('option', { name: new RegExp(retentionPolicy) }).click();
  await attest.getByRole('button', { name: 'Submit attestation' }).click();
  await expect(attest).toBeHidden();
  await expect(howToMeet.getByRole('listitem', { name: retentionCheck })).toContainText('Pending review');
  await page.screenshot({ path: testInfo.outputPath('attestation-pending.png'), fullPage: true });
  await page.keyboard.press('Escape');

  // Submitted is not approved: the control is still critical after an assessment.
  await runAssessment(page, 'SOC2');
  expect(await statusOf(page, 'SOC2', 'C1.2')).toBe('critical');

  await signOut(page);
  await signInAs(page, manager);
  const review = await openControl(page, 'SOC2', 'C1.2');
  await review.getByRole('button', { name: `Approve the attestation of ${retentionCheck}` }).click();
  await expect(review.getByRole('listitem', { name: retentionCheck })).toContainText('Approved');
  await page.keyboard.press('Escape');

  await runAssessment(page, 'SOC2');
  expect(await statusOf(page, 'SOC2', 'C1.2')).toBe('passed');
  expect(await tileStatus(page, 'C1.2')).toBe('passed');
  await page.screenshot({ path: testInfo.outputPath('control-passed.png'), fullPage: true });
});

test('an ISO 27001 control marked not applicable appears excluded, with its justification, in the Statement of Applicability', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  const details = await openControl(page, 'ISO27001', 'A.7.4');
  await details.getByRole('button', { name: 'Configure Control' }).click();
  const configure = page.getByRole('dialog', { name: /^Configure A\.7\.4/ });
  await configure.getByRole('button', { name: 'Mark not applicable' }).click();
  await configure.getByLabel('Justification').fill(justification);
  await configure.getByRole('button', { name: 'Request exclusion' }).click();
  await expect(configure).toContainText('awaiting approval');
  await page.screenshot({ path: testInfo.outputPath('exclusion-requested.png'), fullPage: true });

  await signOut(page);
  await signInAs(page, manager);
  const approval = await openControl(page, 'ISO27001', 'A.7.4');
  await approval.getByRole('button', { name: 'Configure Control' }).click();
  const decide = page.getByRole('dialog', { name: /^Configure A\.7\.4/ });
  await decide.getByRole('button', { name: 'Approve' }).click();
  await expect(decide).toContainText('Excluded from the score');
  await page.keyboard.press('Escape');

  await runAssessment(page, 'ISO27001');
  await expect(page.getByText(/Excluded from the score/).first()).toBeVisible();

  await page.goto('/reports');
  await page.getByRole('button', { name: 'Generate ISO 27001 Gap Analysis' }).click();
  const newest = page.getByRole('list', { name: 'Generated reports' }).getByRole('button').first();
  await expect(newest).toContainText('Ready', { timeout: 30_000 });
  const download = page.getByRole('region', { name: 'Report details' }).getByRole('button', { name: 'Download PDF' });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const savedPath = testInfo.outputPath('soa.pdf');
  await file.saveAs(savedPath);
  const text = execFileSync('pdftotext', ['-layout', savedPath, '-'], { encoding: 'utf8' });
  // The SoA's row of A.7.4, down to the next control's: its cells wrap in their columns, side by side.
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^A\.7\.4\s/.test(line) && line.includes('Not applicable'));
  const end = lines.findIndex((line, index) => index > start && /^A\.7\.5\s/.test(line));
  expect(start).toBeGreaterThan(lines.findLastIndex((line) => line.startsWith('Statement of Applicability')));
  const row = lines.slice(start, end).join('\n');
  expect(row).toMatch(/^A\.7\.4\s+Physical security monitoring\s+No\s+Not applicable\s+Excluded: Acme Cloud has/);
  expect(row).toContain('(excluded)');
  for (const words of ['no premises', 'serviced', 'AWS.', 'Approved by Priya Shah']) expect(row).toContain(words);
});
