import type { CheckId } from './checks';
import type { Control, Framework } from './types';

type AnnexControl = [number, string, CheckId[]];
type Clause = [clause: string, name: string, checks: CheckId[]];

const theme = (clause: number, category: string, entries: AnnexControl[]): Control[] =>
  entries.map(([number, name, checks]) => ({ id: `A.${clause}.${number}`, name, category, checks }));

const clauses = (category: string, entries: Clause[]): Control[] =>
  entries.map(([clause, name, checks]) => ({ id: clause, name, category, checks }));

// ISO/IEC 27001:2022 clauses 4 to 10: the management system requirements a certification audit assesses, at the
// depth auditors sample them (sub-clauses where the standard splits one).
const managementSystem: Control[] = [
  ...clauses('Context of the organization', [
    ['4.1', 'Understanding the organization and its context', ['riskAssessment.completedAt']],
    ['4.2', 'Understanding the needs and expectations of interested parties', ['riskAssessment.completedAt']],
    ['4.3', 'Determining the scope of the information security management system', ['policies.reviewedAt']],
    ['4.4', 'Information security management system', ['policies.reviewedAt', 'managementReview.completedAt']],
  ]),
  ...clauses('Leadership', [
    ['5.1', 'Leadership and commitment', ['managementReview.completedAt']],
    ['5.2', 'Policy', ['policies.reviewedAt', 'policies.acceptedPct']],
    ['5.3', 'Organizational roles, responsibilities and authorities', ['policies.acceptedPct']],
  ]),
  ...clauses('Planning', [
    ['6.1.1', 'Actions to address risks and opportunities: general', ['riskAssessment.completedAt']],
    ['6.1.2', 'Information security risk assessment', ['riskAssessment.completedAt']],
    ['6.1.3', 'Information security risk treatment', ['riskAssessment.completedAt']],
    ['6.2', 'Information security objectives and planning to achieve them', ['managementReview.completedAt']],
    ['6.3', 'Planning of changes', ['changeManagement.reviewedPct']],
  ]),
  ...clauses('Support', [
    ['7.1', 'Resources', ['managementReview.completedAt']],
    ['7.2', 'Competence', ['training.completionPct', 'backgroundChecks.completedPct']],
    ['7.3', 'Awareness', ['training.completionPct', 'policies.acceptedPct']],
    ['7.4', 'Communication', ['policies.acceptedPct', 'breach.notificationProcedure']],
    ['7.5.1', 'Documented information: general', ['policies.reviewedAt']],
    ['7.5.2', 'Creating and updating documented information', ['policies.reviewedAt']],
    ['7.5.3', 'Control of documented information', ['policies.reviewedAt', 'dataRetention.policyDefined']],
  ]),
  ...clauses('Operation', [
    ['8.1', 'Operational planning and control', ['changeManagement.reviewedPct']],
    ['8.2', 'Information security risk assessment (performed)', ['riskAssessment.completedAt']],
    ['8.3', 'Information security risk treatment (implemented)', ['riskAssessment.completedAt']],
  ]),
  ...clauses('Performance evaluation', [
    [
      '9.1',
      'Monitoring, measurement, analysis and evaluation',
      ['monitoring.alerting', 'managementReview.completedAt'],
    ],
    ['9.2.1', 'Internal audit: general', ['internalAudit.completedAt']],
    ['9.2.2', 'Internal audit programme', ['internalAudit.completedAt']],
    ['9.3.1', 'Management review: general', ['managementReview.completedAt']],
    ['9.3.2', 'Management review inputs', ['managementReview.completedAt']],
    ['9.3.3', 'Management review results', ['managementReview.completedAt']],
  ]),
  ...clauses('Improvement', [
    ['10.1', 'Continual improvement', ['managementReview.completedAt']],
    ['10.2', 'Nonconformity and corrective action', ['internalAudit.completedAt']],
  ]),
];

