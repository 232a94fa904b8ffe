import {
  booleanCheck,
  type Check,
  minimumCheck,
  percentCheck,
  ratioCheck,
  recencyCheck,
  zeroCountCheck,
} from './rules';

const verb = (count: number) => (count === 1 ? 'is' : 'are');

const definitions = {
  'mfa.enforced': ratioCheck('mfa.enforced', 'MFA enforcement', (missing, total) => `MFA is not enforced for ${missing} of ${total} users`),
  'encryption.atRest': ratioCheck('encryption.atRest', 'Encryption at rest', (missing, total) => `${missing} of ${total} data stores ${verb(missing)} not encrypted at rest`),
  'encryption.inTransit': ratioCheck('encryption.inTransit', 'Encryption in transit', (missing, total) => `${missing} of ${total} endpoints accept connections without TLS 1.2+`),
  'accessReview.lastCompletedAt': recencyCheck('accessReview.lastCompletedAt', 'Access reviews', 90, 'The user access review'),
  'backups.tested': recencyCheck('backups.tested', 'Backup restore tests', 90, 'A backup restore test'),
  'policies.acceptedPct': percentCheck('policies.acceptedPct', 'Policy acceptance', 95, (pct) => `Only ${pct}% of employees have accepted the security policies`),
  'policies.reviewedAt': recencyCheck('policies.reviewedAt', 'Policy review', 365, 'The security policy review'),
  'vendors.reviewed': ratioCheck('vendors.reviewed', 'Vendor risk reviews', (missing, total) => `${missing} of ${total} vendors have no current security review`),
  'incidentResponse.planTestedAt': recencyCheck('incidentResponse.planTestedAt', 'Incident response testing', 365, 'An incident response exercise'),
  'training.completionPct': percentCheck('training.completionPct', 'Security awareness training', 95, (pct) => `Only ${pct}% of staff completed security awareness training`),
  'logging.retentionDays': minimumCheck('logging.retentionDays', 'Log retention', 365, (days) => `Audit logs are kept for ${days} days (minimum 365)`),
  'monitoring.alerting': booleanCheck('monitoring.alerting', 'Security monitoring and alerting', 'No alerting is configured for security events'),
  'vulnerabilities.criticalOpen': zeroCountCheck('vulnerabilities.criticalOpen', 'Critical vulnerabilities', (count) =>
    count === 1 ? '1 critical vulnerability is open' : `${count} critical vulnerabilities are open`,
  ),
  'changeManagement.reviewedPct': percentCheck('changeManagement.reviewedPct', 'Change review', 100, (pct) => `Only ${pct}% of production changes were peer reviewed`),
  'assetInventory.complete': ratioCheck('assetInventory.complete', 'Asset inventory', (missing, total) => `${missing} of ${total} discovered assets are missing from the inventory`),
  'endpoints.protected': ratioCheck('endpoints.protected', 'Endpoint protection', (missing, total) => `${missing} of ${total} devices lack disk encryption or malware protection`),
  'network.segmented': booleanCheck('network.segmented', 'Network segmentation', 'Production systems are not segmented from other networks'),
  'riskAssessment.completedAt': recencyCheck('riskAssessment.completedAt', 'Risk assessment', 365, 'The risk assessment'),
  'businessContinuity.testedAt': recencyCheck('businessContinuity.testedAt', 'Business continuity testing', 365, 'A business continuity and disaster recovery test'),
  'backgroundChecks.completedPct': percentCheck('backgroundChecks.completedPct', 'Background screening', 100, (pct) => `Only ${pct}% of employees passed background screening`),
  'offboarding.revokedPct': percentCheck('offboarding.revokedPct', 'Timely access revocation', 100, (pct) => `Access was revoked within 24 hours for only ${pct}% of leavers`),
  'physical.accessControlled': booleanCheck('physical.accessControlled', 'Physical access control', 'Office and facility entry is not badge-controlled and logged'),
  'secureDevelopment.scanning': booleanCheck('secureDevelopment.scanning', 'Secure development scanning', 'Code is merged without static analysis or dependency scanning'),
  'dataRetention.policyDefined': booleanCheck('dataRetention.policyDefined', 'Data retention policy', 'No data retention and disposal policy is defined'),
  'privacy.noticePublished': booleanCheck('privacy.noticePublished', 'Privacy notice', 'No privacy notice is published for data subjects'),
  'consent.recordedPct': percentCheck('consent.recordedPct', 'Consent records', 100, (pct) => `Consent is recorded for only ${pct}% of consent-based processing`),
  'dataSubjectRequests.onTimePct': percentCheck('dataSubjectRequests.onTimePct', 'Data subject requests', 100, (pct) => `Only ${pct}% of data subject requests were answered within one month`),
  'processingRecords.updatedAt': recencyCheck('processingRecords.updatedAt', 'Records of processing', 365, 'The records of processing activities update'),
  'dpia.completed': ratioCheck('dpia.completed', 'Data protection impact assessments', (missing, total) => `${missing} of ${total} high-risk processing activities have no DPIA`),
  'dpo.appointed': booleanCheck('dpo.appointed', 'Data protection officer', 'No data protection officer is appointed'),
  'transfers.safeguarded': ratioCheck('transfers.safeguarded', 'International transfer safeguards', (missing, total) => `${missing} of ${total} transfers outside the EEA have no adequacy decision or SCCs`),
  'breach.notificationProcedure': booleanCheck('breach.notificationProcedure', 'Breach notification procedure', 'No procedure ensures breach notification within 72 hours'),
} satisfies Record<string, Check>;

export type CheckId = keyof typeof definitions;

export const checks: Readonly<Record<CheckId, Check>> = definitions;

export const checkIds = Object.keys(checks) as CheckId[];

export const isCheckId = (key: string): key is CheckId => Object.hasOwn(checks, key);
