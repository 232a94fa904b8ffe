// SPEC §9's settings option lists and defaults, free of zod: the server and the app both load this file.
import { defaultFramework, type FrameworkId } from './enums';
import { COMPANY_SIZES } from './wishlistOptions';

export const TIMEZONES = ['UTC-8', 'UTC-7', 'UTC-6', 'UTC-5', 'UTC+0'] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: Timezone = 'UTC-5';

export const RISK_TOLERANCES = ['low', 'medium', 'high'] as const;
export type RiskTolerance = (typeof RISK_TOLERANCES)[number];

export const AUDIT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type AuditFrequency = (typeof AUDIT_FREQUENCIES)[number];

export const ORGANIZATION_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'Manufacturing',
  'Other',
] as const;
export type OrganizationIndustry = (typeof ORGANIZATION_INDUSTRIES)[number];

/** The early-access form's company sizes. */
export const ORGANIZATION_SIZES = COMPANY_SIZES;
export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];

export const NOTIFICATION_KEYS = [
  'emailAlerts',
  'criticalIssues',
  'weeklyReports',
  'complianceUpdates',
  'systemMaintenance',
  'mentions',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationPreferences = Record<NotificationKey, boolean>;

/** SPEC §9: every notification on except compliance updates; mentions in comments too. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  emailAlerts: true,
  criticalIssues: true,
  weeklyReports: true,
  complianceUpdates: false,
  systemMaintenance: true,
  mentions: true,
};

/** SPEC §9: an organisation's compliance preferences before anyone saved them. */
export const DEFAULT_COMPLIANCE: {
  primaryFramework: FrameworkId;
  autoRemediation: boolean;
  riskTolerance: RiskTolerance;
  auditFrequency: AuditFrequency;
  allowSelfReview: boolean;
} = {
  primaryFramework: defaultFramework,
  autoRemediation: false,
  riskTolerance: 'medium',
  auditFrequency: 'weekly',
  allowSelfReview: false,
};
