import { z } from 'zod';
import { dataResponse } from './envelope';

/** Slack's incoming webhooks: `<origin>/services/<team>/<channel hook>/<secret>`. */
export const slackWebhookPathPattern = /^\/services\/[A-Z0-9]+\/[A-Z0-9]+\/[A-Za-z0-9]+$/;
export const defaultSlackWebhookOrigin = 'https://hooks.slack.com';

export const slackWebhookInput = z.object({
  webhookUrl: z.string().trim().min(1, 'Enter the incoming-webhook URL').max(500),
});

export const slackDelivery = z.object({
  at: z.string(),
  ok: z.boolean(),
  /** What Slack answered, e.g. "Delivered" or "HTTP 404 no_service". */
  detail: z.string(),
});

/** Never the URL itself (whoever holds it can post to the channel): its hint, e.g. "hooks.slack.com/…/…x9Tq". */
export const slackSettings = z.object({
  configured: z.boolean(),
  webhookHint: z.string().nullable(),
  configuredAt: z.string().nullable(),
  lastDelivery: slackDelivery.nullable(),
});

export const slackSettingsResponse = dataResponse(slackSettings);

export type SlackSettings = z.output<typeof slackSettings>;
export type SlackWebhookInput = z.input<typeof slackWebhookInput>;
