import type { Db } from '../../db/database';
import { changedFields, describeChanges } from '../../lib/changeSummary';
import { isoNow } from '../../lib/clock';
import type { AppDeps } from '../../core/appDeps';
import type { ClientInfo } from '../../core/actor';
import type { UserWithCompany } from '../users';
import type {
  ComplianceSettings,
  NotificationSettings,
  OrganizationSettings,
  StoredSettings,
} from '@/contracts/settings';
import { auditSettings, settingsActions } from './audit';
import {
  readNotificationPreferences,
  readOrganizationSettings,
  writeNotificationPreferences,
  writeOrganizationSettings,
} from './repository';

export const readSettings = async (deps: AppDeps, user: UserWithCompany): Promise<StoredSettings> => {
  const [notifications, organizationSettings] = await Promise.all([
    readNotificationPreferences(deps.db, user.id),
    readOrganizationSettings(deps.db, user.organization_id),
  ]);
  return { notifications, ...organizationSettings };
};

/** The member's own notification choices; an unchanged save writes nothing and records nothing. */
export const saveNotifications = async (
  deps: AppDeps,
  user: UserWithCompany,
  next: NotificationSettings,
  client: ClientInfo,
): Promise<StoredSettings> => {
  const current = await readSettings(deps, user);
  const changes = changedFields(current.notifications, next, {});
  if (changes.length === 0) return current;
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await writeNotificationPreferences(trx, user.id, next, now);
    const details = `${user.name} changed their notifications: ${describeChanges(changes)}`;
    await auditSettings(
      trx,
      user,
      client,
      { action: settingsActions.notificationsUpdated, category: 'data', details },
      now,
    );
  });
  return { ...current, notifications: next };
};

/** The organisation's compliance preferences or profile (Admins: the route requires organization:manage). */
export const saveOrganizationPart = async (
  deps: AppDeps,
  user: UserWithCompany,
  next: { compliance: ComplianceSettings } | { organization: OrganizationSettings },
  client: ClientInfo,
): Promise<StoredSettings> => {
  const current = await readSettings(deps, user);
  const isCompliance = 'compliance' in next;
  const changes = isCompliance
    ? changedFields(current.compliance, next.compliance, {})
    : changedFields(current.organization, next.organization, {});
  if (changes.length === 0) return current;
  const updated = { ...current, ...next };
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await writeOrganizationSettings(trx, user.organization_id, updated, now);
    const event = isCompliance
      ? {
          action: settingsActions.complianceUpdated,
          category: 'compliance' as const,
          details: `${user.name} changed the compliance settings: ${describeChanges(changes)}`,
        }
      : {
          action: settingsActions.organizationUpdated,
          category: 'system' as const,
          details: `${user.name} changed the organization settings: ${describeChanges(changes)}`,
        };
    await auditSettings(trx, user, client, event, now);
  });
  return updated;
};

/** Whether the organisation lets a member review evidence they uploaded themselves. */
export const allowsSelfReview = async (db: Db, organizationId: string): Promise<boolean> =>
  (await readOrganizationSettings(db, organizationId)).compliance.allowSelfReview;
