import { expect, test } from '@playwright/test';
import { demoAccount, signInAsDemo, submitSignIn } from './demoAccount';

test('a protected page sends a visitor to sign-in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
});

test('wrong credentials keep the visitor on sign-in with the red banner', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, demoAccount.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo account signs in, stays signed in across a reload, and signs out', async ({ page }, testInfo) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/login');
  await page.screenshot({ path: testInfo.outputPath('login.png'), fullPage: true });
  await submitSignIn(page, demoAccount.email, demoAccount.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  const navigation = page.getByRole('navigation');
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: 'Evidence Locker' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shell.png'), fullPage: true });

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await navigation.getByRole('link', { name: 'Compliance Heat Map' }).click();
  await expect(page).toHaveURL(/\/compliance$/);

  await page.getByRole('button', { name: new RegExp(demoAccount.name) }).click();
  await expect(page.getByRole('menu')).toContainText(demoAccount.email);
  await page.getByRole('menuitem', { name: /sign out/i }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('securo.token'))).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('an unknown page shows "Page not found": public when signed out, inside the shell when signed in', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  await signInAsDemo(page);
  await page.goto('/dashbaord');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the API answers unknown paths with JSON', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
});
