import { expect, test } from '@playwright/test';
import { signInAsDemo } from './demoAccount';

test('GitLab connects through the modal and shows as connected after 3 s', async ({ page }, testInfo) => {
  await signInAsDemo(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByLabel('Active Integrations')).toHaveText('2');
  await page.screenshot({ path: testInfo.outputPath('integrations.png'), fullPage: true });

  const gitlab = page.getByRole('article', { name: 'GitLab' });
  await expect(gitlab).toContainText('Available');
  await gitlab.getByRole('button', { name: 'Connect' }).click();

  const dialog = page.getByRole('dialog', { name: 'Connect GitLab' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Role ARN')).toHaveCount(0);
  await dialog.getByLabel('API Key / Token').fill('glpat-e2e-token');
  await page.screenshot({ path: testInfo.outputPath('integrations-connect-modal.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Connect' }).click();
  const startedAt = Date.now();

  await expect(dialog).toBeHidden();
  await expect(gitlab.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect(gitlab).toContainText('Connected', { timeout: 6000 });
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);
  await expect(gitlab).toContainText('Just now');
  await expect(gitlab.getByRole('button', { name: 'Test Connection' })).toBeVisible();
  await expect(page.getByLabel('Active Integrations')).toHaveText('3');
  await expect(page.getByText('GitLab connected successfully')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('integrations-connected.png'), fullPage: true });
});
