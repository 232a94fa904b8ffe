import type { CheckId, OrganisationCheckId } from '../frameworks/checks';
import type { StoredSignal } from '../modules/signals/repository';

const dayMs = 24 * 60 * 60 * 1000;

// Every organisation check, and of the collected ones those the demo's GitHub history covers.
type Posture = Record<OrganisationCheckId, unknown> & Partial<Record<CheckId, unknown>>;

const ratio = (compliant: number, total: number) => ({ compliant, total });

/**
 * The demo organisation's posture as observed at `observedAt`: strong identity and encryption, stale incident
 * testing, weak privacy operations. `recent` is true for the later snapshot, after a few weeks of remediation
 * (MFA rollout, training push, patching, repository hardening) and some drift (the access review fell overdue).
 */
const posture = (observedAt: Date, recent: boolean): Posture => {
  const before = (days: number) => new Date(observedAt.getTime() - days * dayMs).toISOString();
  return {
    'mfa.enforced': recent ? ratio(40, 42) : ratio(31, 42),
    'encryption.atRest': recent ? ratio(11, 12) : ratio(9, 12),
    'encryption.inTransit': ratio(24, 24),
    'accessReview.lastCompletedAt': before(recent ? 118 : 90),
    'backups.tested': before(20),
    'policies.acceptedPct': recent ? 91 : 86,
    'policies.reviewedAt': before(200),
    'vendors.reviewed': recent ? ratio(14, 19) : ratio(9, 19),
    'incidentResponse.planTestedAt': before(610),
    'training.completionPct': recent ? 88 : 71,
    'logging.retentionDays': recent ? 180 : 90,
    'monitoring.alerting': true,
    'vulnerabilities.criticalOpen': recent ? 2 : 5,
    'changeManagement.reviewedPct': recent ? 97 : 90,
    'assetInventory.complete': ratio(180, 196),
    'endpoints.protected': ratio(39, 42),
    'network.segmented': true,
    'riskAssessment.completedAt': before(150),
    'internalAudit.completedAt': before(recent ? 40 : 400),
    'managementReview.completedAt': before(380),
    'businessContinuity.testedAt': before(420),
    'backgroundChecks.completedPct': 100,
    'offboarding.revokedPct': recent ? 92 : 85,
    'physical.accessControlled': true,
    'secureDevelopment.scanning': true,
    'sourceControl.branchProtection': recent ? ratio(21, 24) : ratio(17, 24),
    'sourceControl.secretScanning': recent ? ratio(24, 24) : ratio(19, 24),
    'sourceControl.ownerCount': recent ? 3 : 5,
    'sourceControl.writeDeployKeys': recent ? 1 : 2,
    'dataRetention.policyDefined': false,
    'privacy.noticePublished': true,
    'consent.recordedPct': 96,
    'dataSubjectRequests.onTimePct': recent ? 89 : 80,
    'processingRecords.updatedAt': before(300),
    'dpia.completed': recent ? ratio(1, 3) : ratio(0, 3),
    'dpo.appointed': true,
    'transfers.safeguarded': ratio(5, 6),
    'breach.notificationProcedure': false,
  };
};

/** What a seeded value says it is: no connector or person measured it, so none is credited with it. */
export const demoDataSource = 'Demo data';

export const demoSignals = (observedAt: Date, recent: boolean): StoredSignal[] =>
  Object.entries(posture(observedAt, recent)).map(([key, value]) => ({
    key,
    value,
    source: demoDataSource,
    observedAt: observedAt.toISOString(),
  }));
