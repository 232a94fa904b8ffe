import { slackTestMessageSent } from '@/contracts/slackMessages';
import { hashPassword } from '../../../../server/src/lib/passwords';
import { addMember, setupAlertsApp } from '../../helpers/alertsApp';
import { slackText } from '../../helpers/localListeners';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';

const t = setupAlertsApp();

let admin: Awaited<ReturnType<typeof registerAccount>>;

beforeAll(async () => {
  admin = await registerAccount(t.app);
});
beforeEach(() => {
  t.slack.posts.length = 0;
  t.slack.answerWith(200, 'ok');
});

const slackSettings = (token: string) => api(t.app, 'GET', '/api/settings/slack', { token });
const setWebhook = (token: string, webhookUrl: unknown) =>
  api(t.app, 'PUT', '/api/settings/slack', { token, body: { webhookUrl } });
const sendTest = (token: string) => api(t.app, 'POST', '/api/settings/slack/test', { token });

const storedRow = () =>
  t.db.selectFrom('slack_webhooks').selectAll().where('organization_id', '=', admin.organizationId).executeTakeFirst();

describe('the Slack webhook setting', () => {
  it('starts without a webhook', async () => {
    const response = await slackSettings(admin.token);
    expect(response.json()).toEqual({
      success: true,
      data: { configured: false, webhookHint: null, configuredAt: null, lastDelivery: null },
    });
  });

  const webhookPath = '/services/T0001/B0002/abcdef';
  it.each([
    ['not a URL', () => 'not-a-url'],
    ['another host', () => `https://evil.example${webhookPath}`],
    ['another port', () => `http://127.0.0.1:1${webhookPath}`],
    ['a path other than /services/…', () => `${t.slack.origin}/api/other`],
    ['a query string', () => `${t.slack.origin}${webhookPath}?x=1`],
    ['a fragment', () => `${t.slack.origin}${webhookPath}#x`],
    ['credentials', () => `${t.slack.origin.replace('//', '//user:secret@')}${webhookPath}`],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, url) => {
    expectFailure(await setWebhook(admin.token, url()), 400, /^webhookUrl: must be a Slack incoming-webhook URL/);
    expect(await storedRow()).toBeUndefined();
  });

  it('refuses a missing or blank URL with a 400 naming the field', async () => {
    expectFailure(await setWebhook(admin.token, '   '), 400, /webhookUrl/);
    expectFailure(await api(t.app, 'PUT', '/api/settings/slack', { token: admin.token, body: {} }), 400, /webhookUrl/);
  });

  it('stores the URL sealed, shows only its hint and audits the change without it', async () => {
    const response = await setWebhook(admin.token, t.slack.webhookUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      configured: true,
      webhookHint: `${new URL(t.slack.origin).host}/services/…/…uvwx`,
      lastDelivery: null,
    });
    expect(response.body).not.toContain('abcdefghijklmnop');
    const row = await storedRow();
    expect(row?.webhook_sealed).toMatch(/^v1:/);
    expect(row?.webhook_sealed).not.toContain('abcdefghijklmnop');
    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'details'])
      .where('organization_id', '=', admin.organizationId)
      .where('action', '=', 'Slack Webhook Updated')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].details).not.toContain('abcdefghijklmnop');
  });

  it('posts a test message and records the delivery', async () => {
    await setWebhook(admin.token, t.slack.webhookUrl);
    const response = await sendTest(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.lastDelivery).toMatchObject({ ok: true, detail: 'Delivered' });
    expect(t.slack.posts).toHaveLength(1);
    expect(t.slack.posts[0].path).toBe('/services/T0001/B0002/abcdefghijklmnopqrstuvwx');
    expect(slackText(t.slack.posts[0])).toContain(`connected ${admin.company} to this channel`);
    expect(slackTestMessageSent).toBe('Test message sent to Slack');
  });

  it('says what Slack answered when it refuses the test message, and keeps it as the last delivery', async () => {
    await setWebhook(admin.token, t.slack.webhookUrl);
    t.slack.answerWith(404, 'no_service');
    expectFailure(await sendTest(admin.token), 502, 'Slack did not accept the test message: HTTP 404 no_service');
    expect((await slackSettings(admin.token)).json().data.lastDelivery).toMatchObject({
      ok: false,
      detail: 'HTTP 404 no_service',
    });
  });

  it('lets every member read the status and only an Admin change it', async () => {
    await setWebhook(admin.token, t.slack.webhookUrl);
    const auditor = await addMember(t.db, admin.organizationId, 'Auditor');
    const passwordHash = await hashPassword('auditor-horse-1');
    await t.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', auditor.id).execute();
    const token = await signIn(t.app, auditor.email, 'auditor-horse-1');
    expect((await slackSettings(token)).json().data.configured).toBe(true);
    expectFailure(await setWebhook(token, t.slack.webhookUrl), 403);
    expectFailure(await sendTest(token), 403);
    expectFailure(await api(t.app, 'DELETE', '/api/settings/slack', { token }), 403);
  });

  it("keeps organisations apart: another organisation's Admin sees no webhook and cannot test it", async () => {
    await setWebhook(admin.token, t.slack.webhookUrl);
    const other = await registerAccount(t.app);
    expect((await slackSettings(other.token)).json().data.configured).toBe(false);
    expectFailure(await sendTest(other.token), 409, 'Add a Slack webhook URL first.');
    expect(t.slack.posts).toHaveLength(0);
  });

  it('removes the webhook: the status is empty and a test has nowhere to go', async () => {
    await setWebhook(admin.token, t.slack.webhookUrl);
    const response = await api(t.app, 'DELETE', '/api/settings/slack', { token: admin.token });
    expect(response.json().data.configured).toBe(false);
    expect(await storedRow()).toBeUndefined();
    expectFailure(await sendTest(admin.token), 409, 'Add a Slack webhook URL first.');
  });
});
