import type { AlertMessage } from './message';

// Slack's own escaping for text it reads as mrkdwn: only these three characters.
const slackEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Slack caps a section's text at 3,000 characters; a long list stays readable well before that.
const itemsShown = 10;

export type SlackPayload = { text: string; blocks: object[] };

/** The alert as Block Kit blocks, with `text` as the notification's fallback. */
export const slackPayload = (message: AlertMessage, appUrl: string): SlackPayload => {
  const link = new URL(message.action.path, appUrl).toString();
  const shown = message.items.slice(0, itemsShown).map((item) => `• ${slackEscape(item)}`);
  const more = message.items.length - shown.length;
  const list = more > 0 ? [...shown, `…and ${more} more`] : shown;
  return {
    text: message.subject,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: message.heading.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: slackEscape(message.intro) } },
      ...(list.length > 0 ? [{ type: 'section', text: { type: 'mrkdwn', text: list.join('\n') } }] : []),
      {
        type: 'actions',
        elements: [{ type: 'button', text: { type: 'plain_text', text: message.action.label }, url: link }],
      },
    ],
  };
};
