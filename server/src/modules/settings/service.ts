import type { Db } from '../../db/database';
import { changedFields, describeChanges } from '../../lib/changeSummary';
import { isoNow } from '../../lib/clock';
import type { AppDeps } from '../../core/appDeps';
import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import type {
  ComplianceSettings,
  NotificationSettings,
  OrganizationSettings,
  StoredSettings,
} from '@/contracts/settings';
import { settingsActions } from './auditActions';
import {
  readNotificationPreferences,
  readOrganizationSettings,
  writeNotificationPreferences,
  writeOrganizationSettings,
} from './repository';

type SettingsDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The member's own settings beside their organisation's. */
export const readSettings = async (
  deps: SettingsDeps,
  member: Pick<MemberActor, 'userId' | 'organizationId'>,
): Promise<StoredSettings> => {
  const [notifications, organizationSettings] = await Promise.all([
    readNotificationPreferences(deps.db, member.userId),
    readOrganizationSettings(deps.db, member.organizationId),
  ]);
  return { notifications, ...organizationSettings };
};

/** The member's own notification choices; an unchanged save writes nothing and records nothing. */
export const saveNotifications = async (
  deps: SettingsDeps,
  actor: MemberActor,
  next: NotificationSettings,
): Promise<StoredSettings> => {
  const current = await readSettings(deps, actor);
  const changes = changedFields(current.notifications, next, {});
  if (changes.length === 0) return current;
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await writeNotificationPreferences(trx, actor.userId, next, now);
    await recordAudit(trx, actor, {
      action: settingsActions.notificationsUpdated,
      severity: 'info',
      category: 'data',
      details: `${actor.name} changed their notifications: ${describeChanges(changes)}`,
      resource: 'settings',
      at: now,
    });
  });
  return { ...current, notifications: next };
};

/** The organisation's compliance preferences or profile (Admins: the route requires organization:manage). */
export const saveOrganizationPart = async (
  deps: SettingsDeps,
  actor: MemberActor,
  next: { compliance: ComplianceSettings } | { organization: OrganizationSettings },
): Promise<StoredSettings> => {
  const current = await readSettings(deps, actor);
  const isCompliance = 'compliance' in next;
  const changes = isCompliance
    ? changedFields(current.compliance, next.compliance, {})
    : changedFields(current.organization, next.organization, {});
  if (changes.length === 0) return current;
  const updated = { ...current, ...next };
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await writeOrganizationSettings(trx, actor.organizationId, updated, now);
    const event = isCompliance
      ? {
          action: settingsActions.complianceUpdated,
          category: 'compliance' as const,
          details: `${actor.name} changed the compliance settings: ${describeChanges(changes)}`,
        }
      : {
          action: settingsActions.organizationUpdated,
          category: 'system' as const,
          details: `${actor.name} changed the organization settings: ${describeChanges(changes)}`,
        };
    await recordAudit(trx, actor, { ...event, severity: 'info', resource: 'settings', at: now });
  });
  return updated;
};

/**
 * The one review rule: four eyes on what a member submitted (evidence, an attestation, an exclusion), unless a
 * one-person organisation allows self-review; then the review says so. Answers whether the reviewer is the author,
 * and throws `refusal` (403) when that is not allowed.
 */
export const requireFourEyes = async (
  db: Db,
  reviewer: { organizationId: string; userId: string },
  authorId: string | null,
  refusal: string,
): Promise<boolean> => {
  const selfReviewed = authorId === reviewer.userId;
  if (selfReviewed && !(await readOrganizationSettings(db, reviewer.organizationId)).compliance.allowSelfReview) {
    throw new AppError(403, refusal);
  }
  return selfReviewed;
};
