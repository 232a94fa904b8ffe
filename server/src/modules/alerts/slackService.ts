import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { openSecret, sealSecret } from '../../lib/secretBox';
import type { AppDeps } from '../../core/appDeps';
import type { Actor, MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { settingsActions } from '../settings';
import type { SlackSettings, SlackWebhookInput } from '@/contracts/slack';
import type { AlertMessage } from './message';
import { slackPayload } from './slackPayload';
import {
  deleteSlackWebhook,
  findSlackWebhook,
  readSlackSettings,
  recordSlackDelivery,
  saveSlackWebhook,
} from './slackRepository';
import {
  invalidWebhookMessage,
  parseWebhookUrl,
  postToSlack,
  type SlackDeliveryResult,
  webhookHint,
} from './slackWebhook';

/** Where Slack alerts may go and how the webhook is sealed; `appUrl` is where their buttons lead. */
export type SlackDeps = { key: Buffer; webhookOrigin: string; appUrl: string };

export const noWebhookMessage = 'Add a Slack webhook URL first.';
export const tooManyTestsMessage = 'Too many Slack test messages. Please try again in a minute.';

/** Who sends the test message: their name and their organisation's, as the channel reads them. */
type TestSender = { organization_id: string; name: string; company: string };

const testMessage = (user: TestSender): AlertMessage => ({
  subject: 'Securo is connected to this channel',
  heading: 'Securo is connected',
  intro: `${user.name} connected ${user.company} to this channel. Critical-issue alerts and the weekly summary will arrive here.`,
  items: [],
  action: { label: 'Open Securo', path: '/dashboard' },
});

export const readSlack = (deps: Pick<AppDeps, 'db'>, actor: Actor): Promise<SlackSettings> =>
  readSlackSettings(deps.db, actor.organizationId);

/** Validates, seals and stores the organisation's webhook (Admins: the route requires organization:manage). */
export const saveWebhook = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  slack: SlackDeps,
  actor: MemberActor,
  input: SlackWebhookInput,
): Promise<SlackSettings> => {
  const url = parseWebhookUrl(input.webhookUrl.trim(), slack.webhookOrigin);
  if (!url) throw new AppError(400, invalidWebhookMessage(slack.webhookOrigin));
  const { organizationId } = actor;
  const now = isoNow(deps.clock);
  const hint = webhookHint(url);
  await deps.db.transaction().execute(async (trx) => {
    const sealed = sealSecret(slack.key, url.toString(), organizationId);
    await saveSlackWebhook(trx, { organizationId, sealed, hint, configuredBy: actor.userId }, now);
    await recordAudit(trx, actor, {
      action: settingsActions.slackUpdated,
      severity: 'info',
      category: 'system',
      details: `${actor.name} set the Slack webhook to ${hint}`,
      resource: 'settings',
      at: now,
    });
  });
  return readSlackSettings(deps.db, organizationId);
};

export const removeWebhook = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: MemberActor,
): Promise<SlackSettings> => {
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteSlackWebhook(trx, actor.organizationId))) return;
    await recordAudit(trx, actor, {
      action: settingsActions.slackRemoved,
      severity: 'info',
      category: 'system',
      details: `${actor.name} removed the Slack webhook`,
      resource: 'settings',
      at: now,
    });
  });
  return readSlackSettings(deps.db, actor.organizationId);
};

/**
 * Posts to the organisation's webhook now and records the outcome as its last delivery; false when there is no
 * webhook (removed since the alert was queued).
 */
export const deliverToSlack = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  slack: SlackDeps,
  organizationId: string,
  message: AlertMessage,
): Promise<SlackDeliveryResult | null> => {
  const webhook = await findSlackWebhook(deps.db, organizationId);
  if (!webhook) return null;
  const url = openSecret(slack.key, webhook.webhook_sealed, organizationId);
  const result = await postToSlack(url, slackPayload(message, slack.appUrl));
  await recordSlackDelivery(deps.db, organizationId, webhook.webhook_sealed, result, isoNow(deps.clock));
  return result;
};

/** "Send test message": succeeds only once Slack has accepted it; otherwise 502 with what Slack answered. */
export const sendTestMessage = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'limits'>,
  slack: SlackDeps,
  sender: TestSender,
): Promise<SlackSettings> => {
  const organizationId = sender.organization_id;
  await enforceLimit(deps.rateLimiter, `slack-test:org:${organizationId}`, deps.limits.slackTest, tooManyTestsMessage);
  const result = await deliverToSlack(deps, slack, organizationId, testMessage(sender));
  if (!result) throw new AppError(409, noWebhookMessage);
  if (!result.ok) throw new AppError(502, `Slack did not accept the test message: ${result.detail}`);
  return readSlackSettings(deps.db, organizationId);
};
