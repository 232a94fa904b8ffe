import type { IntegrationType } from '@/contracts/integrations';
import type { OrganisationCheckId } from '.';

/** What a person attesting each organisation check is asked, in the terms of the check's answer. */
export const attestationQuestions: Readonly<Record<OrganisationCheckId, string>> = {
  'mfa.enforced': 'Accounts with multi-factor authentication enforced, of all accounts with access to company systems',
  'encryption.atRest': 'Data stores encrypted at rest, of all data stores holding company or customer data',
  'encryption.inTransit': 'Public and internal endpoints that accept only TLS 1.2 or later, of all endpoints',
  'accessReview.lastCompletedAt': 'The day the last user access review was completed and signed off',
  'backups.tested': 'The day a backup was last restored and the restore verified',
  'policies.acceptedPct': 'Share of staff who accepted the current security policies',
  'policies.reviewedAt': 'The day the security policies were last reviewed and approved by management',
  'vendors.reviewed': 'Vendors with a current security review, of all vendors handling company or customer data',
  'incidentResponse.planTestedAt': 'The day the incident response plan was last exercised',
  'training.completionPct': 'Share of staff who completed security awareness training this year',
  'logging.retentionDays': 'Days for which security and audit logs are kept',
  'monitoring.alerting': 'Security events raise alerts that a named person or rota responds to',
  'vulnerabilities.criticalOpen': 'Critical vulnerabilities open past their remediation deadline',
  'changeManagement.reviewedPct': 'Share of production changes reviewed by someone other than their author',
  'assetInventory.complete': 'Assets recorded in the inventory, of all assets discovered',
  'endpoints.protected': 'Devices with disk encryption and malware protection, of all company devices',
  'network.segmented': 'Production systems are segmented from office and development networks',
  'riskAssessment.completedAt': 'The day the last risk assessment was completed',
  'internalAudit.completedAt': 'The day the last internal audit of the ISMS was completed and reported',
  'managementReview.completedAt': 'The day top management last reviewed the ISMS (its minutes record the decisions)',
  'businessContinuity.testedAt': 'The day the business continuity and disaster recovery plan was last tested',
  'backgroundChecks.completedPct': 'Share of staff screened before they were given access',
  'offboarding.revokedPct': 'Share of leavers whose access was revoked within 24 hours of leaving',
  'physical.accessControlled': 'Entry to offices and facilities is badge-controlled and logged',
  'secureDevelopment.scanning': 'Code is scanned (static analysis and dependencies) before it is merged',
  'dataRetention.policyDefined': 'A data retention and disposal policy is defined and followed',
  'privacy.noticePublished': 'A privacy notice is published for everyone whose data is processed',
  'consent.recordedPct': 'Share of consent-based processing with a consent record',
  'dataSubjectRequests.onTimePct': 'Share of data subject requests answered within one month',
  'processingRecords.updatedAt': 'The day the records of processing activities were last updated',
  'dpia.completed': 'High-risk processing activities with a completed DPIA, of all high-risk activities',
  'dpo.appointed': 'A data protection officer is appointed, or the organisation recorded why it needs none',
  'transfers.safeguarded': 'Transfers outside the EEA with an adequacy decision or SCCs, of all such transfers',
  'breach.notificationProcedure': 'A procedure ensures personal data breaches are notified within 72 hours',
};

/**
 * Organisation checks that connectors also measure (their collectors report the same key): what they collect
 * outranks an attestation, and the attestation form names them so a team connects one rather than declares.
 */
export const measuredByIntegrations: Readonly<Partial<Record<OrganisationCheckId, readonly IntegrationType[]>>> = {
  'mfa.enforced': ['aws', 'azure', 'github', 'gitlab', 'okta'],
  'secureDevelopment.scanning': ['github', 'gitlab'],
};
