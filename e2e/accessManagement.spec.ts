import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { readEml, setPasswordTokenInEmail } from '../__tests__/server/helpers/eml';
import { signInAsDemo, submitSignIn } from './demoAccount';

const teammate = {
  name: 'Morgan Ellis',
  email: `morgan.ellis.${Date.now()}@acmecloud.example`,
  password: 'ellis-audits-everything',
};

/** The invitation the server wrote to the outbox (no SMTP in the e2e run), once it is there. */
async function invitationEmail(email: string): Promise<string> {
  const outbox = path.join(process.env.SECURO_E2E_DATA_DIR ?? '', 'outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      found = existsSync(outbox) ? readdirSync(outbox).find((name) => name.endsWith(`-${email}.eml`)) : undefined;
      return found;
    })
    .toBeTruthy();
  return readEml(path.join(outbox, found as string));
}

async function openAccessManagement(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Access Management' }).first().click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible({ timeout: 20_000 });
}

test('an Admin invites a teammate as Auditor, who sets a password from the emailed link and signs in with that role', async ({
  page,
}, testInfo) => {
  // Two sign-ins, an invitation and a set-password with argon2 on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await openAccessManagement(page);
  await expect(page.getByRole('row', { name: /Priya Shah/ })).toContainText('Compliance Manager');
  await expect(page.getByRole('row', { name: /Taylor Brooks/ })).toContainText('Pending');
  await page.screenshot({ path: testInfo.outputPath('access-management.png'), fullPage: true });

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Full Name').fill(teammate.name);
  await dialog.getByLabel('Email Address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('email must be a valid email address')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('add-user-invalid.png') });

  await dialog.getByLabel('Email Address').fill(teammate.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Auditor' }).click();
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Audit' }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${teammate.email}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(teammate.name) })).toContainText('Pending');

  const token = setPasswordTokenInEmail(await invitationEmail(teammate.email));
  await page.getByRole('button', { name: 'Account menu for Alex Morgan' }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/set-password?token=${token}`);
  await expect(page.getByText(teammate.email)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(teammate.password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(teammate.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitSignIn(page, teammate.email, teammate.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const run = page.getByRole('button', { name: 'Run Assessment' });
  await expect(run).toBeDisabled();
  await run.locator('xpath=ancestor::span[1]').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Your role does not allow you to run assessments');
  await page.screenshot({ path: testInfo.outputPath('dashboard-auditor.png') });

  await openAccessManagement(page);
  await expect(page.getByRole('row', { name: new RegExp(teammate.name) })).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Add User' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('access-management-auditor.png'), fullPage: true });
});

for (const width of [1280, 1920]) {
  test(`every member's actions are in view without scrolling the users table on a ${width} px screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    await openAccessManagement(page);
    const table = page.getByRole('table', { name: 'Users' });
    const scroller = await table.evaluate((element) => {
      const container = element.parentElement as HTMLElement;
      return { scrollWidth: container.scrollWidth, clientWidth: container.clientWidth };
    });
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    for (const name of ['Jordan Lee', 'Priya Shah', 'Sam Rivera']) {
      await expect(table.getByRole('button', { name: `Remove ${name}` })).toBeInViewport({ ratio: 1 });
    }
    await expect(table.getByRole('row', { name: /Taylor Brooks/ })).toContainText('Never');
  });
}
