import { expect, test } from '@playwright/test';
import { emlPathFrom, readEml, setPasswordTokenInEmail } from '../__tests__/server/helpers/eml';
import { runAdmin } from './adminCli';
import { submitSignIn } from './demoAccount';

const requester = {
  fullName: 'Priya Natarajan',
  email: `priya.${Date.now()}@northwind-health.example`,
  company: 'Northwind Health',
};

test('a visitor requests access, an operator invites them, and they set a password from the emailed link and sign in', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.screenshot({ path: testInfo.outputPath('landing.png'), fullPage: true });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request Access' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);

  await page.getByLabel('Full Name').fill(requester.fullName);
  await page.getByLabel('Email Address').fill(requester.email);
  await page.getByLabel('Job Title').selectOption('CISO');
  await page.getByLabel('Company Name').fill(requester.company);
  await page.getByLabel('Company Size').selectOption('51-200');
  await page.getByLabel('Industry').selectOption('Healthcare');
  await page.getByLabel('Primary Compliance Goal').selectOption('HIPAA');
  await page.getByLabel('Timeline').selectOption('Short-term (3-6 months)');
  await page.getByLabel('Current Challenges').fill('Evidence collection for our first HIPAA audit.');
  await page.screenshot({ path: testInfo.outputPath('wishlist-filled.png'), fullPage: true });
  await page.getByRole('button', { name: 'Request Early Access' }).click();

  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  await expect(page.getByText('Early access request submitted successfully!')).toBeVisible();

  expect(runAdmin(['wishlist:list', '--status', 'pending'])).toContain(requester.email);
  const inviteOutput = runAdmin(['wishlist:invite', requester.email]);
  const token = setPasswordTokenInEmail(readEml(emlPathFrom(inviteOutput)));
  const password = 'northwind-first-password';

  await page.goto(`/set-password?token=${token}`);
  await expect(page.getByText(requester.email)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();

  await submitSignIn(page, requester.email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: new RegExp(requester.fullName) }).click();
  await expect(page.getByRole('menu')).toContainText(requester.email);
});

test('asking twice with one email answers the same both times, telling nobody who asked before', async ({ page }) => {
  const email = `twice.${Date.now()}@example.com`;
  for (const fullName of ['Sam Lee', 'Someone Else']) {
    await page.goto('/wishlist');
    await page.getByLabel('Full Name').fill(fullName);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Job Title').selectOption('CTO');
    await page.getByLabel('Company Name').fill('Lee Labs');
    await page.getByLabel('Company Size').selectOption('1-10');
    await page.getByLabel('Industry').selectOption('Technology');
    await page.getByRole('button', { name: 'Request Early Access' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  }
});
