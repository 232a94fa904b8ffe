import type { PolicyTemplate } from './types';

export const backup: PolicyTemplate = {
  id: 'backup',
  title: 'Backup Policy',
  summary:
    'Sets what the company backs up, how often, where backups are kept and protected, and how restores are tested.',
  controls: {
    SOC2: ['CC7.5', 'A1.2', 'A1.3', 'PI1.5'],
    ISO27001: ['A.5.30', 'A.8.13'],
    HIPAA: ['164.308(a)(7)(ii)(A)', '164.308(a)(7)(ii)(D)', '164.310(d)(2)(iv)'],
    GDPR: ['Art. 32'],
  },
  body: `# Backup Policy

This policy sets the backup requirements for the systems and data of {{profile.legalName}} ("the company").

## 1. Purpose

Backups are the last line of defence against data loss from mistakes, failures, ransomware and disasters. This policy makes sure backups exist, are protected, are kept for the right time and can actually be restored.

## 2. Scope

This policy covers production databases, file and object storage, configuration needed to rebuild the service, and any other system marked as critical in the asset inventory{{#if facts.cloudProviders}}, across the company's environments in {{facts.cloudProviders}}{{else}}, across all of the company's cloud environments{{/if}}.

## 3. Roles and responsibilities

- **Engineering** configures, monitors and restores backups.
- **The security officer ({{profile.securityOfficer}})** owns this policy, reviews backup evidence and makes sure restore tests happen.
- **System owners** tell engineering when a new data store needs to be backed up.

## 4. Policy statements

### 4.1 Frequency

1. Production data is backed up often enough to meet the recovery point objective of {{profile.recoveryPointHours}} hours set in the Business Continuity and Disaster Recovery Policy. Continuous backup or point-in-time recovery is used for production databases where the platform supports it.
2. A full backup of each production database is taken at least daily.
3. Infrastructure and configuration are kept as code in source control, so they can be rebuilt rather than restored.

### 4.2 Storage and protection

1. Backups are encrypted at rest and in transit, following the Cryptography Policy.
2. At least one copy of production backups is kept in a different region, or with a different account, from the data it protects, so a single failure or compromised account cannot destroy both.
3. Backups are protected against deletion or alteration, using immutability or deletion protection where available.
4. Access to backups and to restore functions is limited to named engineers and reviewed with each access review.

### 4.3 Retention

Backups are kept for at least 30 days, and no longer than the Data Retention and Disposal Policy allows. Expired backups are deleted automatically.

### 4.4 Monitoring

Backup jobs are monitored. A failed backup raises an alert to the on-call engineer, and is fixed or re-run within one working day. Repeated failures are reported to the security officer.

### 4.5 Restore testing

1. A restore of production data into an isolated environment is tested at least once a year, and after any significant change to the backup setup. {{#if facts.backupsTestedOn}}The most recent restore test on record was completed on {{facts.backupsTestedOn}}.{{else}}The date and result of the most recent restore test are recorded as evidence.{{/if}}
2. Each test records what was restored, how long it took compared with the recovery objectives, whether the data was complete, and any problems found.
3. Problems found are fixed and the test repeated if the restore failed.

### 4.6 Endpoints

Company laptops are not used as the only store of company information. Work is saved in approved company systems, which are backed up under this policy.

## 5. Exceptions

Data stores excluded from backup (for example caches that can be rebuilt) are listed with the reason and approved by the security officer.

## 6. Enforcement

Disabling or deleting backups without authorisation is a serious breach of this policy.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
