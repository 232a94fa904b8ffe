import { expect, test } from '@playwright/test';
import { signInAsDemo, submitSignIn } from './demoAccount';
import { setTeammatePassword } from './teammates';

const teammate = { name: 'Priya Shah', email: 'priya.shah@acmecloud.example', password: 'priya-e2e-password' };
const taskTitle = `Rotate the backup encryption keys ${Date.now()}`;

test('the demo Admin assigns a task to a teammate, who sees it in their bell', async ({ page, browser }, testInfo) => {
  // Two people, two sign-ins and an admin command (ts-node) on one busy machine.
  test.setTimeout(240_000);
  await setTeammatePassword(page, teammate);

  await signInAsDemo(page);
  await page.getByRole('link', { name: 'View all tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('table', { name: 'Remediation tasks' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tasks-tab.png'), fullPage: true });

  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title').fill(taskTitle);
  await dialog.getByLabel('Due date').fill('2030-01-15');
  await dialog.getByRole('combobox', { name: 'Linked control' }).fill('CC6.1');
  await page.getByRole('option', { name: /^CC6\.1 / }).click();
  await page.screenshot({ path: testInfo.outputPath('tasks-create.png') });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();

  await page.getByRole('combobox', { name: `Owner: ${taskTitle}` }).click();
  await page.getByRole('option', { name: teammate.name }).click();
  await expect(page.getByText(`Task assigned to ${teammate.name}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Owner: ${taskTitle}` })).toHaveText(teammate.name);

  const teammateContext = await browser.newContext();
  const teammatePage = await teammateContext.newPage();
  await teammatePage.goto('/login');
  await submitSignIn(teammatePage, teammate.email, teammate.password);
  await expect(teammatePage).toHaveURL(/\/dashboard$/);
  await teammatePage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const assigned = teammatePage.getByRole('menuitem').filter({ hasText: taskTitle });
  await expect(assigned).toContainText('Task assigned to you');
  await expect(assigned).toContainText('Alex Morgan assigned you');
  await teammatePage.screenshot({ path: testInfo.outputPath('bell-menu.png') });
  await assigned.click();
  await expect(teammatePage).toHaveURL(/\/tasks$/);
  await expect(teammatePage.getByRole('cell', { name: taskTitle, exact: true })).toBeVisible();
  await teammatePage.screenshot({ path: testInfo.outputPath('teammate-tasks.png'), fullPage: true });
  await teammateContext.close();
});

test('the heat map control details list the control’s open tasks', async ({ page }, testInfo) => {
  await signInAsDemo(page);
  await page.goto('/compliance');
  await page.getByRole('button', { name: /^CC6\.2 / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Open tasks' })).toContainText(
    'Complete the quarterly access review',
  );
  await page.screenshot({ path: testInfo.outputPath('control-details.png') });
});
