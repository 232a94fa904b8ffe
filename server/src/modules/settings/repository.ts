import type { Db } from '../../db/database';
import type { NotificationPreferencesTable, OrganizationSettingsTable } from '../../db/schema';
import type { ComplianceSettings, NotificationSettings, OrganizationSettings } from '@/contracts/settings';
import { DEFAULT_COMPLIANCE, DEFAULT_NOTIFICATIONS } from '@/contracts/settingsOptions';

export const defaultOrganizationProfile: Omit<OrganizationSettings, 'name'> = {
  industry: 'Technology',
  size: null,
  domain: null,
};

type OrganizationSettingsRow = Omit<OrganizationSettingsTable, 'organization_id' | 'updated_at'>;

const flag = (value: boolean) => (value ? 1 : 0);

export type OrganizationSettingsRecord = { compliance: ComplianceSettings; organization: OrganizationSettings };

export const readOrganizationSettings = async (db: Db, organizationId: string): Promise<OrganizationSettingsRecord> => {
  const row = await db
    .selectFrom('organizations')
    .leftJoin('organization_settings', 'organization_settings.organization_id', 'organizations.id')
    .select([
      'organizations.name',
      'organization_settings.primary_framework',
      'organization_settings.auto_remediation',
      'organization_settings.risk_tolerance',
      'organization_settings.audit_frequency',
      'organization_settings.industry',
      'organization_settings.size',
      'organization_settings.domain',
      'organization_settings.allow_self_review',
    ])
    .where('organizations.id', '=', organizationId)
    .executeTakeFirstOrThrow();
  if (row.primary_framework === null) {
    return { compliance: DEFAULT_COMPLIANCE, organization: { name: row.name, ...defaultOrganizationProfile } };
  }
  return {
    compliance: {
      primaryFramework: row.primary_framework,
      autoRemediation: row.auto_remediation === 1,
      riskTolerance: row.risk_tolerance ?? DEFAULT_COMPLIANCE.riskTolerance,
      auditFrequency: row.audit_frequency ?? DEFAULT_COMPLIANCE.auditFrequency,
      allowSelfReview: row.allow_self_review === 1,
    },
    organization: {
      name: row.name,
      industry: row.industry ?? defaultOrganizationProfile.industry,
      size: row.size,
      domain: row.domain,
    },
  };
};

/** Stores the organisation's name and settings whole (an insert the first time). */
export const writeOrganizationSettings = async (
  db: Db,
  organizationId: string,
  { compliance, organization }: OrganizationSettingsRecord,
  now: string,
): Promise<void> => {
  const values: OrganizationSettingsRow = {
    primary_framework: compliance.primaryFramework,
    auto_remediation: flag(compliance.autoRemediation),
    risk_tolerance: compliance.riskTolerance,
    audit_frequency: compliance.auditFrequency,
    allow_self_review: flag(compliance.allowSelfReview),
    industry: organization.industry,
    size: organization.size,
    domain: organization.domain,
  };
  await db
    .insertInto('organization_settings')
    .values({ organization_id: organizationId, ...values, updated_at: now })
    .onConflict((conflict) => conflict.column('organization_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
  await db
    .updateTable('organizations')
    .set({ name: organization.name, updated_at: now })
    .where('id', '=', organizationId)
    .where('name', '!=', organization.name)
    .execute();
};

export const readNotificationPreferences = async (db: Db, userId: string): Promise<NotificationSettings> => {
  const row = await db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_NOTIFICATIONS };
  return {
    emailAlerts: row.email_alerts === 1,
    criticalIssues: row.critical_issues === 1,
    weeklyReports: row.weekly_reports === 1,
    complianceUpdates: row.compliance_updates === 1,
    systemMaintenance: row.system_maintenance === 1,
    mentions: row.mentions === 1,
  };
};

export const writeNotificationPreferences = async (
  db: Db,
  userId: string,
  preferences: NotificationSettings,
  now: string,
): Promise<void> => {
  const values: Omit<NotificationPreferencesTable, 'user_id'> = {
    email_alerts: flag(preferences.emailAlerts),
    critical_issues: flag(preferences.criticalIssues),
    weekly_reports: flag(preferences.weeklyReports),
    compliance_updates: flag(preferences.complianceUpdates),
    system_maintenance: flag(preferences.systemMaintenance),
    mentions: flag(preferences.mentions),
    updated_at: now,
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
};
