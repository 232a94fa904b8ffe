import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { submitSignIn } from './demoAccount';

/** The code an authenticator app shows `stepsAway` 30-second steps from now. */
const codeFor = (secret: string, stepsAway = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAway * 30 });

const signOut = async (page: Page, name: string) => {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login$/);
};

test('a member turns on two-factor in Settings, then signs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A member of their own, so turning on two-factor changes nothing for the demo account other specs use.
  const member = { name: 'Tess Factor', email: `tess-${randomUUID()}@example.com`, password: 'mauve-orbit-kettle-41' };
  const registered = await request.post('/api/auth/register', { data: { ...member, company: 'Two Factor Labs' } });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await submitSignIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings?tab=security');
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByLabel('Current password').fill(member.password);
  await twoFactor.getByRole('button', { name: /enable two-factor|set up authenticator app/i }).click();
  const key = page.getByText('Or enter this key by hand:').locator('xpath=following-sibling::*[1]');
  const secret = (await key.innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codesList = page.getByLabel('Recovery codes');
  await expect(codesList).toBeVisible();
  const recoveryCodes = (await codesList.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-factor authentication is on', { exact: true }).first()).toBeVisible();

  await signOut(page, member.name);
  await submitSignIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
  // The enrolment used this step's code: a code is accepted once, so the next step's (within the drift allowed).
  await page.getByLabel('Authentication code').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page, member.name);
  await submitSignIn(page, member.email, member.password);
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
