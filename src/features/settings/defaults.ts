import type { SessionUser } from '@/contracts/auth';
import type { StoredSettings } from '@/contracts/settings';
import type { PasswordDraft, ProfileSettings, SettingsDraft } from '@/features/settings/types';

export const emptyPasswordDraft: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const profileOf = (user: SessionUser): ProfileSettings => ({
  name: user.name,
  email: user.email,
  role: user.jobTitle ?? '',
  company: user.company,
  phone: user.phone ?? '',
  timezone: user.timezone,
});

/** The form's draft from what the server holds: the signed-in user and their settings. */
export const draftFrom = (user: SessionUser, settings: StoredSettings): SettingsDraft => ({
  profile: profileOf(user),
  notifications: settings.notifications,
  compliance: settings.compliance,
  organization: {
    name: settings.organization.name,
    industry: settings.organization.industry,
    size: settings.organization.size ?? '',
    domain: settings.organization.domain ?? '',
  },
});
