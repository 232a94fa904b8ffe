import type { OutgoingMail } from './mailer';
import { escapeHtml, inertName, singleLine } from './plainValue';

export const twoFactorEmailEvents = ['enabled', 'disabled', 'recoveryCodesRegenerated', 'reset'] as const;
export type TwoFactorEmailEvent = (typeof twoFactorEmailEvents)[number];

export type TwoFactorEmail = {
  event: TwoFactorEmailEvent;
  name: string;
  email: string;
  /** ISO time of the change. */
  at: string;
  /** Where the change came from: the member's own browser, or the Admin's who reset it. */
  ip: string;
  userAgent: string | null;
  /** The Admin who reset it; null for the member's own changes. */
  by: string | null;
  settingsUrl: string;
};

type Variant = { subject: string; happened: (mail: TwoFactorEmail) => string; next: string };

const notYou =
  'If this was not you, someone else may be signed in to your account: choose a new password at once ' +
  '(Forgot password on the sign-in page) and tell your administrator.';

const variants: Record<TwoFactorEmailEvent, Variant> = {
  enabled: {
    subject: 'Two-factor authentication was turned on for your Securo account',
    happened: () => 'Two-factor authentication was turned on for your Securo account.',
    next: notYou,
  },
  disabled: {
    subject: 'Two-factor authentication was turned off for your Securo account',
    happened: () => 'Two-factor authentication was turned off for your Securo account: your password alone signs in.',
    next: notYou,
  },
  recoveryCodesRegenerated: {
    subject: 'New recovery codes were made for your Securo account',
    happened: () =>
      'A new set of two-factor recovery codes was made for your Securo account; the earlier codes no longer work.',
    next: notYou,
  },
  reset: {
    subject: 'Your Securo two-factor authentication was reset',
    happened: (mail) =>
      `${mail.by ? inertName(mail.by) : 'An administrator'}, an Admin of your organisation, reset your two-factor authentication: ` +
      'your authenticator and recovery codes no longer work and you were signed out everywhere.',
    next:
      'Sign in with your password; set up two-factor again in your security settings (at sign-in, if your ' +
      'organisation requires it). If you did not ask for this, tell your administrator.',
  },
};

const when = (mail: TwoFactorEmail) =>
  `When: ${mail.at.replace('T', ' ').slice(0, 16)} UTC, from ${mail.ip}` +
  (mail.userAgent ? ` (${inertName(mail.userAgent)})` : '');

/**
 * A security notice to the account's owner. Every interpolated value is made one line (text) or escaped (HTML), and
 * what others typed (names, the browser's user agent) has its link-like text defanged.
 */
export const twoFactorEmail = (mail: TwoFactorEmail): OutgoingMail => {
  const variant = variants[mail.event];
  const name = inertName(mail.name);
  const happened = singleLine(variant.happened(mail));
  const origin = singleLine(when(mail));
  const link = singleLine(mail.settingsUrl);
  const text = [
    `Hi ${name},`,
    '',
    happened,
    origin,
    '',
    variant.next,
    '',
    `Your security settings: ${link}`,
    '',
    'The Securo team',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(happened)}<br>${escapeHtml(origin)}</p>
<p>${escapeHtml(variant.next)}</p>
<p><a href="${escapeHtml(link)}">Your security settings</a></p>
<p>The Securo team</p>
</body></html>`;
  return { to: singleLine(mail.email), subject: variant.subject, text, html };
};
