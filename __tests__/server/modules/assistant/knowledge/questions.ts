// The retrieval evaluation set: questions phrased as users ask them, each with the sources that answer it (framework
// controls as "FRAMEWORK:id", checks as "check:id"). An answer is a hit when any expected source is in the top five.
// Expectations follow the catalogues in server/src/frameworks; do not reword questions to suit the index.
export type EvaluationQuestion = { question: string; expected: string[] };

const soc2: EvaluationQuestion[] = [
  { question: 'Our auditor is asking about CC7.4', expected: ['SOC2:CC7.4'] },
  {
    question: 'access reviews for SOC 2',
    expected: ['SOC2:CC6.2', 'SOC2:CC6.3', 'check:accessReview.lastCompletedAt'],
  },
  {
    question: 'What does SOC 2 expect for change management?',
    expected: ['SOC2:CC8.1', 'check:changeManagement.reviewedPct'],
  },
  { question: 'SOC 2 vendor management requirements', expected: ['SOC2:CC9.2', 'check:vendors.reviewed'] },
  { question: 'How do we show logical access security for SOC 2?', expected: ['SOC2:CC6.1'] },
  {
    question: 'Do we need to test our incident response plan for SOC 2?',
    expected: ['SOC2:CC7.4', 'check:incidentResponse.planTestedAt'],
  },
  { question: 'SOC 2 risk assessment', expected: ['SOC2:CC3.1', 'SOC2:CC3.2', 'check:riskAssessment.completedAt'] },
  { question: 'What is CC6.8 about?', expected: ['SOC2:CC6.8'] },
  { question: 'SOC 2 malware protection on laptops', expected: ['SOC2:CC6.8', 'check:endpoints.protected'] },
  {
    question: 'backup and recovery for SOC 2 availability',
    expected: ['SOC2:A1.2', 'SOC2:A1.3', 'SOC2:CC7.5', 'check:backups.tested'],
  },
  { question: 'SOC 2 encryption in transit', expected: ['SOC2:CC6.7', 'check:encryption.inTransit'] },
  {
    question: 'How does SOC 2 handle physical access to the office?',
    expected: ['SOC2:CC6.4', 'check:physical.accessControlled'],
  },
  {
    question: 'Which SOC 2 criteria cover security awareness training?',
    expected: ['SOC2:CC1.4', 'SOC2:CC2.2', 'check:training.completionPct'],
  },
  {
    question: 'SOC 2 background checks for new hires',
    expected: ['SOC2:CC1.4', 'check:backgroundChecks.completedPct'],
  },
  { question: 'trust services criteria monitoring for anomalies', expected: ['SOC2:CC7.2'] },
  {
    question: 'How do we remove access for terminated employees under SOC 2?',
    expected: ['SOC2:CC6.3', 'check:offboarding.revokedPct'],
  },
  { question: 'SOC 2 vulnerability scanning', expected: ['SOC2:CC7.1', 'check:vulnerabilities.criticalOpen'] },
  {
    question: 'What is the SOC 2 privacy criterion on consent?',
    expected: ['SOC2:P2.1', 'SOC2:P3.2', 'check:consent.recordedPct'],
  },
  { question: 'disposal of confidential information SOC 2 C1.2', expected: ['SOC2:C1.2'] },
  {
    question: 'SOC 2 business continuity and disaster recovery testing',
    expected: ['SOC2:CC9.1', 'SOC2:A1.3', 'check:businessContinuity.testedAt'],
  },
  { question: 'Does SOC 2 require MFA?', expected: ['SOC2:CC6.1', 'SOC2:CC6.6', 'SOC2:CC5.2', 'check:mfa.enforced'] },
  {
    question: 'asset inventory SOC 2',
    expected: ['SOC2:CC2.1', 'SOC2:CC3.2', 'SOC2:CC6.5', 'SOC2:C1.1', 'check:assetInventory.complete'],
  },
  { question: 'Explain PI1.3', expected: ['SOC2:PI1.3'] },
  { question: 'board oversight SOC 2 control environment', expected: ['SOC2:CC1.2'] },
  { question: 'SOC2 policy review annually', expected: ['SOC2:CC5.3', 'SOC2:CC1.2', 'check:policies.reviewedAt'] },
  {
    question: 'What does SOC 2 say about notifying people of a data breach?',
    expected: ['SOC2:P6.6', 'SOC2:P6.5', 'SOC2:P6.3', 'check:breach.notificationProcedure'],
  },
  { question: 'capacity planning soc 2', expected: ['SOC2:A1.1'] },
  { question: 'SOC 2 fraud risk', expected: ['SOC2:CC3.3'] },
];

