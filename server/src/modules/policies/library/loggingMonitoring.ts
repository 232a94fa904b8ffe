import type { PolicyTemplate } from './types';

export const loggingMonitoring: PolicyTemplate = {
  id: 'logging-monitoring',
  title: 'Logging and Monitoring Policy',
  summary:
    'Requires security-relevant events to be logged, protected and retained, and monitored so that suspicious activity is noticed and acted on.',
  controls: {
    SOC2: ['CC4.1', 'CC7.2', 'CC7.3', 'A1.1'],
    ISO27001: ['A.5.28', 'A.8.6', 'A.8.15', 'A.8.16', 'A.8.17'],
    HIPAA: ['164.308(a)(1)(ii)(D)', '164.308(a)(5)(ii)(C)', '164.312(b)'],
    GDPR: ['Art. 32', 'Art. 33'],
  },
  body: `# Logging and Monitoring Policy

This policy sets out how {{profile.legalName}} ("the company") records and watches activity on its systems.

## 1. Purpose

Logs are how the company detects attacks, investigates incidents and proves what happened. This policy makes sure the right events are recorded, the records are trustworthy and kept long enough, and someone looks at them.

## 2. Scope

This policy covers production systems, cloud accounts{{#if facts.cloudProviders}} (currently {{facts.cloudProviders}}){{else}} with every provider the company uses{{/if}}, the identity provider, source control, and any SaaS tool that holds customer or confidential data.

## 3. Roles and responsibilities

- **The security officer ({{profile.securityOfficer}})** owns this policy, decides which alerts are needed and makes sure alerts are responded to.
- **Engineering** configures logging in the systems it builds and runs, and keeps the central logging platform working.
- **The on-call engineer** responds to alerts during their shift.

## 4. Policy statements

### 4.1 What is logged

In-scope systems log at least:

1. sign-ins, failed sign-ins, MFA challenges and account lockouts;
2. creation, change and removal of accounts, roles and permissions;
3. administrative and privileged actions, including changes to cloud infrastructure and security settings;
4. access to, export of and deletion of customer data by staff, where the system supports it;
5. application errors and security-relevant events such as rejected requests and rate limiting;
6. deployments and configuration changes.

Each entry records what happened, when, which account or service did it and from where.

### 4.2 What is not logged

Passwords, secrets, full payment card numbers and other Restricted data are never written to logs. Personal data in logs is kept to what is needed to investigate.

### 4.3 Protection and retention

1. Logs are sent to a central platform that the people whose activity is logged cannot alter or delete.
2. Access to logs is limited to people who need it and is itself logged.
3. Security logs are kept for {{profile.logRetentionDays}} days, then deleted in line with the Data Retention and Disposal Policy.
4. System clocks are synchronised to a reliable time source so that events can be correlated.

### 4.4 Monitoring and alerting

1. Automated alerts are configured for high-risk events, including: sign-ins to privileged accounts from unusual locations, disabling of MFA or logging, creation of new administrators, public exposure of storage, and spikes in failed sign-ins or errors.
2. Capacity and availability of production services are monitored, with alerts before limits are reached.
3. Alerts go to a monitored channel and the on-call engineer. Critical alerts are acknowledged within 30 minutes, at any hour.
4. An alert that indicates a possible incident is handled under the Incident Response Policy.

### 4.5 Review

1. The security officer reviews the alert rules at least quarterly, removing noisy ones and adding rules for new risks.
2. A sample of logs from critical systems is checked at least quarterly to confirm that logging still works as intended.

## 5. Exceptions

A system that cannot produce the required logs is recorded with compensating controls and the security officer's approval.

## 6. Enforcement

Disabling, tampering with or deleting logs without authorisation is a serious breach of this policy and may lead to termination.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
