import { AppError } from '../../core/appError';
import { changedFields, describeChanges, type FieldChange } from '../../lib/changeSummary';
import { isoNow } from '../../lib/clock';
import type { AppDeps } from '../../core/appDeps';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { profilePatch } from '../auth';
import { toSessionUser } from '../sessions';
import { updateUser, type UserWithCompany } from '../users';
import { hasPermission, missingPermissionMessage } from '@/contracts/permissions';
import {
  type AppliedSettings,
  importMismatchedEmailMessage,
  type SettingsFile,
  type StoredSettings,
} from '@/contracts/settings';
import { DEFAULT_COMPLIANCE, DEFAULT_NOTIFICATIONS, DEFAULT_TIMEZONE } from '@/contracts/settingsOptions';
import { settingsActions } from './auditActions';
import { defaultOrganizationProfile, writeNotificationPreferences, writeOrganizationSettings } from './repository';
import { readSettings } from './service';

type SettingsDeps = Pick<AppDeps, 'db' | 'clock'>;

type SettingsEvent = { action: (typeof settingsActions)['imported' | 'reset']; verb: string };

export const exportSettings = async (
  deps: SettingsDeps,
  actor: MemberActor,
  user: UserWithCompany,
): Promise<SettingsFile> => {
  const { name, email, jobTitle, phone, timezone } = toSessionUser(user);
  return { profile: { name, email, jobTitle, phone, timezone }, ...(await readSettings(deps, actor)) };
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
  deps: SettingsDeps,
  actor: MemberActor,
  user: UserWithCompany,
  next: SettingsFile,
  event: SettingsEvent,
): Promise<AppliedSettings> => {
  const current = await readSettings(deps, actor);
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
    await recordAudit(
      trx,
      { ...actor, name: updatedUser.name },
      { action: event.action, severity: 'info', category: 'data', details, resource: 'settings', at: now },
    );
  });
  return { user: toSessionUser(updatedUser), settings };
};

export const importSettings = async (
  deps: SettingsDeps,
  actor: MemberActor,
  user: UserWithCompany,
  file: SettingsFile,
): Promise<AppliedSettings> => {
  if (file.profile.email !== user.email) throw new AppError(400, importMismatchedEmailMessage);
  return applySettings(deps, actor, user, file, {
    action: settingsActions.imported,
    verb: 'imported settings from a file',
  });
};

/** SPEC §9's defaults for the member's own settings and, for Admins, the organisation's (its name stays). */
export const resetSettings = async (
  deps: SettingsDeps,
  actor: MemberActor,
  user: UserWithCompany,
): Promise<AppliedSettings> => {
  const current = await exportSettings(deps, actor, user);
  const mayManageOrganization = hasPermission(user.role, 'organization:manage');
  const defaults: SettingsFile = {
    profile: { ...current.profile, phone: null, timezone: DEFAULT_TIMEZONE },
    notifications: { ...DEFAULT_NOTIFICATIONS },
    compliance: mayManageOrganization ? DEFAULT_COMPLIANCE : current.compliance,
    organization: mayManageOrganization
      ? { name: current.organization.name, ...defaultOrganizationProfile }
      : current.organization,
  };
  return applySettings(deps, actor, user, defaults, {
    action: settingsActions.reset,
    verb: 'reset settings to their defaults',
  });
};
