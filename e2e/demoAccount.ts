import { expect, type Page } from '@playwright/test';

export const demoAccount = {
  email: 'demo@securo.dev',
  password: 'securo-demo',
  name: 'Alex Morgan',
};

export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** Signs the demo account in from /login and waits for the dashboard. */
export async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await submitSignIn(page, demoAccount.email, demoAccount.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
