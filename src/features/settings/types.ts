import type { FrameworkId } from '@/contracts/enums';
import type {
  AuditFrequency,
  NotificationKey,
  OrganizationIndustry,
  OrganizationSize,
  RiskTolerance,
  Timezone,
} from '@/contracts/settingsOptions';
import type { SETTINGS_TABS } from '@/features/settings/constants';

export type { NotificationKey, Timezone };
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** SPEC §3: role is the person's job title, not their access role; company is the organisation's name. */
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
  primaryFramework: FrameworkId;
  autoRemediation: boolean;
  riskTolerance: RiskTolerance;
  auditFrequency: AuditFrequency;
  allowSelfReview: boolean;
};

/** Text fields as the form holds them: '' for "not set". */
export type OrganizationSettings = {
  name: string;
  industry: OrganizationIndustry;
  size: OrganizationSize | '';
  domain: string;
};

/** The form's draft: everything but the password form, which never leaves its component. */
export type SettingsDraft = {
  profile: ProfileSettings;
  notifications: NotificationSettings;
  compliance: ComplianceSettings;
  organization: OrganizationSettings;
};

/** SPEC §4: idle -> saving -> saved (2 s) -> idle; error when the server refused a save. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