const iso27001: EvaluationQuestion[] = [
  { question: 'ISO 27001 A.5.15 access control', expected: ['ISO27001:A.5.15'] },
  { question: 'What is Annex A 8.24?', expected: ['ISO27001:A.8.24'] },
  {
    question: 'ISO 27001 supplier security',
    expected: ['ISO27001:A.5.19', 'ISO27001:A.5.20', 'ISO27001:A.5.21', 'ISO27001:A.5.22', 'check:vendors.reviewed'],
  },
  { question: 'ISO 27001 cryptography requirements', expected: ['ISO27001:A.8.24'] },
  {
    question: 'How do we meet ISO 27001 logging requirements?',
    expected: ['ISO27001:A.8.15', 'check:logging.retentionDays'],
  },
  { question: 'ISO 27001 secure coding', expected: ['ISO27001:A.8.28'] },
  {
    question: 'Does ISO 27001 require background screening of employees?',
    expected: ['ISO27001:A.6.1', 'check:backgroundChecks.completedPct'],
  },
  { question: 'ISO 27001 clear desk policy', expected: ['ISO27001:A.7.7'] },
  { question: 'threat intelligence ISO', expected: ['ISO27001:A.5.7'] },
  { question: 'ISO 27001 information backup', expected: ['ISO27001:A.8.13', 'check:backups.tested'] },
  { question: 'How should we handle privileged access rights for ISO 27001?', expected: ['ISO27001:A.8.2'] },
  {
    question: 'ISO 27001 technical vulnerability management',
    expected: ['ISO27001:A.8.8', 'check:vulnerabilities.criticalOpen'],
  },
  { question: 'ISO 27001 control on cloud services', expected: ['ISO27001:A.5.23'] },
  { question: 'separation of dev test and production environments ISO 27001', expected: ['ISO27001:A.8.31'] },
  { question: 'ISO 27001 remote working', expected: ['ISO27001:A.6.7'] },
  {
    question: 'What does ISO 27001 require for incident management?',
    expected: [
      'ISO27001:A.5.24',
      'ISO27001:A.5.25',
      'ISO27001:A.5.26',
      'ISO27001:A.5.27',
      'check:incidentResponse.planTestedAt',
    ],
  },
  { question: 'ISO 27001 data masking', expected: ['ISO27001:A.8.11'] },
  { question: 'ISO 27001 A8.9 configuration management', expected: ['ISO27001:A.8.9'] },
  { question: 'information classification ISO 27001', expected: ['ISO27001:A.5.12'] },
  { question: 'ISO 27001 secure disposal of equipment', expected: ['ISO27001:A.7.14'] },
  { question: 'ISO 27001 network segregation', expected: ['ISO27001:A.8.22', 'check:network.segmented'] },
  { question: 'Do we need a policy for acceptable use under ISO 27001?', expected: ['ISO27001:A.5.10'] },
  { question: 'ISO 27001 clock synchronization', expected: ['ISO27001:A.8.17'] },
  {
    question: 'ISO 27001 information security awareness training',
    expected: ['ISO27001:A.6.3', 'check:training.completionPct'],
  },
  {
    question: 'return of assets when someone leaves ISO',
    expected: ['ISO27001:A.5.11', 'ISO27001:A.6.5', 'check:offboarding.revokedPct'],
  },
  { question: 'ISO 27001 access to source code', expected: ['ISO27001:A.8.4'] },
  { question: 'web filtering ISO 27001', expected: ['ISO27001:A.8.23'] },
  { question: 'ISO 27001 business continuity ICT readiness', expected: ['ISO27001:A.5.30'] },
];

