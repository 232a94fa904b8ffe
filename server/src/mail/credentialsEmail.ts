import type { OutgoingMail } from './mailer';

export type Credentials = { name: string; email: string; password: string; company: string; appUrl: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Variant = { subject: string; heading: string; intro: (c: Credentials) => string };

const variants = {
  welcome: {
    subject: 'Your Securo early access is ready',
    heading: 'Welcome to Securo',
    intro: (c: Credentials) =>
      `Thanks for requesting early access. Your account for ${c.company} is ready: sign in with the credentials below.`,
  },
  passwordReset: {
    subject: 'Your new Securo password',
    heading: 'Your password was reset',
    intro: () => 'An administrator reset your Securo password. Sign in with the new credentials below.',
  },
} satisfies Record<string, Variant>;

const render = (variant: Variant, c: Credentials): OutgoingMail => {
  const loginUrl = `${c.appUrl}/login`;
  const text = [
    `Hi ${c.name},`,
    '',
    variant.intro(c),
    '',
    `Sign in: ${loginUrl}`,
    `Email: ${c.email}`,
    `Password: ${c.password}`,
    '',
    'Please change your password after signing in (Settings > Security).',
    '',
    'The Securo team',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(variant.heading)}</h1>
<p>Hi ${escapeHtml(c.name)},</p>
<p>${escapeHtml(variant.intro(c))}</p>
<table style="border-collapse:collapse;margin:16px 0">
<tr><td style="padding:4px 12px 4px 0">Email</td><td><code>${escapeHtml(c.email)}</code></td></tr>
<tr><td style="padding:4px 12px 4px 0">Password</td><td><code>${escapeHtml(c.password)}</code></td></tr>
</table>
<p><a href="${escapeHtml(loginUrl)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in to Securo</a></p>
<p>Please change your password after signing in (Settings &gt; Security).</p>
<p>The Securo team</p>
</body></html>`;
  return { to: c.email, subject: variant.subject, text, html };
};

export const welcomeEmail = (credentials: Credentials): OutgoingMail => render(variants.welcome, credentials);

export const passwordResetEmail = (credentials: Credentials): OutgoingMail =>
  render(variants.passwordReset, credentials);
