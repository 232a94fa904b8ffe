import { expect, test } from '@playwright/test';
import { demoAccount, signInAsDemo } from './demoAccount';

test('settings rejects mismatched and short passwords with the SPEC messages', async ({ page }, testInfo) => {
  await signInAsDemo(page);
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('New password', { exact: true }).fill('abcdef');
  await form.getByLabel('Confirm new password').fill('abcdeg');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('New passwords do not match');

  await form.getByLabel('New password', { exact: true }).fill('abc');
  await form.getByLabel('Confirm new password').fill('abc');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  await page.screenshot({ path: testInfo.outputPath('settings-security.png'), fullPage: true });

  // Past the SPEC's rules, the server's policy answers, and the password stays as it was.
  await form.getByLabel('Current password').fill(demoAccount.password);
  await form.getByLabel('New password', { exact: true }).fill('abcdef');
  await form.getByLabel('Confirm new password').fill('abcdef');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('newPassword must be at least 8 characters');
});

test('SecuroBot answers a question after a typing pause', async ({ page }, testInfo) => {
  await signInAsDemo(page);
  await page.goto('/assistant');
  const conversation = page.getByRole('list', { name: 'SecuroBot conversation' });
  await expect(conversation.getByText(/I'm SecuroBot/)).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Message SecuroBot' });
  await input.fill('How do I enforce MFA on AWS?');
  const sentAt = Date.now();
  await input.press('Enter');

  await expect(conversation.getByText('How do I enforce MFA on AWS?')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'SecuroBot is typing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await expect(conversation.getByText(/aws:MultiFactorAuthPresent/)).toBeVisible({ timeout: 5000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2000);
  await expect(page.getByText('SecuroBot is typing')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy response' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('assistant.png'), fullPage: true });
});
