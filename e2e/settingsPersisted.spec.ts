import { expect, type Page, test } from '@playwright/test';
import { demoAccount, signInAsDemo, submitSignIn } from './demoAccount';

const accountMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });

test('a new name saved in Settings shows in the top bar at once and after a reload', async ({ page }, testInfo) => {
  const newName = 'Alex Morgan-Reyes';
  await signInAsDemo(page);
  await page.goto('/settings');
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue(demoAccount.name);

  await name.fill(newName);
  await page.getByLabel('Phone number').fill('+1 415 555 0134');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expect(accountMenu(page, newName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible({ timeout: 5000 });

  await page.reload();
  await expect(accountMenu(page, newName)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(newName);
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 415 555 0134');
  await page.screenshot({ path: testInfo.outputPath('settings-profile.png'), fullPage: true });

  // Other specs sign in as the demo account by its name.
  await page.getByLabel('Full name').fill(demoAccount.name);
  await page.getByLabel('Phone number').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(accountMenu(page, demoAccount.name)).toBeVisible();
});

test('after a password change in Settings, the old password fails and the new one works', async ({
  page,
}, testInfo) => {
  const account = {
    name: 'Robin Park',
    email: `robin.${Date.now()}@example.com`,
    password: 'first-horse-battery',
    company: 'Park Security',
  };
  const newPassword = 'second-horse-battery';
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByText('This device')).toBeVisible();

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('settings-security.png'), fullPage: true });

  await accountMenu(page, account.name).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitSignIn(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitSignIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an Admin’s compliance and organization settings persist; the heat map opens on the primary framework', async ({
  page,
}, testInfo) => {
  // Three screens, two saves and a reset: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  await signInAsDemo(page);
  await page.goto('/settings?tab=organization');
  await page.getByLabel('Domain').fill('acme-cloud.example');
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await page.getByRole('combobox', { name: 'Primary framework' }).click();
  await page.getByRole('option', { name: 'ISO27001' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Primary framework' })).toHaveText('ISO27001');
  await page.screenshot({ path: testInfo.outputPath('settings-compliance.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Organization' }).click();
  await expect(page.getByLabel('Domain')).toHaveValue('acme-cloud.example');
  await page.screenshot({ path: testInfo.outputPath('settings-organization.png'), fullPage: true });

  await page.goto('/compliance');
  await expect(page.getByRole('combobox', { name: 'Framework' })).toHaveText('ISO 27001');

  await page.goto('/settings?tab=compliance');
  await page.getByRole('button', { name: 'Reset All Settings' }).click();
  await page.getByRole('button', { name: 'Reset settings' }).click();
  await expect(page.getByText('All settings were reset to default')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Primary framework' })).toHaveText('SOC2');
});
