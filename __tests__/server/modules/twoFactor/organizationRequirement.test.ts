import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { addMember, codeAt, nextStep, passwordStep, post } from './twoFactorHelpers';

const t = setupTestApp({ seed: false });

const requireTwoFactor = (token: string, required: boolean) =>
  api(t.app, 'PUT', '/api/organization/two-factor', { token, body: { required } });

describe('the organisation’s two-factor requirement', () => {
  it('is an Admin’s to change: 403 naming the permission for any other role, and nothing changes', async () => {
    const admin = await registerAccount(t.app);
    for (const role of ['Compliance Manager', 'Security Analyst', 'Auditor', 'Viewer'] as const) {
      const member = await addMember(t, admin.organizationId, role);
      const token = await signIn(t.app, member.email, member.password);
      expectFailure(
        await requireTwoFactor(token, true),
        403,
        'Your role does not allow you to change organisation settings (requires organization:manage)',
      );
    }
    const status = await api(t.app, 'GET', '/api/auth/two-factor', { token: admin.token });
    expect(status.json().data.organizationRequired).toBe(false);
  });

  it('once required, asks a member without two-factor to set it up before any session', async () => {
    const admin = await registerAccount(t.app);
    const member = await addMember(t, admin.organizationId);
    const other = await registerAccount(t.app);

    const response = await requireTwoFactor(admin.token, true);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { required: true } });
    const [audit] = (await auditRowsFor(t.db, 'Two-Factor Requirement Changed')).filter(
      (row) => row.organization_id === admin.organizationId,
    );
    expect(audit).toMatchObject({ user_id: admin.id, severity: 'success', category: 'authentication' });
    expect((await api(t.app, 'GET', '/api/auth/two-factor', { token: admin.token })).json().data).toMatchObject({
      organizationRequired: true,
    });

    const { body, challenge } = await passwordStep(t.app, member.email, member.password);
    expect(body).toEqual({
      success: true,
      message: 'Your organisation requires two-factor authentication: set it up to sign in',
      data: { twoFactor: 'enrol', challenge: expect.any(String), expiresAt: expect.any(String) },
    });
    // Another organisation is not affected.
    expect((await passwordStep(t.app, other.email, other.password)).body.token).toEqual(expect.any(String));

    // The enrolment challenge permits enrolment only: it is no session and does not sign in with a code.
    expect((await api(t.app, 'GET', '/api/auth/me', { token: challenge })).statusCode).toBe(401);
    expectFailure(await post(t.app, '/api/auth/login/two-factor', { challenge, code: '123456' }), 401);
    expectFailure(await post(t.app, '/api/auth/login/two-factor/confirm', { challenge, code: '123456' }), 409);

    const setup = await post(t.app, '/api/auth/login/two-factor/setup', { challenge });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const confirm = await post(t.app, '/api/auth/login/two-factor/confirm', {
      challenge,
      code: await codeAt(t, secret),
    });

    expect(confirm.statusCode).toBe(200);
    const { token, data } = confirm.json() as { token: string; data: { recoveryCodes: string[] } };
    expect(data.recoveryCodes).toHaveLength(10);
    const me = await api(t.app, 'GET', '/api/auth/me', { token });
    expect(me.json().data.email).toBe(member.email);
    expect((await api(t.app, 'GET', '/api/auth/two-factor', { token })).json().data).toMatchObject({ enabled: true });
    expectFailure(await post(t.app, '/api/auth/login/two-factor/setup', { challenge }), 401);

    nextStep(t);
    const next = await passwordStep(t.app, member.email, member.password);
    expect(next.body.data.twoFactor).toBe('verify');
    const signedIn = await post(t.app, '/api/auth/login/two-factor', {
      challenge: next.challenge,
      code: await codeAt(t, secret),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('can be lifted: members without two-factor sign in with the password alone again', async () => {
    const admin = await registerAccount(t.app);
    const member = await addMember(t, admin.organizationId);
    await requireTwoFactor(admin.token, true);
    expect((await passwordStep(t.app, member.email, member.password)).body.data.twoFactor).toBe('enrol');

    expect((await requireTwoFactor(admin.token, false)).json()).toEqual({ success: true, data: { required: false } });

    expect((await passwordStep(t.app, member.email, member.password)).body.token).toEqual(expect.any(String));
    const changes = (await auditRowsFor(t.db, 'Two-Factor Requirement Changed')).filter(
      (row) => row.organization_id === admin.organizationId,
    );
    expect(changes.map((row) => row.severity)).toEqual(['success', 'warning']);
  });

  it('refuses a body without a boolean', async () => {
    const admin = await registerAccount(t.app);
    expectFailure(await api(t.app, 'PUT', '/api/organization/two-factor', { token: admin.token, body: {} }), 400);
  });
});
