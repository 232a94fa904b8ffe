import type { OutgoingMail } from './mailer';
import { escapeHtml, inertName, singleLine } from './plainValue';

export type EmailChangeMail = { name: string; oldEmail: string; newEmail: string };

const notYou =
  'If this was not you, someone else may be signed in to your account: choose a new password at once ' +
  '(Forgot password on the sign-in page) and tell your administrator.';

export const emailChangeSubjects = {
  verify: 'Confirm your new email for Securo',
  requested: 'A change of your Securo email was requested',
  changed: 'Your Securo email was changed',
} as const;

type Message = { to: string; subject: string; paragraphs: string[]; link?: { label: string; url: string } };

/** Every interpolated value is made one line (text) or escaped (HTML): no value can forge a line or markup. */
const render = ({ to, subject, paragraphs, link }: Message): OutgoingMail => {
  const lines = paragraphs.map(singleLine);
  const url = link && singleLine(link.url);
  const text = [...lines, ...(link ? [`${link.label}: ${url}`] : []), 'The Securo team'].join('\n\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${link && url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(link.label)}</a></p>\n` : ''}<p>The Securo team</p>
</body></html>`;
  return { to: singleLine(to), subject, text, html };
};

/** To the new address: the one-time link that makes the change. */
export const verifyNewEmail = (mail: EmailChangeMail, link: string): OutgoingMail =>
  render({
    to: mail.newEmail,
    subject: emailChangeSubjects.verify,
    paragraphs: [
      `Hi ${inertName(mail.name)},`,
      'You asked to use this address for your Securo account. Your account keeps its current email until you ' +
        'confirm this one with the link below.',
      'The link works once and expires in 48 hours. If you did not ask for this, ignore this email: nothing changes.',
    ],
    link: { label: 'Confirm your new email', url: link },
  });

/** To the current address, when the change is asked for: it can still be stopped by securing the account. */
export const emailChangeRequested = (mail: EmailChangeMail): OutgoingMail =>
  render({
    to: mail.oldEmail,
    subject: emailChangeSubjects.requested,
    paragraphs: [
      `Hi ${inertName(mail.name)},`,
      `A change of your Securo account's email to ${mail.newEmail} was requested. It takes effect only once that ` +
        'address confirms it; until then you sign in with this one.',
      notYou,
    ],
  });

/** To the address the account had, once the new one confirmed the change. */
export const emailChanged = (mail: EmailChangeMail): OutgoingMail =>
  render({
    to: mail.oldEmail,
    subject: emailChangeSubjects.changed,
    paragraphs: [
      `Hi ${inertName(mail.name)},`,
      `Your Securo account's email is now ${mail.newEmail}: sign in with it from now on. This address no longer ` +
        'signs in to it.',
      notYou,
    ],
  });
