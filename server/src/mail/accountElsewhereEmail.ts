import type { OutgoingMail } from './mailer';
import { escapeHtml, inertName, singleLine } from './plainValue';

export type AccountElsewhereMail = { email: string; company: string; signInLink: string };

export const accountElsewhereSubject = 'An invitation to Securo could not be delivered';

/**
 * To an address that already has an account in another organisation, instead of an invitation: nothing changed, and
 * why. It greets nobody by the name the inviter typed, the organisation's name has its link-like text made inert,
 * and every interpolated value is one line (text) or escaped (HTML).
 */
export const accountElsewhereEmail = (mail: AccountElsewhereMail): OutgoingMail => {
  const company = inertName(mail.company);
  const link = singleLine(mail.signInLink);
  const paragraphs = [
    'Hello,',
    `${company} tried to invite this address to join their organisation on Securo.`,
    'This address already has a Securo account, and a Securo account belongs to one organisation only, so the ' +
      'invitation was not delivered: your account, its organisation and its data are unchanged, and no account was made.',
    `If you want to work with ${company} on Securo, ask them to invite another address. If you do not know them, ` +
      'you can ignore this email.',
  ];
  const text = [...paragraphs, `Sign in to your account: ${link}`, 'The Securo team'].join('\n\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Sign in to your account</a></p>
<p>The Securo team</p>
</body></html>`;
  return { to: singleLine(mail.email), subject: accountElsewhereSubject, text, html };
};
