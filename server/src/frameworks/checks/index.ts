import {
  booleanCheck,
  type Check,
  type CheckRule,
  minimumCheck,
  percentCheck,
  ratioCheck,
  recencyCheck,
  zeroCountCheck,
} from './rules';
import { awsChecks } from './aws';
import { gitlabChecks } from './gitlab';
import { azureChecks } from './azure';
import { gcpChecks } from './gcp';
import { kubernetesChecks } from './kubernetes';
import { sourceControlChecks } from './sourceControl';
import { oktaChecks } from './okta';
import { mongodbChecks } from './mongodb';

const verb = (count: number) => (count === 1 ? 'is' : 'are');

/** Checks of how the organisation works, recorded by import or proven by evidence rather than collected. */
const organisationChecks = {
  'mfa.enforced': ratioCheck(
    'MFA enforcement',
    (missing, total) => `MFA is not enforced for ${missing} of ${total} users`,
  ),
  'encryption.atRest': ratioCheck(
    'Encryption at rest',
    (missing, total) => `${missing} of ${total} data stores ${verb(missing)} not encrypted at rest`,
  ),
  'encryption.inTransit': ratioCheck(
    'Encryption in transit',
    (missing, total) => `${missing} of ${total} endpoints accept connections without TLS 1.2+`,
  ),
  'accessReview.lastCompletedAt': recencyCheck('Access reviews', 90, 'The user access review'),
  'backups.tested': recencyCheck('Backup restore tests', 90, 'A backup restore test'),
  'policies.acceptedPct': percentCheck(
    'Policy acceptance',
    95,
    (pct) => `Only ${pct}% of employees have accepted the security policies`,
  ),
  'policies.reviewedAt': recencyCheck('Policy review', 365, 'The security policy review'),
  'vendors.reviewed': ratioCheck(
    'Vendor risk reviews',
    (missing, total) => `${missing} of ${total} vendors have no current security review`,
  ),
  'incidentResponse.planTestedAt': recencyCheck('Incident response testing', 365, 'An incident response exercise'),
  'training.completionPct': percentCheck(
    'Security awareness training',
    95,
    (pct) => `Only ${pct}% of staff completed security awareness training`,
  ),
  'logging.retentionDays': minimumCheck(
    'Log retention',
    365,
    (days) => `Audit logs are kept for ${days} days (minimum 365)`,
  ),
  'monitoring.alerting': booleanCheck(
    'Security monitoring and alerting',
    'No alerting is configured for security events',
  ),
  'vulnerabilities.criticalOpen': zeroCountCheck('Critical vulnerabilities', (count) =>
    count === 1 ? '1 critical vulnerability is open' : `${count} critical vulnerabilities are open`,
  ),
  'changeManagement.reviewedPct': percentCheck(
    'Change review',
    100,
    (pct) => `Only ${pct}% of production changes were peer reviewed`,
  ),
  'assetInventory.complete': ratioCheck(
    'Asset inventory',
    (missing, total) => `${missing} of ${total} discovered assets are missing from the inventory`,
  ),
  'endpoints.protected': ratioCheck(
    'Endpoint protection',
    (missing, total) => `${missing} of ${total} devices lack disk encryption or malware protection`,
  ),
  'network.segmented': booleanCheck('Network segmentation', 'Production systems are not segmented from other networks'),
  'riskAssessment.completedAt': recencyCheck('Risk assessment', 365, 'The risk assessment'),
  'internalAudit.completedAt': recencyCheck('Internal audit', 365, 'The internal audit of the ISMS'),
  'managementReview.completedAt': recencyCheck('Management review', 365, 'The management review of the ISMS'),
  'businessContinuity.testedAt': recencyCheck(
    'Business continuity testing',
    365,
    'A business continuity and disaster recovery test',
  ),
  'backgroundChecks.completedPct': percentCheck(
    'Background screening',
    100,
    (pct) => `Only ${pct}% of employees passed background screening`,
  ),
  'offboarding.revokedPct': percentCheck(
    'Timely access revocation',
    100,
    (pct) => `Access was revoked within 24 hours for only ${pct}% of leavers`,
  ),
  'physical.accessControlled': booleanCheck(
    'Physical access control',
    'Office and facility entry is not badge-controlled and logged',
  ),
  'secureDevelopment.scanning': booleanCheck(
    'Secure development scanning',
    'Code is merged without static analysis or dependency scanning',
  ),
  'dataRetention.policyDefined': booleanCheck(
    'Data retention policy',
    'No data retention and disposal policy is defined',
  ),
  'privacy.noticePublished': booleanCheck('Privacy notice', 'No privacy notice is published for data subjects'),
  'consent.recordedPct': percentCheck(
    'Consent records',
    100,
    (pct) => `Consent is recorded for only ${pct}% of consent-based processing`,
  ),
  'dataSubjectRequests.onTimePct': percentCheck(
    'Data subject requests',
    100,
    (pct) => `Only ${pct}% of data subject requests were answered within one month`,
  ),
  'processingRecords.updatedAt': recencyCheck(
    'Records of processing',
    365,
    'The records of processing activities update',
  ),
  'dpia.completed': ratioCheck(
    'Data protection impact assessments',
    (missing, total) => `${missing} of ${total} high-risk processing activities have no DPIA`,
  ),
  'dpo.appointed': booleanCheck('Data protection officer', 'No data protection officer is appointed'),
  'transfers.safeguarded': ratioCheck(
    'International transfer safeguards',
    (missing, total) => `${missing} of ${total} transfers outside the EEA have no adequacy decision or SCCs`,
  ),
  'breach.notificationProcedure': booleanCheck(
    'Breach notification procedure',
    'No procedure ensures breach notification within 72 hours',
  ),
} satisfies Record<string, CheckRule>;

/** Every check: the organisation's own, then those the integrations' collectors measure. */
const definitions = {
  ...organisationChecks,
  ...sourceControlChecks,
  ...awsChecks,
  ...gitlabChecks,
  ...azureChecks,
  ...gcpChecks,
  ...kubernetesChecks,
  ...oktaChecks,
  ...mongodbChecks,
};

export type CheckId = keyof typeof definitions;

/** The checks every organisation is assessed on, whatever it has connected. */
export type OrganisationCheckId = keyof typeof organisationChecks;

export const checks = Object.fromEntries(
  Object.entries(definitions).map(([id, rule]) => [id, { id, ...rule }]),
) as Readonly<Record<CheckId, Check>>;

export const checkIds = Object.keys(checks) as CheckId[];

export const organisationCheckIds = Object.keys(organisationChecks) as OrganisationCheckId[];

export const isCheckId = (key: string): key is CheckId => Object.hasOwn(checks, key);

export const isOrganisationCheckId = (key: string): key is OrganisationCheckId =>
  Object.hasOwn(organisationChecks, key);