// ISO/IEC 27001:2022 Annex A: 93 controls in four themes.
const annexA: Control[] = [
  ...theme(5, 'Organizational controls', [
    [1, 'Policies for information security', ['policies.reviewedAt', 'policies.acceptedPct']],
    [2, 'Information security roles and responsibilities', ['policies.acceptedPct']],
    [3, 'Segregation of duties', ['changeManagement.reviewedPct']],
    [4, 'Management responsibilities', ['policies.acceptedPct', 'training.completionPct']],
    [5, 'Contact with authorities', ['breach.notificationProcedure']],
    [6, 'Contact with special interest groups', ['vulnerabilities.criticalOpen']],
    [7, 'Threat intelligence', ['monitoring.alerting', 'vulnerabilities.criticalOpen']],
    [8, 'Information security in project management', ['riskAssessment.completedAt']],
    [9, 'Inventory of information and other associated assets', ['assetInventory.complete']],
    [10, 'Acceptable use of information and other associated assets', ['policies.acceptedPct']],
    [11, 'Return of assets', ['offboarding.revokedPct', 'assetInventory.complete']],
    [12, 'Classification of information', ['assetInventory.complete']],
    [13, 'Labelling of information', ['assetInventory.complete']],
    [14, 'Information transfer', ['encryption.inTransit']],
    [15, 'Access control', ['mfa.enforced', 'accessReview.lastCompletedAt']],
    [16, 'Identity management', ['accessReview.lastCompletedAt', 'offboarding.revokedPct']],
    [17, 'Authentication information', ['mfa.enforced']],
    [18, 'Access rights', ['accessReview.lastCompletedAt']],
    [19, 'Information security in supplier relationships', ['vendors.reviewed']],
    [20, 'Addressing information security within supplier agreements', ['vendors.reviewed']],
    [21, 'Managing information security in the ICT supply chain', ['vendors.reviewed', 'secureDevelopment.scanning']],
    [22, 'Monitoring, review and change management of supplier services', ['vendors.reviewed']],
    [23, 'Information security for use of cloud services', ['vendors.reviewed', 'encryption.atRest']],
    [24, 'Information security incident management planning and preparation', ['incidentResponse.planTestedAt']],
    [25, 'Assessment and decision on information security events', ['monitoring.alerting']],
    [26, 'Response to information security incidents', ['incidentResponse.planTestedAt']],
    [27, 'Learning from information security incidents', ['incidentResponse.planTestedAt']],
    [28, 'Collection of evidence', ['logging.retentionDays']],
    [29, 'Information security during disruption', ['businessContinuity.testedAt']],
    [30, 'ICT readiness for business continuity', ['businessContinuity.testedAt', 'backups.tested']],
    [31, 'Legal, statutory, regulatory and contractual requirements', ['riskAssessment.completedAt']],
    [32, 'Intellectual property rights', ['policies.acceptedPct']],
    [33, 'Protection of records', ['logging.retentionDays', 'dataRetention.policyDefined']],
    [34, 'Privacy and protection of PII', ['privacy.noticePublished', 'encryption.atRest']],
    [35, 'Independent review of information security', ['riskAssessment.completedAt']],
    [
      36,
      'Compliance with policies, rules and standards for information security',
      ['policies.acceptedPct', 'policies.reviewedAt'],
    ],
    [37, 'Documented operating procedures', ['policies.reviewedAt']],
  ]),
  ...theme(6, 'People controls', [
    [1, 'Screening', ['backgroundChecks.completedPct']],
    [2, 'Terms and conditions of employment', ['policies.acceptedPct']],
    [3, 'Information security awareness, education and training', ['training.completionPct']],
    [4, 'Disciplinary process', ['policies.acceptedPct']],
    [5, 'Responsibilities after termination or change of employment', ['offboarding.revokedPct']],
    [6, 'Confidentiality or non-disclosure agreements', ['policies.acceptedPct']],
    [7, 'Remote working', ['endpoints.protected', 'mfa.enforced']],
    [8, 'Information security event reporting', ['incidentResponse.planTestedAt', 'training.completionPct']],
  ]),
  ...theme(7, 'Physical controls', [
    [1, 'Physical security perimeters', ['physical.accessControlled']],
    [2, 'Physical entry', ['physical.accessControlled']],
    [3, 'Securing offices, rooms and facilities', ['physical.accessControlled']],
    [4, 'Physical security monitoring', ['physical.accessControlled']],
    [5, 'Protecting against physical and environmental threats', ['businessContinuity.testedAt']],
    [6, 'Working in secure areas', ['physical.accessControlled']],
    [7, 'Clear desk and clear screen', ['endpoints.protected', 'policies.acceptedPct']],
    [8, 'Equipment siting and protection', ['physical.accessControlled']],
    [9, 'Security of assets off-premises', ['endpoints.protected']],
    [10, 'Storage media', ['encryption.atRest']],
    [11, 'Supporting utilities', ['businessContinuity.testedAt']],
    [12, 'Cabling security', ['physical.accessControlled']],
    [13, 'Equipment maintenance', ['assetInventory.complete']],
    [14, 'Secure disposal or re-use of equipment', ['dataRetention.policyDefined', 'assetInventory.complete']],
  ]),
  ...theme(8, 'Technological controls', [
    [1, 'User endpoint devices', ['endpoints.protected']],
    [2, 'Privileged access rights', ['accessReview.lastCompletedAt', 'mfa.enforced']],
    [3, 'Information access restriction', ['accessReview.lastCompletedAt']],
    [4, 'Access to source code', ['accessReview.lastCompletedAt', 'changeManagement.reviewedPct']],
    [5, 'Secure authentication', ['mfa.enforced']],
    [6, 'Capacity management', ['monitoring.alerting']],
    [7, 'Protection against malware', ['endpoints.protected']],
    [8, 'Management of technical vulnerabilities', ['vulnerabilities.criticalOpen']],
    [9, 'Configuration management', ['changeManagement.reviewedPct']],
    [10, 'Information deletion', ['dataRetention.policyDefined']],
    [11, 'Data masking', ['encryption.atRest']],
    [12, 'Data leakage prevention', ['encryption.inTransit', 'endpoints.protected']],
    [13, 'Information backup', ['backups.tested']],
    [14, 'Redundancy of information processing facilities', ['businessContinuity.testedAt']],
    [15, 'Logging', ['logging.retentionDays']],
    [16, 'Monitoring activities', ['monitoring.alerting']],
    [17, 'Clock synchronization', ['logging.retentionDays']],
    [18, 'Use of privileged utility programs', ['accessReview.lastCompletedAt']],
    [19, 'Installation of software on operational systems', ['changeManagement.reviewedPct']],
    [20, 'Networks security', ['network.segmented']],
    [21, 'Security of network services', ['encryption.inTransit', 'network.segmented']],
    [22, 'Segregation of networks', ['network.segmented']],
    [23, 'Web filtering', ['endpoints.protected']],
    [24, 'Use of cryptography', ['encryption.atRest', 'encryption.inTransit']],
    [25, 'Secure development life cycle', ['secureDevelopment.scanning', 'changeManagement.reviewedPct']],
    [26, 'Application security requirements', ['secureDevelopment.scanning']],
    [27, 'Secure system architecture and engineering principles', ['network.segmented', 'secureDevelopment.scanning']],
    [28, 'Secure coding', ['secureDevelopment.scanning']],
    [
      29,
      'Security testing in development and acceptance',
      ['secureDevelopment.scanning', 'vulnerabilities.criticalOpen'],
    ],
    [30, 'Outsourced development', ['vendors.reviewed']],
    [31, 'Separation of development, test and production environments', ['network.segmented']],
    [32, 'Change management', ['changeManagement.reviewedPct']],
    [33, 'Test information', ['encryption.atRest']],
    [34, 'Protection of information systems during audit testing', ['changeManagement.reviewedPct']],
  ]),
];

export const iso27001: Framework = {
  id: 'ISO27001',
  name: 'ISO/IEC 27001:2022',
  controls: [...managementSystem, ...annexA],
};
