import { expect, type Page, test } from '@playwright/test';
import { signInAsDemo } from './demoAccount';
import { setTeammatePassword, signInAs } from './teammates';

const priya = { name: 'Priya Shah', email: 'priya.shah@acmecloud.example', password: 'priya-e2e-comments' };
const jordan = { name: 'Jordan Lee', email: 'jordan.lee@acmecloud.example', password: 'jordan-e2e-comments' };
const sam = { name: 'Sam Rivera', email: 'sam.rivera@acmecloud.example', password: 'sam-e2e-comments' };

const run = Date.now();
const question = `can you attach the firewall rule review for this quarter? (${run})`;
const sharedNote = `Boundary rules are reviewed every quarter; the review is linked here. (${run})`;
const reply = `Uploading the export this afternoon. (${run})`;

const openControl = async (page: Page, controlId: string) => {
  await page.goto('/compliance');
  await page.getByRole('button', { name: new RegExp(`^${controlId.replace('.', '\\.')} `) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Comments' }).or(dialog.getByText('No comments yet'))).toBeVisible({
    timeout: 15_000,
  });
  return dialog;
};

const send = async (
  dialog: ReturnType<Page['getByRole']>,
  body: string,
  visibility: 'Internal' | 'Shared with auditors',
) => {
  if (visibility !== 'Internal') {
    await dialog.getByRole('combobox', { name: 'Visibility' }).click();
    await dialog.page().getByRole('option', { name: visibility }).click();
  }
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: body })).toBeVisible();
};

test('Priya asks Jordan on a control, Jordan answers from the bell, the auditor reads only what is shared', async ({
  page,
  browser,
}, testInfo) => {
  // Three people, four sign-ins and three operator commands (ts-node) on one busy machine.
  test.setTimeout(300_000);
  for (const member of [priya, jordan, sam]) await setTeammatePassword(page, member);

  await signInAs(page, priya);
  let control = await openControl(page, 'CC6.6');
  const composer = control.getByRole('textbox', { name: 'Write a comment' });
  await composer.fill('@Jor');
  await page.getByRole('option', { name: jordan.name }).click();
  await composer.pressSequentially(question);
  await expect(control.getByText('Internal', { exact: true }).first()).toBeVisible();
  await send(control, question, 'Internal');
  await composer.fill(sharedNote);
  await send(control, sharedNote, 'Shared with auditors');
  await page.screenshot({ path: testInfo.outputPath('comment-posted.png') });

  const jordanContext = await browser.newContext();
  const jordanPage = await jordanContext.newPage();
  await signInAs(jordanPage, jordan);
  await jordanPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const mention = jordanPage
    .getByRole('menuitem')
    .filter({ hasText: `${priya.name} mentioned you` })
    .first();
  await expect(mention).toContainText(question);
  await jordanPage.screenshot({ path: testInfo.outputPath('mention-in-bell.png') });
  await jordanPage.keyboard.press('Escape');
  await jordanPage
    .getByRole('banner')
    .getByRole('link', { name: /^My work/ })
    .click();
  await expect(jordanPage).toHaveURL(/\/my-work$/);
  const mentions = jordanPage.getByRole('region', { name: /^Mentions/ });
  await expect(mentions).toContainText(question);
  await jordanPage.screenshot({ path: testInfo.outputPath('mention-in-my-work.png'), fullPage: true });
  await mentions.getByRole('link').filter({ hasText: 'CC6.6' }).first().click();
  // The heat map takes the control out of the address once its details are open; the comment's anchor stays.
  await expect(jordanPage).toHaveURL(/\/compliance\?framework=SOC2(&control=CC6\.6)?#comment-/);
  control = jordanPage.getByRole('dialog', { name: /^CC6\.6 / });
  await expect(control.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await control.getByRole('textbox', { name: 'Write a comment' }).fill(reply);
  await send(control, reply, 'Internal');
  await jordanContext.close();

  const samContext = await browser.newContext();
  const samPage = await samContext.newPage();
  await signInAs(samPage, sam);
  const auditorView = await openControl(samPage, 'CC6.6');
  await expect(auditorView.getByRole('listitem').filter({ hasText: sharedNote })).toBeVisible();
  await expect(auditorView.getByText(question)).toHaveCount(0);
  await expect(auditorView.getByText(reply)).toHaveCount(0);
  await samPage.screenshot({ path: testInfo.outputPath('auditor-shared-only.png') });
  await samContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsDemo(admin);
  await admin.goto('/activity-logs');
  await admin.getByRole('searchbox', { name: 'Search activity' }).fill('commented on');
  for (const [line, count] of [
    [`${priya.name} commented on control CC6.6 (internal)`, 1],
    [`${priya.name} commented on control CC6.6 (shared)`, 1],
    [`${jordan.name} commented on control CC6.6 (internal)`, 1],
  ] as const) {
    await expect(admin.getByText(line, { exact: true })).toHaveCount(count, { timeout: 15_000 });
  }
  await admin.screenshot({ path: testInfo.outputPath('audit-trail-comments.png'), fullPage: true });
  await adminContext.close();
});
