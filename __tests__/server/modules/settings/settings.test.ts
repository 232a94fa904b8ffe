import { missingPermissionMessage } from '@/contracts/permissions';
import {
  organizationAuditFrequency,
  userNotificationPreferences,
} from '../../../../server/src/modules/settings/preferences';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { addMember, defaultSettings, notificationRow, organizationSettingsRow } from './settingsHelpers';

const t = setupTestApp({ seed: false });

const notifications = { ...defaultSettings.notifications, weeklyReports: false, complianceUpdates: true };
const compliance = {
  primaryFramework: 'HIPAA',
  autoRemediation: true,
  riskTolerance: 'high',
  auditFrequency: 'daily',
  allowSelfReview: false,
};
const organization = { name: 'Renamed Co', industry: 'Healthcare', size: '51-200', domain: ' Acme.Example ' };

describe('GET /api/settings', () => {
  it('answers the SPEC §9 defaults for a new organisation and member, with no rows written', async () => {
    const account = await registerAccount(t.app);
    const response = await api(t.app, 'GET', '/api/settings', { token: account.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        ...defaultSettings,
        organization: { name: account.company, industry: 'Technology', size: null, domain: null },
      },
    });
    expect(await organizationSettingsRow(t, account.organizationId)).toBeUndefined();
    expect(await notificationRow(t, account.id)).toBeUndefined();
  });
});