const hipaa: EvaluationQuestion[] = [
  {
    question: 'HIPAA encryption of ePHI',
    expected: ['HIPAA:164.312(a)(2)(iv)', 'HIPAA:164.312(e)(2)(ii)', 'check:encryption.atRest'],
  },
  { question: 'What is 164.312(a)(2)(iv)?', expected: ['HIPAA:164.312(a)(2)(iv)'] },
  {
    question: 'HIPAA risk analysis requirement',
    expected: ['HIPAA:164.308(a)(1)(ii)(A)', 'check:riskAssessment.completedAt'],
  },
  { question: 'Does HIPAA require audit logs?', expected: ['HIPAA:164.312(b)', 'check:logging.retentionDays'] },
  { question: 'HIPAA automatic logoff', expected: ['HIPAA:164.312(a)(2)(iii)'] },
  {
    question: 'What HIPAA says about business associate agreements',
    expected: ['HIPAA:164.308(b)(1)', 'HIPAA:164.308(b)(3)', 'check:vendors.reviewed'],
  },
  {
    question: 'HIPAA contingency plan and data backup',
    expected: ['HIPAA:164.308(a)(7)', 'HIPAA:164.308(a)(7)(ii)(A)', 'check:backups.tested'],
  },
  { question: 'HIPAA security awareness training', expected: ['HIPAA:164.308(a)(5)', 'check:training.completionPct'] },
  { question: 'unique user identification HIPAA', expected: ['HIPAA:164.312(a)(2)(i)'] },
  { question: 'HIPAA transmission security', expected: ['HIPAA:164.312(e)(1)', 'check:encryption.inTransit'] },
  { question: 'HIPAA sanction policy for employees', expected: ['HIPAA:164.308(a)(1)(ii)(C)'] },
  {
    question: 'how do we dispose of hard drives with PHI',
    expected: ['HIPAA:164.310(d)(2)(i)', 'HIPAA:164.310(d)(2)(ii)', 'check:dataRetention.policyDefined'],
  },
  { question: 'HIPAA emergency access procedure', expected: ['HIPAA:164.312(a)(2)(ii)'] },
  { question: 'HIPAA person or entity authentication MFA', expected: ['HIPAA:164.312(d)', 'check:mfa.enforced'] },
  {
    question: 'Is encryption addressable or required under HIPAA?',
    expected: ['HIPAA:164.312(a)(2)(iv)', 'HIPAA:164.312(e)(2)(ii)'],
  },
  {
    question: 'HIPAA workforce clearance background check',
    expected: ['HIPAA:164.308(a)(3)(ii)(B)', 'check:backgroundChecks.completedPct'],
  },
  {
    question: 'HIPAA termination procedures',
    expected: ['HIPAA:164.308(a)(3)(ii)(C)', 'check:offboarding.revokedPct'],
  },
  { question: 'HIPAA facility access controls', expected: ['HIPAA:164.310(a)(1)', 'check:physical.accessControlled'] },
  { question: 'HIPAA workstation security', expected: ['HIPAA:164.310(c)', 'HIPAA:164.310(b)'] },
  {
    question: 'HIPAA security incident procedures',
    expected: ['HIPAA:164.308(a)(6)', 'HIPAA:164.308(a)(6)(ii)', 'check:incidentResponse.planTestedAt'],
  },
  {
    question: 'HIPAA integrity controls for ePHI',
    expected: ['HIPAA:164.312(c)(1)', 'HIPAA:164.312(c)(2)', 'HIPAA:164.312(e)(2)(i)'],
  },
  { question: 'log-in monitoring hipaa', expected: ['HIPAA:164.308(a)(5)(ii)(C)'] },
  { question: 'HIPAA password management', expected: ['HIPAA:164.308(a)(5)(ii)(D)'] },
  { question: 'who is our HIPAA security officer', expected: ['HIPAA:164.308(a)(2)'] },
  { question: '164.308(a)(7)(ii)(B) disaster recovery plan', expected: ['HIPAA:164.308(a)(7)(ii)(B)'] },
  { question: 'HIPAA evaluation requirement', expected: ['HIPAA:164.308(a)(8)'] },
  { question: 'media re-use HIPAA', expected: ['HIPAA:164.310(d)(2)(ii)'] },
];

