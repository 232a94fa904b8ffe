import { createHash } from 'node:crypto';
import { demoAccount } from '../../../../server/src/demo/seed';
import type { OutgoingMail } from '../../../../server/src/mail/mailer';
import { emailChangeSubjects } from '../../../../server/src/mail/emailChangeEmail';
import {
  emailChangeActions,
  emailTakenAtVerificationMessage,
  emailVerifiedMessage,
} from '../../../../server/src/modules/auth/emailChange';
import { invalidLinkMessage } from '../../../../server/src/modules/passwordTokens/tokens';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { appUrl, setupPasswordApp } from '../passwordTokens/passwordApp';

const t = setupPasswordApp();
const day = 24 * 60 * 60 * 1000;

const update = (token: string, body: unknown) => api(t.app, 'PUT', '/api/auth/updatedetails', { token, body });
const verify = (token: string) => api(t.app, 'POST', '/api/auth/verify-email', { body: { token } });
const login = (email: string, password: string) => api(t.app, 'POST', '/api/auth/login', { body: { email, password } });
const me = async (token: string) => (await api(t.app, 'GET', '/api/auth/me', { token })).json().data;
const emailOf = async (id: string) =>
  (await t.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

const mailTo = (to: string, subject: string): OutgoingMail => {
  const mail = [...t.sent].reverse().find((sent) => sent.to === to && sent.subject === subject);
  if (!mail) throw new Error(`no "${subject}" email to ${to}`);
  return mail;
};

const linkTokenIn = (mail: OutgoingMail): string => {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)$/m.exec(mail.text);
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return match[1];
};

/** A new account that asked to move to `newEmail`: its details and the link's token. */
const requestMove = async (newEmail: string) => {
  const account = await registerAccount(t.app);
  const response = await update(account.token, { email: newEmail, currentPassword: account.password });
  expect(response.statusCode).toBe(200);
  return { account, response, link: linkTokenIn(mailTo(newEmail, emailChangeSubjects.verify)) };
};

describe('changing the email', () => {
  it('keeps the current email, stores the change hashed and emails the new and the current address', async () => {
    const account = await registerAccount(t.app);
    const response = await update(account.token, {
      name: 'Moving Person',
      email: '  Moved.Here@Example.COM ',
      currentPassword: account.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        name: 'Moving Person',
        email: account.email,
        pendingEmail: 'moved.here@example.com',
      }),
    });
    expect(await emailOf(account.id)).toBe(account.email);
    expectFailure(await login('moved.here@example.com', account.password), 401);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect(await me(account.token)).toMatchObject({ email: account.email, pendingEmail: 'moved.here@example.com' });

    const verification = mailTo('moved.here@example.com', emailChangeSubjects.verify);
    expect(verification.text).toContain(`${appUrl}/verify-email?token=`);
    expect(verification.html).toContain(`href="${appUrl}/verify-email?token=`);
    const link = linkTokenIn(verification);
    const stored = await t.database.db
      .selectFrom('email_changes')
      .selectAll()
      .where('user_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(link).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(link);
    const notice = mailTo(account.email, emailChangeSubjects.requested);
    expect(notice.text).toContain('to moved.here@example.com was requested');
    expect(notice.text).not.toContain('verify-email');

    const [requested] = (await auditRowsFor(t.database.db, emailChangeActions.requested)).filter(
      (row) => row.user_id === account.id,
    );
    expect(requested).toMatchObject({ category: 'authentication', severity: 'info' });
    expect(requested.details).toContain(`from ${account.email} to moved.here@example.com`);
    const [profile] = (await auditRowsFor(t.database.db, 'Profile Updated')).filter(
      (row) => row.user_id === account.id,
    );
    expect(profile.details).toBe(`Moving Person updated their profile: name: ${account.name} -> Moving Person`);
  });

  it('moves the account when the link is followed, once, audited, and tells the address it had', async () => {
    const { account, link } = await requestMove('confirmed.move@example.com');

    const confirmed = await verify(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: emailVerifiedMessage('confirmed.move@example.com') });
    expect(await emailOf(account.id)).toBe('confirmed.move@example.com');
    expect((await login('confirmed.move@example.com', account.password)).statusCode).toBe(200);
    expectFailure(await login(account.email, account.password), 401);
    const [changed] = (await auditRowsFor(t.database.db, emailChangeActions.changed)).filter(
      (row) => row.user_id === account.id,
    );
    expect(changed).toMatchObject({ category: 'authentication', severity: 'success' });
    expect(changed.details).toBe(
      `${account.name} confirmed their new email: ${account.email} -> confirmed.move@example.com`,
    );
    expect(mailTo(account.email, emailChangeSubjects.changed).text).toContain(
      'email is now confirmed.move@example.com',
    );
    expect((await me(account.token)).pendingEmail).toBeNull();

    expectFailure(await verify(link), 400, invalidLinkMessage);
  });

  it('answers an address that already has an account like any other, and refuses it when the link is followed', async () => {
    const free = await requestMove('nobody.yet@example.com');
    const taken = await requestMove(demoAccount.email);

    expect(Object.keys(taken.response.json().data).sort()).toEqual(Object.keys(free.response.json().data).sort());
    expect(taken.response.json().data).toMatchObject({ email: taken.account.email, pendingEmail: demoAccount.email });
    expect(taken.response.body).not.toMatch(/already|Alex Morgan/);

    expectFailure(await verify(taken.link), 409, emailTakenAtVerificationMessage);
    expect(await emailOf(taken.account.id)).toBe(taken.account.email);
    expectFailure(await verify(taken.link), 400, invalidLinkMessage);
  });

  it('refuses the change when another account took the address before the link was followed', async () => {
    const { account, link } = await requestMove('contested@example.com');
    await registerAccount(t.app, { email: 'contested@example.com' });

    expectFailure(await verify(link), 409, emailTakenAtVerificationMessage);
    expect(await emailOf(account.id)).toBe(account.email);
    expect((await me(account.token)).pendingEmail).toBeNull();
  });

  it('keeps only the latest link, which expires after 48 hours', async () => {
    const { account, link: first } = await requestMove('first.choice@example.com');
    await update(account.token, { email: 'second.choice@example.com', currentPassword: account.password });
    const second = linkTokenIn(mailTo('second.choice@example.com', emailChangeSubjects.verify));

    expectFailure(await verify(first), 400, invalidLinkMessage);
    t.clock.advance(2 * day + 1000);
    expectFailure(await verify(second), 400, invalidLinkMessage);
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it('cannot set a password with an email link, nor confirm with a made-up one', async () => {
    const { link } = await requestMove('no.password@example.com');
    expectFailure(
      await api(t.app, 'POST', '/api/auth/set-password', { body: { token: link, password: 'taken-over-horse' } }),
      400,
    );
    expectFailure(await verify('not-a-real-token'), 400, invalidLinkMessage);
    expectFailure(await verify(''), 400, /token/);
  });
});
