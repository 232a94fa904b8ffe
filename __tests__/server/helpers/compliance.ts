import type { Db } from '../../../server/src/db/database';
import { insertOrganization } from '../../../server/src/modules/organizations/repository';
import { insertUser } from '../../../server/src/modules/users/repository';

export const newOrganization = async (db: Db, name = `Org ${crypto.randomUUID()}`) => {
  const now = new Date().toISOString();
  const organization = await insertOrganization(db, name, now);
  const userId = crypto.randomUUID();
  await insertUser(db, {
    id: userId,
    organization_id: organization.id,
    name: `Owner of ${name}`,
    email: `${userId}@example.com`,
    password_hash: 'x',
    role: 'Admin',
    job_title: null,
    created_at: now,
    updated_at: now,
  });
  return { organizationId: organization.id, userId, userName: `Owner of ${name}` };
};

export const signal = (key: string, value: unknown, observedAt = '2026-06-01T00:00:00.000Z') => ({
  key,
  value,
  source: 'test',
  observedAt,
});

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Every check's signal at a value that passes on `now`. */
export const perfectPosture = (now: Date) => {
  const recent = daysBefore(now, 10);
  const all = { compliant: 10, total: 10 };
  const values: Record<string, unknown> = {
    'mfa.enforced': all,
    'encryption.atRest': all,
    'encryption.inTransit': all,
    'vendors.reviewed': all,
    'assetInventory.complete': all,
    'endpoints.protected': all,
    'dpia.completed': all,
    'sourceControl.branchProtection': all,
    'sourceControl.secretScanning': all,
    'transfers.safeguarded': all,
    'accessReview.lastCompletedAt': recent,
    'backups.tested': recent,
    'policies.reviewedAt': recent,
    'incidentResponse.planTestedAt': recent,
    'riskAssessment.completedAt': recent,
    'internalAudit.completedAt': recent,
    'managementReview.completedAt': recent,
    'businessContinuity.testedAt': recent,
    'processingRecords.updatedAt': recent,
    'policies.acceptedPct': 100,
    'training.completionPct': 100,
    'changeManagement.reviewedPct': 100,
    'backgroundChecks.completedPct': 100,
    'offboarding.revokedPct': 100,
    'consent.recordedPct': 100,
    'dataSubjectRequests.onTimePct': 100,
    'logging.retentionDays': 400,
    'vulnerabilities.criticalOpen': 0,
    'sourceControl.writeDeployKeys': 0,
    'sourceControl.ownerCount': 2,
    'monitoring.alerting': true,
    'network.segmented': true,
    'physical.accessControlled': true,
    'secureDevelopment.scanning': true,
    'dataRetention.policyDefined': true,
    'privacy.noticePublished': true,
    'dpo.appointed': true,
    'breach.notificationProcedure': true,
  };
  return Object.entries(values).map(([key, value]) => signal(key, value, recent));
};
