import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { type SlackSettings, slackSettingsResponse, slackWebhookInput } from '@/contracts/slack';

const tag = 'Settings' as const;

const exampleSlack: SlackSettings = {
  configured: true,
  webhookHint: 'hooks.slack.com/services/…/…x9Tq',
  configuredAt: '2026-11-20T09:30:00.000Z',
  lastDelivery: { at: '2026-11-24T08:00:02.000Z', ok: true, detail: 'Delivered' },
};

const slackExample = (description: string) =>
  documented(slackSettingsResponse, description, { success: true, data: exampleSlack });

export const readSlackSchema = {
  ...describeRoute({ tag, summary: "The organisation's Slack webhook (its hint, never the URL) and last delivery" }),
  response: { 200: slackExample('The Slack settings'), ...failures(401, 503) },
};

export const saveSlackSchema = {
  ...describeRoute({ tag, summary: 'Set the Slack incoming-webhook URL that alerts are posted to (stored encrypted)' }),
  body: slackWebhookInput,
  response: { 200: slackExample('The Slack settings as saved'), ...failures(400, 401, 413, 415, 503) },
};

export const removeSlackSchema = {
  ...describeRoute({ tag, summary: 'Remove the Slack webhook: alerts stop going to Slack' }),
  response: { 200: slackExample('The Slack settings, now without a webhook'), ...failures(401, 503) },
};

export const testSlackSchema = {
  ...describeRoute({ tag, summary: 'Post a test message to the Slack webhook now and record the outcome' }),
  response: { 200: slackExample('Slack accepted the message'), ...failures(401, 409, 429, 502, 503) },
};
