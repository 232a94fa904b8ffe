import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountElsewhereEmail } from '../../../server/src/mail/accountElsewhereEmail';
import { createMailer } from '../../../server/src/mail/mailer';
import { teamInviteEmail } from '../../../server/src/mail/setPasswordEmail';
import { mimePart, readEml } from '../helpers/eml';

const link = 'http://localhost:3000/set-password?token=abc';
const company = 'Acme <b>Billing</b> https://evil.example/login & www.evil.example';
const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-outbox-'));
const mailer = createMailer({ smtpUrl: null, mailFrom: 'Securo <no-reply@securo.dev>', dataDir });
afterAll(() => {
  mailer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The plain-text and HTML parts of the message as the outbox wrote it. */
const delivered = async (mail: Parameters<typeof mailer.send>[0]) => {
  const raw = readEml((await mailer.send(mail)).path as string);
  return { text: mimePart(raw, 'text/plain'), html: mimePart(raw, 'text/html') };
};

/** Everything a mail client could turn into a link, once the one link we put there on purpose is taken out. */
const linkables = (part: string) =>
  part
    .replace(link, '')
    .replace(/href="[^"]*"/g, '')
    .replace('http://localhost:3000/login', '')
    .match(/[a-z]+:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}\//gi);

describe("a tenant's organisation name in the platform's emails", () => {
  it('is shown with its link-like text inert in the invitation, and HTML-escaped', async () => {
    const { text, html } = await delivered(
      teamInviteEmail({ name: 'Casey', email: 'casey@example.com', company, link }),
    );

    expect(text).toContain('join Acme <b>Billing</b> https[:]//evil[.]example/login & www[.]evil[.]example on Securo');
    expect(linkables(text)).toBeNull();
    expect(html).toContain(
      'Acme &#60;b&#62;Billing&#60;/b&#62; https[:]//evil[.]example/login &#38; www[.]evil[.]example',
    );
    expect(html).not.toContain('<b>');
    expect(linkables(html)).toBeNull();
    expect(html).toContain(`href="${link}"`);
  });

  it('is inert and escaped in the notice to an address with an account elsewhere', async () => {
    const { text, html } = await delivered(
      accountElsewhereEmail({ email: 'owner@example.com', company, signInLink: 'http://localhost:3000/login' }),
    );
    expect(text).toContain('Acme <b>Billing</b> https[:]//evil[.]example/login & www[.]evil[.]example tried');
    expect(linkables(text)).toBeNull();
    expect(html).not.toContain('<b>');
    expect(linkables(html)).toBeNull();
  });

  it('leaves an ordinary name exactly as it was typed', async () => {
    const { text } = await delivered(
      teamInviteEmail({ name: 'Casey', email: 'casey@example.com', company: 'J.P. Morgan & Co.', link }),
    );
    expect(text).toContain('join J.P. Morgan & Co. on Securo');
  });
});