const gdpr: EvaluationQuestion[] = [
  {
    question: 'what does GDPR say about breach notification',
    expected: ['GDPR:Art. 33', 'GDPR:Art. 34', 'check:breach.notificationProcedure'],
  },
  { question: 'do we need a DPO', expected: ['GDPR:Art. 37', 'check:dpo.appointed'] },
  { question: 'retention policy GDPR Art. 5', expected: ['GDPR:Art. 5'] },
  { question: 'GDPR article 32 security of processing', expected: ['GDPR:Art. 32'] },
  { question: 'When do we need a DPIA?', expected: ['GDPR:Art. 35', 'check:dpia.completed'] },
  { question: 'GDPR right to be forgotten', expected: ['GDPR:Art. 17'] },
  {
    question: 'How long do we have to answer a subject access request?',
    expected: ['GDPR:Art. 12', 'GDPR:Art. 15', 'check:dataSubjectRequests.onTimePct'],
  },
  {
    question: 'GDPR records of processing activities',
    expected: ['GDPR:Art. 30', 'check:processingRecords.updatedAt'],
  },
  {
    question: 'Can we transfer personal data to the US under GDPR?',
    expected: ['GDPR:Art. 44', 'GDPR:Art. 45', 'GDPR:Art. 46', 'check:transfers.safeguarded'],
  },
  { question: 'standard contractual clauses', expected: ['GDPR:Art. 46', 'check:transfers.safeguarded'] },
  { question: 'GDPR consent requirements', expected: ['GDPR:Art. 7', 'check:consent.recordedPct'] },
  {
    question: 'What must our privacy notice contain?',
    expected: ['GDPR:Art. 13', 'GDPR:Art. 14', 'check:privacy.noticePublished'],
  },
  { question: 'GDPR data processing agreement with vendors', expected: ['GDPR:Art. 28', 'check:vendors.reviewed'] },
  { question: 'privacy by design GDPR', expected: ['GDPR:Art. 25'] },
  { question: 'GDPR data portability', expected: ['GDPR:Art. 20'] },
  { question: "children's consent GDPR", expected: ['GDPR:Art. 8'] },
  { question: 'Article 33', expected: ['GDPR:Art. 33'] },
  { question: 'GDPR lawful basis for processing', expected: ['GDPR:Art. 6'] },
  { question: 'processing health data under GDPR special categories', expected: ['GDPR:Art. 9'] },
  { question: 'GDPR automated decision making and profiling', expected: ['GDPR:Art. 22'] },
  {
    question: 'Do we have to tell customers if their data is leaked?',
    expected: ['GDPR:Art. 34', 'SOC2:P6.6', 'check:breach.notificationProcedure'],
  },
  { question: 'binding corporate rules', expected: ['GDPR:Art. 47'] },
  { question: 'GDPR prior consultation with the supervisory authority', expected: ['GDPR:Art. 36'] },
  { question: 'can the DPO be our CTO? GDPR independence', expected: ['GDPR:Art. 38'] },
  { question: 'GDPR right to object to marketing', expected: ['GDPR:Art. 21'] },
  { question: 'joint controllers GDPR', expected: ['GDPR:Art. 26'] },
  { question: 'right to rectification', expected: ['GDPR:Art. 16'] },
];

const howTo: EvaluationQuestion[] = [
  { question: 'how do we enforce 2FA in GitHub', expected: ['check:mfa.enforced'] },
  { question: 'How do I turn on MFA for all users in Okta?', expected: ['check:mfa.enforced'] },
  { question: 'enforce multi-factor authentication Azure AD conditional access', expected: ['check:mfa.enforced'] },
  { question: 'How to encrypt an existing unencrypted RDS database', expected: ['check:encryption.atRest'] },
  { question: 'S3 default encryption with KMS', expected: ['check:encryption.atRest'] },
  { question: 'How do we set up CloudTrail so logs are kept a year', expected: ['check:logging.retentionDays'] },
  {
    question: 'require pull request reviews before merging on GitHub',
    expected: ['check:changeManagement.reviewedPct'],
  },
  {
    question: 'How do I enable Dependabot alerts for all repos?',
    expected: ['check:vulnerabilities.criticalOpen', 'check:secureDevelopment.scanning'],
  },
  { question: 'enable secret scanning GitHub', expected: ['check:secureDevelopment.scanning'] },
  { question: 'How to fix open SSH security groups on AWS', expected: ['check:network.segmented'] },
  { question: 'Set minimum TLS version on Azure App Service', expected: ['check:encryption.inTransit'] },
  { question: 'how to test restoring backups on AWS', expected: ['check:backups.tested'] },
  { question: 'GuardDuty alerts to PagerDuty', expected: ['check:monitoring.alerting'] },
  { question: 'How do I do access reviews in Okta?', expected: ['check:accessReview.lastCompletedAt'] },
  { question: 'Deprovision leavers automatically from Okta', expected: ['check:offboarding.revokedPct'] },
  { question: 'GCP audit log retention', expected: ['check:logging.retentionDays'] },
  { question: 'Intune BitLocker compliance policy', expected: ['check:endpoints.protected'] },
  { question: 'How to encrypt Kubernetes secrets at rest', expected: ['check:encryption.atRest'] },
  { question: 'MongoDB Atlas encryption with customer key', expected: ['check:encryption.atRest'] },
  { question: 'GitLab enforce two-factor authentication', expected: ['check:mfa.enforced'] },
  { question: 'GitLab merge request approvals', expected: ['check:changeManagement.reviewedPct'] },
  { question: 'AWS Inspector for critical CVEs', expected: ['check:vulnerabilities.criticalOpen'] },
  { question: 'Kubernetes network policies for segmentation', expected: ['check:network.segmented'] },
  { question: 'GCP 2-step verification enforcement', expected: ['check:mfa.enforced'] },
  { question: 'AWS Config asset inventory tagging', expected: ['check:assetInventory.complete'] },
  { question: 'enforce TLS on RDS PostgreSQL', expected: ['check:encryption.inTransit'] },
  { question: 'Velero backup restore test', expected: ['check:backups.tested'] },
  { question: 'Azure Site Recovery DR test', expected: ['check:businessContinuity.testedAt'] },
  { question: 'Okta system log retention export', expected: ['check:logging.retentionDays'] },
  { question: 'Cookie banner for consent', expected: ['check:consent.recordedPct'] },
];

