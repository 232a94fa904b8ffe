import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemo } from './demoAccount';
import { setTeammatePassword, signInAs } from './teammates';

const jordan = { email: 'jordan.lee@acmecloud.example', password: 'jordan-e2e-policies' };

const signOut = (page: Page) => page.evaluate(() => window.localStorage.clear());

/** Calls the API with the page's own session: the answer's data. */
const call = <T>(page: Page, path: string, write?: { method: 'PUT'; body: unknown }) =>
  page.evaluate(
    async ({ path, write }) => {
      const token = window.localStorage.getItem('securo.token');
      const response = await fetch(path, {
        method: write?.method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(write ? { body: JSON.stringify(write.body) } : {}),
      });
      return (await response.json()).data;
    },
    { path, write },
  ) as Promise<T>;

const read = <T>(page: Page, path: string) => call<T>(page, path);

/** The demo Admin gives Jordan a role: approving policies needs a second Compliance Manager or Admin. */
const setJordansRole = async (page: Page, role: string) => {
  const { members } = await read<{ members: { id: string; email: string }[] }>(page, '/api/members?limit=50');
  const member = members.find((candidate) => candidate.email === jordan.email);
  expect(member).toBeDefined();
  await call(page, `/api/members/${member?.id}/role`, { method: 'PUT', body: { role } });
};

type Tile = { id: string; status: string; score: number };
type Heatmap = { assessedAt: string | null; categories: Record<string, Tile[]> };

const isoTile = async (page: Page, controlId: string) =>
  Object.values((await read<Heatmap>(page, '/api/dashboard/compliance-heatmap?framework=ISO27001')).categories)
    .flat()
    .find((tile) => tile.id === controlId);

const runIsoAssessment = async (page: Page) => {
  await page.goto('/compliance?framework=ISO27001');
  const before = (await read<Heatmap>(page, '/api/dashboard/compliance-heatmap?framework=ISO27001')).assessedAt;
  await page.getByRole('button', { name: 'Run Assessment' }).click();
  await expect(page.getByText('Assessment started successfully!')).toBeVisible();
  await expect
    .poll(async () => (await read<Heatmap>(page, '/api/dashboard/compliance-heatmap?framework=ISO27001')).assessedAt, {
      timeout: 20_000,
    })
    .not.toBe(before);
};

const acceptAs = async (page: Page, policyPath: string) => {
  await page.goto(policyPath);
  const inForce = page.getByRole('region', { name: /Version in force 1\.0/ });
  await inForce.getByLabel('I have read and accept this policy').check();
  await inForce.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(inForce.getByText('You have accepted this version.')).toBeVisible();
};

test('the Access Control Policy is generated, its blocker filled, approved by a second member, published and accepted; its PDF and A.5.1 show it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // One teammate only: the suite's password links share one address's limit of twenty calls in fifteen minutes.
  await setTeammatePassword(page, jordan);
  await signInAsDemo(page);
  await setJordansRole(page, 'Compliance Manager');
  await runIsoAssessment(page);
  const before = await isoTile(page, 'A.5.1');

  await page.goto('/policies');
  const template = page
    .getByRole('heading', { name: 'Access Control Policy' })
    .locator('xpath=ancestor::*[.//button][1]');
  await template.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/policies\/[^/]+$/);
  const policyPath = new URL(page.url()).pathname;
  const blockers = page.getByRole('region', { name: 'Blockers' });
  await blockers.getByRole('textbox', { name: 'Days between access reviews' }).fill('90');
  await blockers.getByRole('button').click();
  await expect(page.getByRole('region', { name: 'Blockers' })).toHaveCount(0);
  await expect(page.getByText('every 90 days', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(/^Submitted by Alex Morgan/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('policy-submitted.png'), fullPage: true });

  await signOut(page);
  await signInAs(page, jordan);
  await page.goto(policyPath);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Approved by Jordan Lee/)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the policy' });
  await dialog.getByRole('textbox', { name: 'What changed' }).fill('First version');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('region', { name: /Version in force 1\.0/ })).toBeVisible();
  await acceptAs(page, policyPath);

  const inForce = page.getByRole('region', { name: /Version in force 1\.0/ });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    inForce.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const savedPath = testInfo.outputPath('access-control.pdf');
  await file.saveAs(savedPath);
  const text = execFileSync('pdftotext', [savedPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const { facts } = await read<{ facts: Record<string, string> }>(page, '/api/policies/profile');
  expect(text).toContain('Acme Cloud');
  expect(text).toContain('Version 1.0 (First version)');
  expect(text).toContain('Approved by Jordan Lee');
  expect(facts.cloudProviders).toBeTruthy();
  expect(text).toContain(`Administrative access to ${facts.cloudProviders} is given through named`);

  await signOut(page);
  await signInAsDemo(page);
  await acceptAs(page, policyPath);
  await expect(page.getByText(/^2 of \d+ accepted$/)).toBeVisible();
  await setJordansRole(page, 'Security Analyst');
  await runIsoAssessment(page);
  // A new policy that two members accepted changes the share of acceptances A.5.1 reads.
  const after = await isoTile(page, 'A.5.1');
  expect(after?.score).not.toBe(before?.score);
  await page.goto('/compliance?framework=ISO27001');
  await page.screenshot({ path: testInfo.outputPath('policy-heatmap.png'), fullPage: true });
});
