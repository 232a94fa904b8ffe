import type { OutgoingMail } from '../../mail/mailer';
import { escapeHtml, singleLine } from '../../mail/plainValue';
import type { AlertMessage } from './message';

export type AlertRecipient = { name: string; email: string };

const notificationFooter =
  'You receive this because of your notification settings in Securo (Settings, Notifications).';

/** Every interpolated value passes through singleLine (text) or escapeHtml (HTML): no value can forge a line. */
export const alertEmail = (
  message: AlertMessage,
  recipient: AlertRecipient,
  appUrl: string,
  footer = notificationFooter,
): OutgoingMail => {
  const link = singleLine(new URL(message.action.path, appUrl).toString());
  const items = message.items.map(singleLine);
  const text = [
    `Hi ${singleLine(recipient.name)},`,
    '',
    singleLine(message.intro),
    '',
    ...items.map((item) => `- ${item}`),
    ...(items.length > 0 ? [''] : []),
    `${singleLine(message.action.label)}: ${link}`,
    '',
    singleLine(footer),
  ].join('\n');
  const list = items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(message.heading)}</h1>
<p>Hi ${escapeHtml(recipient.name)},</p>
<p>${escapeHtml(message.intro)}</p>
${list}
<p><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(message.action.label)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: singleLine(recipient.email), subject: singleLine(message.subject), text, html };
};
