import type {
  AUDIT_FREQUENCIES,
  FRAMEWORKS,
  INDUSTRIES,
  NOTIFICATION_KEYS,
  RISK_TOLERANCES,
  SETTINGS_TABS,
  TIMEZONES,
} from '@/features/settings/constants';

export type Timezone = (typeof TIMEZONES)[number];
export type Framework = (typeof FRAMEWORKS)[number];
export type RiskTolerance = (typeof RISK_TOLERANCES)[number];
export type AuditFrequency = (typeof AUDIT_FREQUENCIES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** SPEC §3: role is the person's job title, not their access role. */
export type ProfileSettings = {
  name: string;
  email: string;
  role: string;
  company: string;
  phone: string;
  timezone: Timezone;
};

export type PasswordDraft = { currentPassword: string; newPassword: string; confirmPassword: string };

export type NotificationSettings = Record<NotificationKey, boolean>;

export type ComplianceSettings = {
  primaryFramework: Framework;
  autoRemediation: boolean;
  riskTolerance: RiskTolerance;
  auditFrequency: AuditFrequency;
};

export type OrganizationSettings = { name: string; industry: Industry; website: string };

/** What export writes, import accepts and the save endpoint stores: everything but the password form. */
export type PortableSettings = {
  profile: ProfileSettings;
  notifications: NotificationSettings;
  compliance: ComplianceSettings;
  organization: OrganizationSettings;
};

/** SPEC §4: error exists in the machine but nothing sets it. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The session user's fields that seed the profile and organization. */
export type ProfileSeed = Pick<ProfileSettings, 'name' | 'email' | 'role' | 'company'>;
