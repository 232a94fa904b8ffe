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

test("SecuroBot answers from the organisation's live data, cites it, and keeps the conversation", async ({
  page,
}, testInfo) => {
  await signInAsDemo(page);
  const heatmaps = await page.evaluate(async () => {
    const token = window.localStorage.getItem('securo.token');
    const frameworks = ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'];
    return Promise.all(
      frameworks.map(async (framework) => {
        const response = await fetch(`/api/dashboard/compliance-heatmap?framework=${framework}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return {
          framework,
          categories: (await response.json()).data.categories as Record<
            string,
            { id: string; name: string; status: string; score: number }[]
          >,
        };
      }),
    );
  });
  const controlsOf = (framework: string) =>
    Object.values(heatmaps.find((heatmap) => heatmap.framework === framework)?.categories ?? {}).flat();
  const cc74 = controlsOf('SOC2').find((control) => control.id === 'CC7.4');
  if (!cc74) throw new Error('the demo has no CC7.4 result');

  await page.goto('/assistant');
  const conversation = page.getByRole('list', { name: 'SecuroBot conversation' });
  await expect(conversation.getByText(/I'm SecuroBot/)).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Message SecuroBot' });
  await input.fill('Our auditor is asking about CC7.4 — what is our status?');
  await input.press('Enter');
  await expect(conversation.getByText('Our auditor is asking about CC7.4 — what is our status?')).toBeVisible();
  const status = `CC7.4 ${cc74.name} (SOC 2): ${cc74.status}, score ${cc74.score}% in your latest SOC 2 assessment.`;
  await expect(conversation.getByText(status)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy response' })).toBeVisible();

  await input.fill('Explain our critical findings');
  await input.press('Enter');
  // Across every framework's latest assessment, worst first and then by id, as SecuroBot ranks them.
  const [worst] = heatmaps
    .flatMap((heatmap) => controlsOf(heatmap.framework))
    .filter((control) => control.status === 'critical')
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
  const answer = conversation.getByRole('listitem', { name: 'SecuroBot message' }).last();
  await expect(answer).toContainText(`1. ${/^\d+$/.test(worst.id) ? `Art. ${worst.id}` : worst.id} ${worst.name}`);
  await page.screenshot({ path: testInfo.outputPath('assistant.png'), fullPage: true });

  await page.reload();
  await expect(conversation.getByText(status)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent topics' })).toContainText('Our auditor is asking about CC7.4');

  await conversation
    .getByRole('link', { name: /^CC7\.4 / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/compliance\?framework=SOC2$/);
  await expect(page.getByRole('dialog')).toContainText('CC7.4');
});

test('the heat map prefill for a GDPR control is answered about that control', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/compliance?framework=GDPR');
  await page.getByRole('button', { name: /^Art\. 5 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'View Remediation Steps' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  const input = page.getByRole('textbox', { name: 'Message SecuroBot' });
  await expect(input).toHaveValue(/^How do I fix .*GDPR Art\. 5 \(/);
  await input.press('Enter');
  const answer = page.getByRole('listitem', { name: 'SecuroBot message' }).last();
  await expect(answer).toContainText(/Art\. 5 .*\(GDPR\)/);
  await expect(answer.getByRole('link', { name: /^Art\. 5 / })).toBeVisible();
});
