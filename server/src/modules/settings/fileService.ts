import { AppError } from '../../core/appError';
import { changedFields, describeChanges, type FieldChange } from '../../lib/changeSummary';
import { isoNow } from '../../lib/clock';
import type { AppDeps } from '../../core/appDeps';
import type { ClientInfo } from '../../core/actor';
import { profilePatch, toSessionUser } from '../auth';
import { updateUser, type UserWithCompany } from '../users';
import { hasPermission, missingPermissionMessage } from '@/contracts/permissions';
import {
  type AppliedSettings,
  importMismatchedEmailMessage,
  type SettingsFile,
  type StoredSettings,
} from '@/contracts/settings';
import { DEFAULT_COMPLIANCE, DEFAULT_NOTIFICATIONS, DEFAULT_TIMEZONE } from '@/contracts/settingsOptions';
import { auditSettings, settingsActions, type SettingsEvent } from './audit';
import { defaultOrganizationProfile, writeNotificationPreferences, writeOrganizationSettings } from './repository';
import { readSettings } from './service';

export const exportSettings = async (deps: AppDeps, user: UserWithCompany): Promise<SettingsFile> => {
  const { name, email, jobTitle, phone, timezone } = toSessionUser(user);
  return { profile: { name, email, jobTitle, phone, timezone }, ...(await readSettings(deps, user)) };
};

const organizationChanges = (current: StoredSettings, next: StoredSettings): FieldChange[] => [
  ...changedFields(current.compliance, next.compliance, {}),
  ...changedFields(current.organization, next.organization, {}),
];

/**
 * Writes the profile (never the email), the notifications and, for Admins, the organisation's settings in one
 * transaction with one audit row: all of it or, on any refusal, none.
 */
const applySettings = async (
  deps: AppDeps,
  user: UserWithCompany,
  next: SettingsFile,
  client: ClientInfo,
  event: Omit<SettingsEvent, 'details'> & { verb: string },
): Promise<AppliedSettings> => {
  const current = await readSettings(deps, user);
  const mayManageOrganization = hasPermission(user.role, 'organization:manage');
  const orgChanges = organizationChanges(current, next);
  if (!mayManageOrganization && orgChanges.length > 0) {
    throw new AppError(403, missingPermissionMessage('organization:manage'));
  }
  const { email: _email, ...profile } = next.profile;
  const { patch, changes: profileChanges } = profilePatch(user, profile);
  const changes = [...profileChanges, ...changedFields(current.notifications, next.notifications, {}), ...orgChanges];
  const updatedUser = { ...user, ...patch, company: next.organization.name };
  const settings: StoredSettings = mayManageOrganization ? next : { ...current, notifications: next.notifications };
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (Object.keys(patch).length > 0) await updateUser(trx, user.id, user.organization_id, patch, now);
    await writeNotificationPreferences(trx, user.id, settings.notifications, now);
    if (mayManageOrganization) await writeOrganizationSettings(trx, user.organization_id, settings, now);
    const summary = changes.length > 0 ? describeChanges(changes) : 'nothing changed';
    const details = `${updatedUser.name} ${event.verb}: ${summary}`;
    await auditSettings(trx, updatedUser, client, { action: event.action, category: event.category, details }, now);
  });
  return { user: toSessionUser(updatedUser), settings };
};

export const importSettings = async (
  deps: AppDeps,
  user: UserWithCompany,
  file: SettingsFile,
  client: ClientInfo,
): Promise<AppliedSettings> => {
  if (file.profile.email !== user.email) throw new AppError(400, importMismatchedEmailMessage);
  return applySettings(deps, user, file, client, {
    action: settingsActions.imported,
    category: 'data',
    verb: 'imported settings from a file',
  });
};

/** SPEC §9's defaults for the member's own settings and, for Admins, the organisation's (its name stays). */
export const resetSettings = async (
  deps: AppDeps,
  user: UserWithCompany,
  client: ClientInfo,
): Promise<AppliedSettings> => {
  const current = await exportSettings(deps, user);
  const mayManageOrganization = hasPermission(user.role, 'organization:manage');
  const defaults: SettingsFile = {
    profile: { ...current.profile, phone: null, timezone: DEFAULT_TIMEZONE },
    notifications: { ...DEFAULT_NOTIFICATIONS },
    compliance: mayManageOrganization ? DEFAULT_COMPLIANCE : current.compliance,
    organization: mayManageOrganization
      ? { name: current.organization.name, ...defaultOrganizationProfile }
      : current.organization,
  };
  return applySettings(deps, user, defaults, client, {
    action: settingsActions.reset,
    category: 'data',
    verb: 'reset settings to their defaults',
  });
};
