import type { Role } from '@/contracts/enums';
import { missingPermissionMessage } from '@/contracts/permissions';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { addMember, enrol, passwordStep, post } from './twoFactorHelpers';
import { emailsTo, setupTwoFactorMailApp } from './twoFactorMailApp';

const t = setupTwoFactorMailApp();

const reset = (token: string, memberId: string) =>
  post(t.app, `/api/members/${memberId}/two-factor/reset`, undefined, token);

const enabledMemberIds = async (token: string) =>
  (await api(t.app, 'GET', '/api/members/two-factor', { token })).json().data.enabledMemberIds as string[];

/** A member of the organisation with two-factor on, signed in. */
const enrolledMember = async (organizationId: string, role: Role = 'Viewer') => {
  const member = await addMember(t, organizationId, role);
  const token = await signIn(t.app, member.email, member.password);
  await enrol(t, { token, password: member.password });
  await emailsTo(t, member.email);
  t.sent.length = 0;
  return { ...member, token };
};

const resetAudits = (memberId: string) =>
  auditRowsFor(t.db, 'Two-Factor Reset').then((rows) => rows.filter((row) => row.resource === `user:${memberId}`));

describe('an Admin resets a member’s two-factor from access management', () => {
  it('removes it and ends their sessions, audited under the Admin and emailed to the member', async () => {
    const admin = await registerAccount(t.app);
    const member = await enrolledMember(admin.organizationId);
    expect(await enabledMemberIds(admin.token)).toEqual([member.id]);

    const response = await reset(admin.token, member.id);

    expect(response.statusCode).toBe(200);
    const name = (await t.db.selectFrom('users').select('name').where('id', '=', member.id).executeTakeFirstOrThrow())
      .name;
    expect(response.json()).toEqual({
      success: true,
      message: `The two-factor authentication of ${name} was reset; they were signed out everywhere`,
    });
    expect(await enabledMemberIds(admin.token)).toEqual([]);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: member.token })).statusCode).toBe(401);
    expect((await passwordStep(t.app, member.email, member.password)).body.token).toEqual(expect.any(String));
    const left = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(left).toEqual([]);

    const [audit, ...more] = await resetAudits(member.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      organization_id: admin.organizationId,
      user_id: admin.id,
      user_label: admin.name,
      severity: 'warning',
      category: 'authentication',
    });
    expect(audit.details).toContain(`${admin.name} reset the two-factor authentication of ${name}`);

    const [mail, ...others] = await emailsTo(t, member.email);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Your Securo two-factor authentication was reset');
    expect(mail.text).toContain(`${admin.name}, an Admin of your organisation, reset your two-factor authentication`);

    expectFailure(await reset(admin.token, member.id), 409, `${member.email} has no two-factor authentication.`);
  });

  it('answers 403 to a member without users:manage, and changes nothing', async () => {
    const admin = await registerAccount(t.app);
    const member = await enrolledMember(admin.organizationId);
    const manager = await addMember(t, admin.organizationId, 'Compliance Manager');
    const managerToken = await signIn(t.app, manager.email, manager.password);

    expectFailure(await reset(managerToken, member.id), 403, missingPermissionMessage('users:manage'));
    expectFailure(
      await api(t.app, 'GET', '/api/members/two-factor', { token: managerToken }),
      403,
      missingPermissionMessage('users:manage'),
    );

    expect(await enabledMemberIds(admin.token)).toEqual([member.id]);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: member.token })).statusCode).toBe(200);
    expect(await resetAudits(member.id)).toEqual([]);
    expect(await emailsTo(t, member.email)).toEqual([]);
  });

  it('answers 404 for another organisation’s member or an unknown id, and changes nothing', async () => {
    const admin = await registerAccount(t.app);
    const member = await enrolledMember(admin.organizationId);
    const otherAdmin = await registerAccount(t.app);

    expectFailure(await reset(otherAdmin.token, member.id), 404, 'User not found');
    expectFailure(await reset(admin.token, crypto.randomUUID()), 404, 'User not found');
    expectFailure(await reset(admin.token, 'not-an-id'), 400, /id/);

    expect(await enabledMemberIds(otherAdmin.token)).toEqual([]);
    expect(await enabledMemberIds(admin.token)).toEqual([member.id]);
    expect(await resetAudits(member.id)).toEqual([]);
    expect(await emailsTo(t, member.email)).toEqual([]);
  });

  it('is not for the Admin’s own account', async () => {
    const admin = await registerAccount(t.app);
    await enrol(t, admin);

    expectFailure(await reset(admin.token, admin.id), 403, /cannot reset your own two-factor authentication/);

    expect(await enabledMemberIds(admin.token)).toEqual([admin.id]);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: admin.token })).statusCode).toBe(200);
  });
});
