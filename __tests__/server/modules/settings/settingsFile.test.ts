import { missingPermissionMessage } from '@/contracts/permissions';
import { importMismatchedEmailMessage } from '@/contracts/settings';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { addMember, defaultSettings, notificationRow, organizationSettingsRow } from './settingsHelpers';

const t = setupTestApp({ seed: false });

const exported = async (token: string) => (await api(t.app, 'GET', '/api/settings/export', { token })).json().data;

const changedFile = (file: Record<string, Record<string, unknown>>) => ({
  profile: { ...file.profile, name: 'Imported Name', phone: '+44 20 7946 0000', timezone: 'UTC+0' },
  notifications: { ...file.notifications, emailAlerts: false },
  compliance: { ...file.compliance, primaryFramework: 'ISO27001', auditFrequency: 'monthly' },
  organization: { ...file.organization, industry: 'Manufacturing', domain: 'imported.example' },
});

describe('GET /api/settings/export', () => {
  it('answers the server’s values as the export file', async () => {
    const account = await registerAccount(t.app);
    await api(t.app, 'PUT', '/api/auth/updatedetails', { token: account.token, body: { phone: '555 0100' } });
    expect(await exported(account.token)).toEqual({
      profile: {
        name: account.name,
        email: account.email,
        jobTitle: account.jobTitle,
        phone: '555 0100',
        timezone: 'UTC-5',
      },
      ...defaultSettings,
      organization: { name: account.company, industry: 'Technology', size: null, domain: null },
    });
  });
});

describe('POST /api/settings/import', () => {
  it('applies every part of the file in one go, with one audit row', async () => {
    const account = await registerAccount(t.app);
    const file = changedFile(await exported(account.token));

    const response = await api(t.app, 'POST', '/api/settings/import', { token: account.token, body: file });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      name: 'Imported Name',
      phone: '+44 20 7946 0000',
      timezone: 'UTC+0',
    });
    expect(await exported(account.token)).toEqual(file);
    expect(await notificationRow(t, account.id)).toMatchObject({ email_alerts: 0 });
    expect(await organizationSettingsRow(t, account.organizationId)).toMatchObject({
      primary_framework: 'ISO27001',
      audit_frequency: 'monthly',
      industry: 'Manufacturing',
      domain: 'imported.example',
    });
    const [audit] = (await auditRowsFor(t.db, 'Settings Imported')).filter((row) => row.user_id === account.id);
    expect(audit.details).toContain('name: ' + account.name + ' -> Imported Name');
    expect(audit.details).toContain('primaryFramework: SOC2 -> ISO27001');
  });

  it.each<[string, (file: ReturnType<typeof changedFile>) => unknown, string]>([
    [
      'a bad framework',
      (file) => ({ ...file, compliance: { ...file.compliance, primaryFramework: 'PCI' } }),
      'compliance.primaryFramework must be one of: SOC2, ISO27001, HIPAA, GDPR',
    ],
    [
      'a bad timezone',
      (file) => ({ ...file, profile: { ...file.profile, timezone: 'UTC+9' } }),
      'profile.timezone must be one of: UTC-8, UTC-7, UTC-6, UTC-5, UTC+0',
    ],
    ['a missing section', ({ notifications: _left, ...file }) => file, 'notifications is required'],
    ['not an object', () => [1, 2], 'Request body must be a JSON object'],
  ])('refuses %s with 400 naming the first bad field, and changes nothing', async (_case, spoil, message) => {
    const account = await registerAccount(t.app);
    const before = await exported(account.token);
    expectFailure(
      await api(t.app, 'POST', '/api/settings/import', { token: account.token, body: spoil(changedFile(before)) }),
      400,
      message,
    );
    expect(await exported(account.token)).toEqual(before);
    expect(await notificationRow(t, account.id)).toBeUndefined();
  });

  it('refuses a file of another account’s email: the email changes only with the password', async () => {
    const account = await registerAccount(t.app);
    const file = changedFile(await exported(account.token));
    const body = { ...file, profile: { ...file.profile, email: 'someone.else@example.com' } };
    expectFailure(
      await api(t.app, 'POST', '/api/settings/import', { token: account.token, body }),
      400,
      importMismatchedEmailMessage,
    );
    expect((await exported(account.token)).profile.name).toBe(account.name);
  });

  it('a member who is not an Admin imports their own part, but a file that changes the organisation is refused whole', async () => {
    const account = await registerAccount(t.app);
    const viewer = await addMember(t, account.organizationId, 'Viewer');
    const own = await exported(viewer.token);
    const file = changedFile(own);

    expectFailure(
      await api(t.app, 'POST', '/api/settings/import', { token: viewer.token, body: file }),
      403,
      missingPermissionMessage('organization:manage'),
    );
    expect(await exported(viewer.token)).toEqual(own);

    const ownPartOnly = { ...file, compliance: own.compliance, organization: own.organization };
    expect(
      (await api(t.app, 'POST', '/api/settings/import', { token: viewer.token, body: ownPartOnly })).statusCode,
    ).toBe(200);
    expect(await exported(viewer.token)).toEqual(ownPartOnly);
    expect(await organizationSettingsRow(t, account.organizationId)).toBeUndefined();
  });
});

describe('POST /api/settings/reset', () => {
  it('puts the member’s and (for an Admin) the organisation’s settings back to the defaults; the names stay', async () => {
    const account = await registerAccount(t.app);
    const file = changedFile(await exported(account.token));
    await api(t.app, 'POST', '/api/settings/import', { token: account.token, body: file });

    const response = await api(t.app, 'POST', '/api/settings/reset', { token: account.token, body: {} });

    expect(response.statusCode).toBe(200);
    expect(await exported(account.token)).toEqual({
      profile: { ...file.profile, phone: null, timezone: 'UTC-5' },
      ...defaultSettings,
      organization: { name: account.company, industry: 'Technology', size: null, domain: null },
    });
    expect(await organizationSettingsRow(t, account.organizationId)).toMatchObject({
      primary_framework: 'SOC2',
      industry: 'Technology',
    });
    expect((await auditRowsFor(t.db, 'Settings Reset')).filter((row) => row.user_id === account.id)).toHaveLength(1);
  });

  it('for a member who is not an Admin, resets only their own settings', async () => {
    const account = await registerAccount(t.app);
    await api(t.app, 'PUT', '/api/settings/compliance', {
      token: account.token,
      body: { ...defaultSettings.compliance, primaryFramework: 'GDPR' },
    });
    const auditor = await addMember(t, account.organizationId, 'Auditor');
    await api(t.app, 'PUT', '/api/settings/notifications', {
      token: auditor.token,
      body: { ...defaultSettings.notifications, emailAlerts: false },
    });

    expect((await api(t.app, 'POST', '/api/settings/reset', { token: auditor.token, body: {} })).statusCode).toBe(200);

    const after = await exported(auditor.token);
    expect(after.notifications).toEqual(defaultSettings.notifications);
    expect(after.compliance.primaryFramework).toBe('GDPR');
  });
});
