import type { OutgoingMail } from './mailer';
import { escapeHtml, inertName, singleLine } from './plainValue';

export type SetPasswordMail = { name: string; email: string; company: string; link: string };

type Variant = { subject: string; heading: string; intro: (company: string) => string; action: string };

const variants = {
  welcome: {
    subject: 'Your Securo early access is ready',
    heading: 'Welcome to Securo',
    intro: (company: string) =>
      `Thanks for requesting early access. Your account for ${company} is ready: choose your password to sign in.`,
    action: 'Set your password',
  },
  teamInvite: {
    subject: 'You have been invited to Securo',
    heading: 'Join your team on Securo',
    intro: (company: string) =>
      `You have been invited to join ${company} on Securo. Choose your password to accept the invitation and sign in.`,
    action: 'Accept the invitation',
  },
  passwordReset: {
    subject: 'Reset your Securo password',
    heading: 'Reset your password',
    intro: () => 'A password reset was requested for your Securo account. Choose a new password with the link below.',
    action: 'Choose a new password',
  },
} satisfies Record<string, Variant>;

/**
 * Every interpolated value passes through singleLine (text) or escapeHtml (HTML): no value can forge a line. The
 * names were typed by a tenant and go to an outside address, so their link-like text is made inert too.
 */
const render = (variant: Variant, mail: SetPasswordMail): OutgoingMail => {
  const name = inertName(mail.name);
  const intro = variant.intro(inertName(mail.company));
  const link = singleLine(mail.link);
  const text = [
    `Hi ${name},`,
    '',
    intro,
    '',
    `${variant.action}: ${link}`,
    '',
    'The link works once and expires in 48 hours. If you did not expect this email, ignore it.',
    '',
    'The Securo team',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(variant.heading)}</h1>
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(variant.action)}</a></p>
<p>The link works once and expires in 48 hours. If you did not expect this email, ignore it.</p>
<p>The Securo team</p>
</body></html>`;
  return { to: singleLine(mail.email), subject: variant.subject, text, html };
};

export const welcomeEmail = (mail: SetPasswordMail): OutgoingMail => render(variants.welcome, mail);

export const passwordResetEmail = (mail: SetPasswordMail): OutgoingMail => render(variants.passwordReset, mail);

export const teamInviteEmail = (mail: SetPasswordMail): OutgoingMail => render(variants.teamInvite, mail);
