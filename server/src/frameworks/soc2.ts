import type { CheckId } from './checks';
import type { Control, Framework } from './types';

type Criterion = [id: string, name: string, checks: CheckId[]];

const group = (category: string, criteria: Criterion[]): Control[] =>
  criteria.map(([id, name, checks]) => ({ id, name, category, checks }));

// Trust Services Criteria (AICPA 2017, points of focus revised 2022): 33 common criteria plus A, C, PI and P.
const controls: Control[] = [
  ...group('CC1 Control Environment', [
    ['CC1.1', 'Commitment to integrity and ethical values', ['policies.acceptedPct']],
    ['CC1.2', 'Board independence and oversight', ['policies.reviewedAt']],
    ['CC1.3', 'Structures, reporting lines and authorities', ['policies.reviewedAt']],
    ['CC1.4', 'Commitment to competence', ['training.completionPct', 'backgroundChecks.completedPct']],
    ['CC1.5', 'Accountability for internal control', ['policies.acceptedPct']],
  ]),
  ...group('CC2 Communication and Information', [
    ['CC2.1', 'Relevant, quality information', ['assetInventory.complete', 'logging.retentionDays']],
    [
      'CC2.2',
      'Internal communication of objectives and responsibilities',
      ['policies.acceptedPct', 'training.completionPct'],
    ],
    ['CC2.3', 'Communication with external parties', ['privacy.noticePublished', 'vendors.reviewed']],
  ]),
  ...group('CC3 Risk Assessment', [
    ['CC3.1', 'Objectives specified to identify risks', ['riskAssessment.completedAt']],
    ['CC3.2', 'Risk identification and analysis', ['riskAssessment.completedAt', 'assetInventory.complete']],
    ['CC3.3', 'Fraud risk consideration', ['riskAssessment.completedAt']],
    ['CC3.4', 'Assessment of significant changes', ['riskAssessment.completedAt', 'changeManagement.reviewedPct']],
  ]),
  ...group('CC4 Monitoring Activities', [
    ['CC4.1', 'Ongoing and separate evaluations', ['monitoring.alerting', 'accessReview.lastCompletedAt']],
    ['CC4.2', 'Communication of deficiencies', ['vulnerabilities.criticalOpen', 'incidentResponse.planTestedAt']],
  ]),
  ...group('CC5 Control Activities', [
    ['CC5.1', 'Selection and development of control activities', ['riskAssessment.completedAt']],
    ['CC5.2', 'General controls over technology', ['changeManagement.reviewedPct', 'mfa.enforced']],
    ['CC5.3', 'Policies and procedures', ['policies.reviewedAt', 'policies.acceptedPct']],
  ]),
  ...group('CC6 Logical and Physical Access Controls', [
    ['CC6.1', 'Logical access security', ['mfa.enforced', 'encryption.atRest', 'network.segmented']],
    ['CC6.2', 'User registration and authorization', ['accessReview.lastCompletedAt']],
    ['CC6.3', 'Access modification and removal', ['accessReview.lastCompletedAt', 'offboarding.revokedPct']],
    ['CC6.4', 'Physical access restriction', ['physical.accessControlled']],
    ['CC6.5', 'Asset disposal', ['assetInventory.complete', 'dataRetention.policyDefined']],
    ['CC6.6', 'Protection against external threats', ['mfa.enforced', 'network.segmented']],
    ['CC6.7', 'Restriction of information transmission', ['encryption.inTransit']],
    ['CC6.8', 'Prevention of malicious software', ['endpoints.protected']],
  ]),
  ...group('CC7 System Operations', [
    [
      'CC7.1',
      'Configuration and vulnerability detection',
      ['vulnerabilities.criticalOpen', 'secureDevelopment.scanning'],
    ],
    ['CC7.2', 'Monitoring for anomalies', ['monitoring.alerting', 'logging.retentionDays']],
    ['CC7.3', 'Evaluation of security events', ['monitoring.alerting', 'incidentResponse.planTestedAt']],
    ['CC7.4', 'Incident response', ['incidentResponse.planTestedAt']],
    ['CC7.5', 'Recovery from incidents', ['backups.tested', 'businessContinuity.testedAt']],
  ]),
  ...group('CC8 Change Management', [
    [
      'CC8.1',
      'Change authorization, testing and approval',
      ['changeManagement.reviewedPct', 'secureDevelopment.scanning'],
    ],
  ]),
  ...group('CC9 Risk Mitigation', [
    ['CC9.1', 'Business disruption risk mitigation', ['businessContinuity.testedAt', 'riskAssessment.completedAt']],
    ['CC9.2', 'Vendor and business partner risk management', ['vendors.reviewed']],
  ]),
  ...group('A1 Availability', [
    ['A1.1', 'Capacity management', ['monitoring.alerting']],
    [
      'A1.2',
      'Environmental protections, backup and recovery infrastructure',
      ['backups.tested', 'physical.accessControlled'],
    ],
    ['A1.3', 'Recovery plan testing', ['businessContinuity.testedAt', 'backups.tested']],
  ]),
  ...group('C1 Confidentiality', [
    [
      'C1.1',
      'Identification and protection of confidential information',
      ['encryption.atRest', 'assetInventory.complete'],
    ],
    ['C1.2', 'Disposal of confidential information', ['dataRetention.policyDefined']],
  ]),
  ...group('PI1 Processing Integrity', [
    ['PI1.1', 'Processing specifications', ['changeManagement.reviewedPct']],
    ['PI1.2', 'Input controls', ['secureDevelopment.scanning']],
    ['PI1.3', 'Processing controls', ['changeManagement.reviewedPct', 'monitoring.alerting']],
    ['PI1.4', 'Output controls', ['encryption.inTransit']],
    ['PI1.5', 'Storage of inputs and outputs', ['backups.tested', 'encryption.atRest']],
  ]),
  ...group('P1 Notice and Communication of Objectives', [['P1.1', 'Privacy notice', ['privacy.noticePublished']]]),
  ...group('P2 Choice and Consent', [['P2.1', 'Choice and consent', ['consent.recordedPct']]]),
  ...group('P3 Collection', [
    ['P3.1', 'Collection consistent with objectives', ['processingRecords.updatedAt']],
    ['P3.2', 'Explicit consent for collection', ['consent.recordedPct']],
  ]),
  ...group('P4 Use, Retention, and Disposal', [
    ['P4.1', 'Use limited to objectives', ['processingRecords.updatedAt']],
    ['P4.2', 'Retention of personal information', ['dataRetention.policyDefined']],
    ['P4.3', 'Disposal of personal information', ['dataRetention.policyDefined']],
  ]),
  ...group('P5 Access', [
    ['P5.1', 'Data subject access', ['dataSubjectRequests.onTimePct']],
    ['P5.2', 'Correction of personal information', ['dataSubjectRequests.onTimePct']],
  ]),
  ...group('P6 Disclosure and Notification', [
    ['P6.1', 'Disclosure to third parties with consent', ['consent.recordedPct', 'vendors.reviewed']],
    ['P6.2', 'Record of authorized disclosures', ['processingRecords.updatedAt']],
    ['P6.3', 'Record of unauthorized disclosures', ['breach.notificationProcedure', 'logging.retentionDays']],
    ['P6.4', 'Third-party privacy commitments', ['vendors.reviewed']],
    [
      'P6.5',
      'Third-party notification of unauthorized disclosures',
      ['vendors.reviewed', 'breach.notificationProcedure'],
    ],
    ['P6.6', 'Breach notification to affected parties', ['breach.notificationProcedure']],
    ['P6.7', 'Accounting of disclosures to data subjects', ['dataSubjectRequests.onTimePct']],
  ]),
  ...group('P7 Quality', [
    ['P7.1', 'Accurate, complete and relevant personal information', ['dataSubjectRequests.onTimePct']],
  ]),
  ...group('P8 Monitoring and Enforcement', [
    ['P8.1', 'Privacy complaints and compliance monitoring', ['dataSubjectRequests.onTimePct', 'policies.reviewedAt']],
  ]),
];

export const soc2: Framework = { id: 'SOC2', name: 'SOC 2 Trust Services Criteria', controls };
