import type { Db } from '../../db/database';
import type { AuditFrequency, NotificationPreferences, RiskTolerance } from '@/contracts/settingsOptions';
import { readNotificationPreferences, readOrganizationSettings } from './repository';

/**
 * What other modules read of the settings (the job runner's assessment schedule, the alerts), each with SPEC §9's
 * default when nothing was saved. Not scoped by the caller's organisation: server-side callers pass ids they hold.
 */
export const organizationAuditFrequency = async (db: Db, organizationId: string): Promise<AuditFrequency> =>
  (await readOrganizationSettings(db, organizationId)).compliance.auditFrequency;

/** Whether assessments raise and close remediation tasks for the checks that fail and pass again. */
export const organizationAutoRemediation = async (db: Db, organizationId: string): Promise<boolean> =>
  (await readOrganizationSettings(db, organizationId)).compliance.autoRemediation;

/** The residual risk the organisation tolerates untreated: the risk register's threshold. */
export const organizationRiskTolerance = async (db: Db, organizationId: string): Promise<RiskTolerance> =>
  (await readOrganizationSettings(db, organizationId)).compliance.riskTolerance;

export const userNotificationPreferences = (db: Db, userId: string): Promise<NotificationPreferences> =>
  readNotificationPreferences(db, userId);
