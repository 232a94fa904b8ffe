import type { PromptShortcut } from '@/features/assistant/constants';

export type CannedReply = {
  topic: string;
  /** Lower-case word beginnings; the first reply with any of them in the question answers it. */
  keywords: readonly string[];
  content: string;
  followUps?: readonly PromptShortcut[];
};

/** Checked in order: specific topics before the general remediation and fallback answers. */
export const CANNED_REPLIES: readonly CannedReply[] = [
  {
    topic: 'mfa',
    keywords: ['mfa', 'multi-factor', 'multi factor', '2fa', 'two-factor', 'authenticator'],
    content: `Enforcing MFA on AWS (SOC 2 CC6.1, ISO 27001 A.8.5):

1. Root user: sign in as root → Security credentials → Assign MFA device. Use a hardware key (FIDO2) or an authenticator app, store the recovery details in your password vault, then delete any root access keys.
2. IAM Identity Center (preferred): Settings → Authentication → MFA → "Every time they sign in", and "Require them to register an MFA device at sign in". Move people off long-lived IAM users.
3. Remaining IAM users: attach a policy that denies everything except MFA self-service unless aws:MultiFactorAuthPresent is true (AWS publishes this "Force_MFA" example policy).
4. Organization guardrail: add an SCP that denies sensitive actions (iam:*, organizations:*, kms:ScheduleKeyDeletion) when aws:MultiFactorAuthPresent is false.
5. Detect drift: turn on the AWS Config rules iam-user-mfa-enabled and root-account-mfa-enabled, and Security Hub's CIS benchmark checks.
6. Evidence for the auditor: the IAM credential report (mfa_active column), the Config rule compliance history and the SCP text.`,
    followUps: [
      { label: 'Draft a security policy', prompt: 'Generate an information security policy for our company.' },
    ],
  },
  {
    topic: 'policy',
    keywords: ['policy', 'policies'],
    content: `Here is an information security policy outline you can adopt (SOC 2 CC5.3, ISO 27001 A.5.1):

1. Purpose and scope: systems, data and people covered; owner (CISO or Head of Security); review at least yearly.
2. Roles and responsibilities: leadership approval, security owner, engineers, every employee (A.5.2).
3. Access control: least privilege, MFA everywhere, joiner/mover/leaver process, quarterly access reviews (CC6.1–CC6.3).
4. Data classification and handling: public, internal, confidential, restricted; encryption at rest and in transit.
5. Change management: peer-reviewed pull requests, CI checks, no direct production changes (CC8.1).
6. Logging and monitoring: central logs kept 12 months, alerting on critical events (CC7.2).
7. Incident response: severity levels, on-call, customer notice timelines, post-incident review (CC7.4).
8. Vendor management: security review before onboarding, yearly re-review (CC9.2).
9. Acceptable use, security awareness training at hire and yearly, and sanctions for violations.

Have leadership approve it, publish it, and collect each employee's acknowledgement: auditors sample those records.`,
  },
  {
    topic: 'critical',
    keywords: ['critical', 'finding', 'findings', 'prioriti'],
    content: `Critical findings are controls scoring below 60: auditors will treat them as exceptions. Work them in this order:

1. Identity first: missing MFA, shared or stale admin accounts, unused access keys older than 90 days. These are the most exploited gaps (CC6.1).
2. Exposed data: public storage buckets, unencrypted databases or backups, secrets in source control (CC6.7, C1.1).
3. Logging gaps: CloudTrail or audit logs disabled, retention under a year (CC7.2).
4. Change control: direct pushes to main or production without review (CC8.1).

For each one: name an owner, fix it, then re-run the assessment so the control turns green and the evidence is captured automatically. Open a control on the heat map and choose View Remediation Steps to get its specific fix.`,
  },
  {
    topic: 'soc2',
    keywords: ['soc 2', 'soc2', 'readiness', 'checklist', 'trust services'],
    content: `SOC 2 readiness checklist by Trust Services Criteria:

CC1 Control environment: code of conduct signed, org chart, background checks, security roles assigned.
CC2 Communication: published security policies, a way for customers to report issues, system description.
CC3 Risk assessment: a yearly risk register with owners and treatment, including fraud risk.
CC4 Monitoring: continuous control monitoring, deficiencies tracked to closure.
CC5 Control activities: policies mapped to controls, reviewed yearly.
CC6 Access: SSO + MFA, least privilege, onboarding/offboarding tickets, quarterly access reviews, encryption in transit and at rest, endpoint protection.
CC7 Operations: vulnerability scanning, centralised logging and alerting, an incident response plan that was tested.
CC8 Change management: reviewed pull requests, CI checks, separate environments.
CC9 Risk mitigation: vendor reviews, business continuity plan, insurance.
A1 Availability (if in scope): backups, restore tests, capacity monitoring.

Next steps: choose the criteria in scope, close the gaps, run a Type I (point in time), then a Type II observation window of 3–12 months.`,
    followUps: [{ label: 'Explain critical findings', prompt: 'Explain my critical findings and what to fix first.' }],
  },
  {
    topic: 'encryption',
    keywords: ['encrypt', 'kms', 'at rest', 's3', 'rds'],
    content: `Encryption at rest on AWS (SOC 2 CC6.1/CC6.7, ISO 27001 A.8.24):

1. S3: turn on default encryption (SSE-KMS) for every bucket and keep Block Public Access on at the account level.
2. RDS: encryption is set at creation. For an existing instance, snapshot it, copy the snapshot with encryption on, restore, then switch over.
3. EBS: enable "Always encrypt new EBS volumes" in each region.
4. KMS: customer-managed keys with yearly rotation, and key policies limited to the roles that need them.
5. Detect drift: AWS Config rules s3-bucket-server-side-encryption-enabled, rds-storage-encrypted and encrypted-volumes.`,
  },
  {
    topic: 'access',
    keywords: ['access review', 'least privilege', 'offboard', 'permissions'],
    content: `Running quarterly access reviews (SOC 2 CC6.2/CC6.3, ISO 27001 A.5.18):

1. Export the user lists from each in-scope system (cloud console, source control, identity provider, production database).
2. Send each list to the manager or system owner to confirm every person and their level of access.
3. Remove or downgrade access within 5 working days of the review, with a ticket for each change.
4. Keep the signed-off lists and the tickets as evidence; auditors sample them for every quarter of the period.
5. Tie offboarding to HR: access removed the same day someone leaves.`,
  },
  {
    topic: 'iso27001',
    keywords: ['iso 27001', '27001', 'annex a'],
    content: `ISO 27001:2022 in short:

1. Clauses 4–10 are mandatory: context and scope, leadership, risk assessment and treatment (6.1.2, 6.1.3), support and documented information, operation, internal audit (9.2), management review (9.3), corrective action (10.2).
2. Annex A has 93 controls in four themes: Organizational (A.5, 37), People (A.6, 8), Physical (A.7, 14) and Technological (A.8, 34).
3. Your Statement of Applicability lists all 93, whether each applies, why, and its implementation status.
4. New in 2022 and often missed: threat intelligence (A.5.7), cloud services security (A.5.23), configuration management (A.8.9), data leakage prevention (A.8.12) and secure coding (A.8.28).`,
  },
  {
    topic: 'hipaa',
    keywords: ['hipaa', 'ephi', 'health'],
    content: `HIPAA security risk assessment (45 CFR §164.308(a)(1)):

1. Inventory every system that creates, receives, stores or transmits ePHI, including vendors.
2. For each, list threats and vulnerabilities, then rate likelihood and impact.
3. Check the technical safeguards of §164.312: unique user IDs, emergency access, automatic logoff, audit controls, integrity, authentication and transmission encryption.
4. Write a risk management plan with owners and dates, and sign business associate agreements with vendors that touch ePHI.
5. Keep the assessment and the policies for 6 years (§164.316) and repeat it yearly or after major changes.`,
  },
  {
    topic: 'gdpr',
    keywords: ['gdpr', 'personal data', 'data subject', 'dpa'],
    content: `GDPR essentials for a SaaS company:

1. Record of processing activities (Art. 30) with a lawful basis for each purpose (Art. 6).
2. Privacy notice (Art. 13/14) and a process to answer data subject requests within one month (Art. 12, 15–22).
3. Data processing agreements with every processor (Art. 28).
4. Security of processing (Art. 32): encryption, access control, tested backups.
5. Breach process: notify the supervisory authority within 72 hours where required (Art. 33).`,
  },
  {
    topic: 'remediation',
    keywords: ['fix', 'remediat', 'control', 'issue', 'failing'],
    content: `A remediation plan for a failing control:

1. Confirm the finding: open the control on the heat map and check the failing check and the affected resources.
2. Assign an owner and a due date: critical within 7 days, warning within 30.
3. Fix the root cause in code or configuration (infrastructure as code where you can) so it cannot drift back.
4. Add a guardrail that detects a regression: a Config rule, a CI check or an alert.
5. Re-run the assessment: the control's score updates and the evidence is stored for your auditor.

Tell me which issue is failing (for example "MFA not enforced" or "S3 bucket not encrypted") and I'll give you the exact steps.`,
  },
];

export const FALLBACK_REPLY: CannedReply = {
  topic: 'fallback',
  keywords: [],
  content: `I can help with controls, findings and frameworks. Try asking:

• How do I enforce MFA on AWS?
• Give me a SOC 2 readiness checklist.
• Explain my critical findings.
• How do I enable encryption at rest?
• What does ISO 27001 Annex A require?`,
};