describe('PUT /api/settings/notifications', () => {
  it('saves the member’s own preferences and audits each change before -> after', async () => {
    const account = await registerAccount(t.app);
    const viewer = await addMember(t, account.organizationId, 'Viewer');

    const response = await api(t.app, 'PUT', '/api/settings/notifications', {
      token: viewer.token,
      body: notifications,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.notifications).toEqual(notifications);
    expect(await notificationRow(t, viewer.id)).toMatchObject({
      weekly_reports: 0,
      compliance_updates: 1,
      email_alerts: 1,
    });
    expect(await notificationRow(t, account.id)).toBeUndefined();
    const [audit] = (await auditRowsFor(t.db, 'Notification Settings Updated')).filter(
      (row) => row.user_id === viewer.id,
    );
    expect(audit.details).toBe(
      'Viewer member changed their notifications: weeklyReports: on -> off; complianceUpdates: off -> on',
    );
    expect(await userNotificationPreferences(t.db, viewer.id)).toEqual(notifications);
    expect(await userNotificationPreferences(t.db, account.id)).toEqual(defaultSettings.notifications);
  });

  it.each<[string, unknown, string]>([
    ['a missing key', { ...notifications, systemMaintenance: undefined }, 'systemMaintenance is required'],
    ['a string for a flag', { ...notifications, emailAlerts: 'yes' }, 'emailAlerts must be a boolean'],
  ])('refuses %s with 400 naming the field', async (_case, body, message) => {
    const account = await registerAccount(t.app);
    expectFailure(await api(t.app, 'PUT', '/api/settings/notifications', { token: account.token, body }), 400, message);
    expect(await notificationRow(t, account.id)).toBeUndefined();
  });
});

describe('PUT /api/settings/compliance and /api/settings/organization', () => {
  it('an Admin saves both; rows, the organisation’s name and audit rows follow', async () => {
    const account = await registerAccount(t.app);

    const saved = await api(t.app, 'PUT', '/api/settings/compliance', { token: account.token, body: compliance });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.compliance).toEqual(compliance);
    const renamed = await api(t.app, 'PUT', '/api/settings/organization', { token: account.token, body: organization });
    expect(renamed.json().data.organization).toEqual({ ...organization, domain: 'acme.example' });

    expect(await organizationSettingsRow(t, account.organizationId)).toMatchObject({
      primary_framework: 'HIPAA',
      auto_remediation: 1,
      risk_tolerance: 'high',
      audit_frequency: 'daily',
      industry: 'Healthcare',
      size: '51-200',
      domain: 'acme.example',
    });
    const org = await t.db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', account.organizationId)
      .executeTakeFirst();
    expect(org?.name).toBe('Renamed Co');
    expect((await api(t.app, 'GET', '/api/auth/me', { token: account.token })).json().data.company).toBe('Renamed Co');
    expect(await organizationAuditFrequency(t.db, account.organizationId)).toBe('daily');

    const [complianceAudit] = (await auditRowsFor(t.db, 'Compliance Settings Updated')).filter(
      (row) => row.organization_id === account.organizationId,
    );
    expect(complianceAudit).toMatchObject({ category: 'compliance', user_id: account.id });
    expect(complianceAudit.details).toContain('primaryFramework: SOC2 -> HIPAA');
    expect(complianceAudit.details).toContain('auditFrequency: weekly -> daily');
    const [organizationAudit] = (await auditRowsFor(t.db, 'Organization Settings Updated')).filter(
      (row) => row.organization_id === account.organizationId,
    );
    expect(organizationAudit.details).toContain(`name: ${account.company} -> Renamed Co`);
  });

  it.each(['Compliance Manager', 'Security Analyst', 'Auditor', 'Viewer'] as const)(
    'a %s gets 403 naming organization:manage and nothing changes',
    async (role) => {
      const account = await registerAccount(t.app);
      const member = await addMember(t, account.organizationId, role);
      for (const [url, body] of [
        ['/api/settings/compliance', compliance],
        ['/api/settings/organization', organization],
      ] as const) {
        expectFailure(
          await api(t.app, 'PUT', url, { token: member.token, body }),
          403,
          missingPermissionMessage('organization:manage'),
        );
      }
      expect(await organizationSettingsRow(t, account.organizationId)).toBeUndefined();
    },
  );

  it.each<[string, string, unknown, string]>([
    [
      'an unknown framework',
      '/api/settings/compliance',
      { ...compliance, primaryFramework: 'PCI' },
      'primaryFramework must be one of: SOC2, ISO27001, HIPAA, GDPR',
    ],
    [
      'an unknown audit frequency',
      '/api/settings/compliance',
      { ...compliance, auditFrequency: 'hourly' },
      'auditFrequency must be one of: daily, weekly, monthly',
    ],
    [
      'an industry SPEC §9 does not list',
      '/api/settings/organization',
      { ...organization, industry: 'E-commerce' },
      'industry must be one of: Technology, Healthcare, Financial Services, Manufacturing, Other',
    ],
    ['a blank name', '/api/settings/organization', { ...organization, name: ' ' }, 'name is required'],
    [
      'a domain that is a URL',
      '/api/settings/organization',
      { ...organization, domain: 'https://acme.example/' },
      'domain must be a domain name such as example.com',
    ],
    [
      'an unknown size',
      '/api/settings/organization',
      { ...organization, size: '10000+' },
      'size must be one of: 1-10, 11-50, 51-200, 201-500, 500+',
    ],
  ])('refuses %s with 400 naming the field', async (_case, url, body, message) => {
    const account = await registerAccount(t.app);
    expectFailure(await api(t.app, 'PUT', url, { token: account.token, body }), 400, message);
    expect(await organizationSettingsRow(t, account.organizationId)).toBeUndefined();
  });

  it('keeps organisations apart: one’s settings are not another’s', async () => {
    const first = await registerAccount(t.app);
    const second = await registerAccount(t.app);
    await api(t.app, 'PUT', '/api/settings/compliance', { token: first.token, body: compliance });
    const other = await api(t.app, 'GET', '/api/settings', { token: second.token });
    expect(other.json().data.compliance).toEqual(defaultSettings.compliance);
    expect(other.json().data.organization.name).toBe(second.company);
  });

  it('an unchanged save writes no audit row', async () => {
    const account = await registerAccount(t.app);
    const body = defaultSettings.compliance;
    expect((await api(t.app, 'PUT', '/api/settings/compliance', { token: account.token, body })).statusCode).toBe(200);
    const rows = (await auditRowsFor(t.db, 'Compliance Settings Updated')).filter(
      (row) => row.organization_id === account.organizationId,
    );
    expect(rows).toEqual([]);
  });
});
