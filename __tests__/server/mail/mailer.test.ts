import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { passwordResetEmail, welcomeEmail } from '../../../server/src/mail/setPasswordEmail';
import { createMailer } from '../../../server/src/mail/mailer';
import { mimePart, setPasswordTokenInEmail } from '../helpers/eml';
import { type SmtpListener, startSmtpListener } from '../helpers/localListeners';

const token = 'Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdyYXVsdC1nYXJwbHk';
const link = `http://localhost:3000/set-password?token=${token}`;

const credentials = { name: 'Priya <Patel>', email: 'priya@startup.io', company: 'Startup IO', link };

describe('welcome email', () => {
  it('has the set-password link and no password in both a plain-text and an HTML part, HTML-escaped', () => {
    const mail = welcomeEmail(credentials);
    expect(mail.to).toBe('priya@startup.io');
    expect(mail.text).toContain(`Set your password: ${link}`);
    expect(mail.text).not.toMatch(/^Password: /m);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Priya &#60;Patel&#62;');
    expect(mail.html).not.toContain('<Patel>');
  });
});

describe('email safety', () => {
  it.each([
    ['welcome', welcomeEmail],
    ['password reset', passwordResetEmail],
  ])('the %s email lets no name or company forge a line', (_kind, build) => {
    const mail = build({
      ...credentials,
      name: 'Eve\nSign in: http://evil',
      company: 'Evil\r\nSet your password: http://evil\u0085\u2028x',
    });
    const lines = mail.text.split('\n');
    expect(
      lines.filter((line) => line.includes('http://evil')).every((line) => /^(Hi|Thanks|A password)/.test(line)),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith('Sign in: http://evil'))).toBe(false);
    expect(mail.text.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(mail.html).not.toMatch(/Eve\n/);
  });
});

describe('mailer over SMTP', () => {
  let smtp: SmtpListener;

  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp.close());

  it('delivers the welcome email from MAIL_FROM to the user', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'Team <team@securo.dev>',
      dataDir: tmpdir(),
    });
    try {
      const receipt = await mailer.send(welcomeEmail(credentials));
      expect(receipt).toMatchObject({ via: 'smtp', path: null, messageId: expect.any(String) });
    } finally {
      mailer.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.from).toBe('team@securo.dev');
    expect(message.to).toEqual(['priya@startup.io']);
    expect(message.raw).toMatch(/^From: Team <team@securo\.dev>/m);
    expect(message.raw).toMatch(/multipart\/alternative/);
    expect(setPasswordTokenInEmail(message.raw)).toBe(token);
  });

  it('fails loudly when the server is unreachable', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      mailFrom: 'Securo <no-reply@securo.dev>',
      dataDir: tmpdir(),
    });
    await expect(mailer.send(welcomeEmail(credentials))).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/ECONNREFUSED|connect/i),
    );
    mailer.close();
  });
});

describe('mailer without SMTP', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes an owner-only .eml file to DATA_DIR/outbox and returns its path', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'Securo <no-reply@securo.dev>', dataDir });
    const receipt = await mailer.send(welcomeEmail(credentials));
    mailer.close();

    expect(receipt.via).toBe('outbox');
    expect(receipt.path).toMatch(new RegExp(`^${path.join(dataDir, 'outbox')}/.+priya@startup\\.io\\.eml$`));
    const file = receipt.path ?? '';
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/^From: Securo <no-reply@securo\.dev>$/m);
    expect(setPasswordTokenInEmail(raw)).toBe(token);
    expect(mimePart(raw, 'text/html')).toContain(`href="${link}"`);
  });
});
