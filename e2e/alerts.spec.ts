import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type Api, launchApi, stopApi } from '../__tests__/server/helpers/apiProcess';
import { mimePart } from '../__tests__/server/helpers/eml';
import {
  type SlackListener,
  type SmtpListener,
  slackText,
  startSlackListener,
  startSmtpListener,
} from '../__tests__/server/helpers/localListeners';
import { runAdmin } from './adminCli';
import { demoAccount, submitSignIn } from './demoAccount';

type Listeners = {
  smtp: SmtpListener;
  slack: SlackListener;
};

// A server of its own, so that its mail goes to a real SMTP listener and its Slack posts to a local one.
test.describe('alerts by email and Slack', () => {
  let listeners: Listeners | undefined;
  let dataDir = '';
  let api: Api | undefined;
  const databaseUrl = () => `file:${path.join(dataDir, 'securo.db')}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    listeners = { smtp: await startSmtpListener(), slack: await startSlackListener() };
    dataDir = mkdtempSync(path.join(tmpdir(), 'securo-e2e-alerts-'));
    api = await launchApi(databaseUrl(), dataDir, {
      SMTP_URL: listeners.smtp.url,
      SLACK_WEBHOOK_ORIGIN: listeners.slack.origin,
    });
    await api.listening;
  });

  test.afterAll(async () => {
    try {
      if (api) await stopApi(api);
    } finally {
      await listeners?.smtp.close();
      await listeners?.slack.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('an assessment that turns a control critical sends an email and a Slack message', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    if (!api || !listeners) throw new Error('set-up failed');
    const { smtp, slack } = listeners;
    await page.goto(`${api.origin}/login`);
    await submitSignIn(page, demoAccount.email, demoAccount.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`${api.origin}/settings?tab=organization`);
    const section = page.getByRole('region', { name: 'Slack alerts' });
    await expect(section.getByText(/^Not connected/)).toBeVisible();
    await section.getByRole('textbox', { name: 'Incoming webhook URL' }).fill(slack.webhookUrl);
    await section.getByRole('button', { name: 'Save Webhook' }).click();
    await expect(page.getByText('Slack webhook saved')).toBeVisible();
    await expect(section.getByText(`Posting to ${new URL(slack.origin).host}/services/…/…uvwx`)).toBeVisible();
    await section.getByRole('button', { name: 'Send Test Message' }).click();
    await expect(page.getByText('Test message sent to Slack')).toBeVisible();
    await expect(section.getByText(/^Last delivery: Delivered, /)).toBeVisible();
    expect(slack.posts.map(slackText).join('\n')).toContain('connected Acme Cloud to this channel');
    await page.screenshot({ path: testInfo.outputPath('settings-slack.png'), fullPage: true });

    // The scanner now reports open critical vulnerabilities and a hole in MFA.
    const signals = path.join(dataDir, 'signals.json');
    const observedAt = new Date().toISOString();
    writeFileSync(
      signals,
      JSON.stringify([
        { key: 'vulnerabilities.criticalOpen', value: 12, source: 'Scanner', observedAt },
        { key: 'mfa.enforced', value: { compliant: 3, total: 40 }, source: 'Okta', observedAt },
      ]),
    );
    runAdmin(['signals:import', 'Acme Cloud', signals], { dataDir, databaseUrl: databaseUrl(), appUrl: api.origin });

    await page.goto(`${api.origin}/dashboard`);
    await page.getByRole('button', { name: 'Run Assessment' }).click();
    await expect(async () => {
      expect(smtp.received.filter((mail) => mail.subject.startsWith('Critical: '))).not.toHaveLength(0);
      expect(slack.posts.filter((post) => post.body.text.startsWith('Critical: '))).not.toHaveLength(0);
    }).toPass({ timeout: 60_000 });

    const alert = smtp.received.find(
      (mail) => mail.to.includes(demoAccount.email) && mail.subject.startsWith('Critical: '),
    );
    expect(alert).toBeDefined();
    const text = mimePart(alert?.raw ?? '', 'text/plain');
    expect(text).toContain(`Hi ${demoAccount.name},`);
    expect(text).toMatch(/^- \S+ .+/m);
    expect(text).toMatch(new RegExp(`Open the heat map: ${api.origin}/compliance\\?framework=`));
    const post = slack.posts.find((candidate) => candidate.body.text.startsWith('Critical: '));
    expect(post?.body.blocks[0]).toMatchObject({ type: 'header' });

    await page.goto(`${api.origin}/settings?tab=organization`);
    await expect(section.getByText(/^Last delivery: Delivered, /)).toBeVisible();
  });
});
