import { expect, type Page } from '@playwright/test';
import { emlPathFrom, readEml, setPasswordTokenInEmail } from '../__tests__/server/helpers/eml';
import { runAdmin } from './adminCli';
import { submitSignIn } from './demoAccount';

export type Teammate = { email: string; password: string };

/** The seeded teammates' passwords are told to nobody: an operator resets one, as support would. */
export const setTeammatePassword = async (page: Page, member: Teammate) => {
  const token = setPasswordTokenInEmail(readEml(emlPathFrom(runAdmin(['users:reset-password', member.email]))));
  await page.goto(`/set-password?token=${token}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(member.password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(member.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

/** Signs a teammate in from /login and waits for the dashboard. */
export const signInAs = async (page: Page, member: Teammate) => {
  await page.goto('/login');
  await submitSignIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
};
