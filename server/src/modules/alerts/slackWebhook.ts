import { singleLine } from '../../mail/plainValue';
import { slackWebhookPathPattern } from '@/contracts/slack';
import type { SlackPayload } from './slackPayload';

export const invalidWebhookMessage = (origin: string) =>
  `webhookUrl: must be a Slack incoming-webhook URL (${origin}/services/…)`;

/**
 * The URL when it is an incoming webhook on the configured origin (https://hooks.slack.com unless
 * SLACK_WEBHOOK_ORIGIN says otherwise); null for anything else, so the server never posts where a member points it.
 */
export const parseWebhookUrl = (value: string, origin: string): URL | null => {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const valid =
    url.origin === new URL(origin).origin &&
    slackWebhookPathPattern.test(url.pathname) &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash;
  return valid ? url : null;
};

// Enough to tell two webhooks apart, too little to post with.
const hintedCharacters = 4;

export const webhookHint = (url: URL): string => `${url.host}/services/…/…${url.pathname.slice(-hintedCharacters)}`;

export type SlackDeliveryResult = { ok: boolean; detail: string };

const answerShown = 120;
const slackTimeoutMs = 10_000;

const unreachable = (error: unknown): string => {
  if (error instanceof Error && error.name === 'TimeoutError') return `No answer within ${slackTimeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return `Unreachable${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
};

/** Posts the message; says what Slack answered (e.g. "HTTP 404 no_service") instead of throwing. */
export const postToSlack = async (url: string, payload: SlackPayload): Promise<SlackDeliveryResult> => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(slackTimeoutMs),
    });
    const answer = singleLine((await response.text()).slice(0, answerShown));
    if (response.ok) return { ok: true, detail: 'Delivered' };
    return { ok: false, detail: `HTTP ${response.status}${answer ? ` ${answer}` : ''}` };
  } catch (error) {
    return { ok: false, detail: unreachable(error) };
  }
};
