import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pdfFile } from '../__tests__/server/helpers/evidence';
import { signInAsDemo } from './demoAccount';
import { setTeammatePassword, signInAs } from './teammates';

const manager = { email: 'priya.shah@acmecloud.example', password: 'priya-evidence-e2e' };
const auditor = { email: 'sam.rivera@acmecloud.example', password: 'sam-evidence-e2e' };
const policyName = `Data Retention Policy ${Date.now()}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const noRetentionPolicy = 'No data retention and disposal policy is defined';

/** Runs a GDPR assessment from the heat map, then waits until Art. 5's details say (or stop saying) the issue. */
const expectArticle5 = async (page: Page, listsIssue: boolean) => {
  await page.goto('/compliance?framework=GDPR');
  await page.getByRole('button', { name: 'Run Assessment' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: /^Art\. 5 / }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('Art. 5');
    const text = (await details.textContent()) ?? '';
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    expect(text.includes(noRetentionPolicy)).toBe(listsIssue);
  }).toPass({ timeout: 30_000 });
};

const bearer = async (page: Page) => `Bearer ${await page.evaluate(() => window.localStorage.getItem('securo.token'))}`;

test('evidence: upload, review, download, confidentiality, the heat map and the next assessment', async ({
  page,
  browser,
}, testInfo) => {
  // Three people, two password resets (ts-node) and two assessments on one busy machine.
  test.setTimeout(300_000);
  const pdf = pdfFile('Data retention: customer data is deleted 30 days after the contract ends.');

  await signInAsDemo(page);
  await expectArticle5(page, true);

  await page.goto('/evidence-locker');
  await page.getByRole('button', { name: 'Upload Evidence' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Evidence' });
  await upload.locator('input[type=file]').setInputFiles({
    name: 'data-retention-policy.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await upload.getByLabel('Evidence name').fill(policyName);
  await upload.getByRole('combobox', { name: 'Related controls' }).fill('Art. 5');
  await page.getByRole('option', { name: /^GDPR Art\. 5 / }).click();
  // The server's answer is held back a moment, so the file's progress bar can be seen before the dialog closes.
  await page.route('**/api/evidence', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('progressbar', { name: 'Upload progress of data-retention-policy.pdf' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('evidence-upload.png') });
  await expect(page.getByText(`${policyName} uploaded for review`)).toBeVisible();
  await page.unroute('**/api/evidence');
  const card = page.getByRole('article', { name: policyName });
  await expect(card).toContainText('Pending');
  await page.screenshot({ path: testInfo.outputPath('evidence-pending.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download ${policyName}` }).click();
  const saved = readFileSync(await (await download).path());
  expect(sha256(saved)).toBe(sha256(pdf));

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await setTeammatePassword(managerPage, manager);
  await signInAs(managerPage, manager);
  await managerPage.goto('/evidence-locker');
  await managerPage
    .getByRole('article', { name: policyName })
    .getByRole('button', { name: `View ${policyName}` })
    .click();
  const details = managerPage.getByRole('dialog');
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(managerPage.getByText(`${policyName} approved`)).toBeVisible();
  await managerPage.screenshot({ path: testInfo.outputPath('evidence-approved.png'), fullPage: true });
  await managerContext.close();

  await expectArticle5(page, false);
  await page.getByRole('button', { name: /^Art\. 5 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'View Evidence' }).click();
  await expect(page).toHaveURL(/\/evidence-locker\?framework=GDPR&control=Art\.(%20|\+)5$/);
  await expect(page.getByRole('article', { name: policyName })).toContainText('Approved');
  await page.screenshot({ path: testInfo.outputPath('evidence-control.png'), fullPage: true });

  const auditorContext = await browser.newContext();
  const auditorPage = await auditorContext.newPage();
  await setTeammatePassword(auditorPage, auditor);
  await signInAs(auditorPage, auditor);
  await auditorPage.goto('/evidence-locker');
  await expect(auditorPage.getByRole('article', { name: 'Information Security Policy v2.0' })).toBeVisible();
  await expect(auditorPage.getByRole('article', { name: 'Incident Response Procedure' })).toHaveCount(0);
  const restricted = await page.request.get('/api/evidence?confidentiality=restricted', {
    headers: { authorization: await bearer(page) },
  });
  const [incident] = ((await restricted.json()) as { data: { items: { id: string }[] } }).data.items;
  const refused = await auditorPage.request.get(`/api/evidence/${incident.id}`, {
    headers: { authorization: await bearer(auditorPage) },
  });
  expect(refused.status()).toBe(404);
  await auditorContext.close();
});

test('evidence: a public item shared by link opens signed out, until the link is revoked', async ({
  page,
  browser,
}, testInfo) => {
  const itemName = 'Acceptable Use Policy';
  await signInAsDemo(page);
  await page.goto('/evidence-locker');
  const card = page.getByRole('article', { name: itemName });
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download ${itemName}` }).click();
  const original = readFileSync(await (await download).path());

  await card.getByRole('button', { name: `Share ${itemName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share evidence' });
  await dialog.getByRole('combobox', { name: 'Link expires in' }).click();
  await page.getByRole('option', { name: '24 hours' }).click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Share link created')).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/api\/shared-evidence\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText(/^Active · until/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('evidence-share.png') });

  const outsider = await browser.newContext();
  const opened = await outsider.request.get(link);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(sha256(await opened.body())).toBe(sha256(original));

  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Share link revoked')).toBeVisible();
  await expect(dialog.getByText(/^Revoked · until/)).toBeVisible();
  await expect(dialog.getByText('Opened 1 time')).toBeVisible();
  expect((await outsider.request.get(link)).status()).toBe(404);
  await outsider.close();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('article', { name: 'Information Security Policy v2.0' })
    .getByRole('button', { name: /^Share / })
    .click();
  await expect(page.getByText('Only public evidence can be shared by link.')).toBeVisible();
});