const general: EvaluationQuestion[] = [
  { question: 'How often do we need to run a tabletop exercise?', expected: ['check:incidentResponse.planTestedAt'] },
  { question: 'our policies have not been reviewed this year', expected: ['check:policies.reviewedAt'] },
  { question: "employees haven't signed the security policy", expected: ['check:policies.acceptedPct'] },
  { question: 'phishing training completion', expected: ['check:training.completionPct'] },
  { question: 'how long should we keep audit logs', expected: ['check:logging.retentionDays'] },
];

// Situations rather than topics: the words of the catalogues are mostly absent.
const situations: EvaluationQuestion[] = [
  {
    question: 'we store patient records in Postgres, what do we need to do?',
    expected: ['check:encryption.atRest', 'HIPAA:164.312(a)(2)(iv)', 'HIPAA:164.312(a)(1)', 'HIPAA:164.312(b)'],
  },
  {
    question: 'a laptop with customer data was stolen, what now?',
    expected: [
      'check:breach.notificationProcedure',
      'check:incidentResponse.planTestedAt',
      'GDPR:Art. 33',
      'check:endpoints.protected',
    ],
  },
  {
    question: 'someone left the company last week and still has Slack access',
    expected: ['check:offboarding.revokedPct', 'SOC2:CC6.3', 'HIPAA:164.308(a)(3)(ii)(C)', 'ISO27001:A.6.5'],
  },
  { question: 'how many days of logs does the auditor want', expected: ['check:logging.retentionDays'] },
  {
    question: 'we use a US subprocessor for email, is that ok under GDPR',
    expected: ['GDPR:Art. 28', 'GDPR:Art. 44', 'GDPR:Art. 46', 'check:transfers.safeguarded', 'check:vendors.reviewed'],
  },
  {
    question: 'do engineers need approval to deploy to prod',
    expected: ['check:changeManagement.reviewedPct', 'SOC2:CC8.1', 'ISO27001:A.8.32'],
  },
  {
    question: 'our pentest found a critical SQL injection',
    expected: ['check:vulnerabilities.criticalOpen', 'SOC2:CC7.1', 'ISO27001:A.8.8'],
  },
  { question: 'is SMS a good second factor', expected: ['check:mfa.enforced'] },
  {
    question: 'what evidence do auditors want for quarterly user access recertification',
    expected: ['check:accessReview.lastCompletedAt', 'SOC2:CC6.2', 'SOC2:CC6.3'],
  },
  {
    question: 'a customer asked us to delete all their data',
    expected: ['GDPR:Art. 17', 'check:dataSubjectRequests.onTimePct'],
  },
  { question: 'do we need cameras in the office', expected: ['check:physical.accessControlled', 'ISO27001:A.7.4'] },
  {
    question: 'who must sign a BAA',
    expected: ['HIPAA:164.308(b)(1)', 'HIPAA:164.308(b)(3)', 'check:vendors.reviewed'],
  },
];

export const questions: EvaluationQuestion[] = [
  ...soc2,
  ...iso27001,
  ...hipaa,
  ...gdpr,
  ...howTo,
  ...general,
  ...situations,
];
