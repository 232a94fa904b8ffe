import type { PolicyTemplate } from './types';

export const dataRetention: PolicyTemplate = {
  id: 'data-retention',
  title: 'Data Retention and Disposal Policy',
  summary:
    'Sets how long each kind of information is kept and how it is securely deleted or destroyed once it is no longer needed.',
  controls: {
    SOC2: ['CC6.5', 'C1.2', 'P4.2', 'P4.3'],
    ISO27001: ['7.5.3', 'A.5.33', 'A.7.14', 'A.8.10'],
    HIPAA: ['164.310(d)(2)(i)', '164.310(d)(2)(ii)', '164.316(b)(2)(i)'],
    GDPR: ['Art. 5', 'Art. 17'],
  },
  body: `# Data Retention and Disposal Policy

This policy sets how long {{profile.legalName}} ("the company") keeps information and how it disposes of it.

## 1. Purpose

Keeping data longer than needed increases the harm of a breach and may break the law; deleting it too early can break contracts and obligations to keep records. This policy sets clear retention periods and requires secure, verifiable disposal.

## 2. Scope

This policy covers all customer data, personal data, security logs, business records and backups held by the company or by vendors on its behalf, in any system or format.

## 3. Roles and responsibilities

- **The security officer ({{profile.securityOfficer}})** owns this policy and the retention schedule and confirms that deletion jobs run.
- **The privacy officer ({{profile.privacyOfficer}})** advises on legal retention requirements and handles deletion requests from individuals.
- **Data owners** make sure their systems apply the retention periods.
- **Engineering** builds and runs the automated deletion that enforces the schedule.

## 4. Policy statements

### 4.1 Retention schedule

The company keeps a retention schedule listing each category of information, where it is stored, its retention period and the reason for that period. At a minimum:

1. **Customer data** is kept for the duration of the customer's contract and deleted within {{profile.customerDataRetentionDays}} days after the contract ends, unless the customer asks for earlier deletion or the law requires longer retention.
2. **Security and audit logs** are kept for {{profile.logRetentionDays}} days, then deleted.
3. **Backups** are kept no longer than needed to meet the Backup Policy; data deleted from production disappears from backups when those backups expire.
4. **Employee records** and **financial records** are kept for the periods that employment, tax and accounting law require in each country where the company operates.
5. **Policies, audit evidence and records of processing** are kept for at least six years after they are superseded, unless a longer period applies.

### 4.2 Legal holds

When litigation, an investigation or a regulator's request is expected, the security officer may suspend deletion of the relevant information. Legal holds are recorded and lifted as soon as they are no longer needed.

### 4.3 Deletion

1. Deletion at the end of a retention period is automated wherever possible. Where it is manual, it is assigned to a named person with a due date.
2. Deleting data means making it unrecoverable in normal operation: removing it from databases, object storage and search indexes, and letting it age out of backups.
3. Requests from individuals to delete their personal data are handled under the Privacy and Data Protection Policy.

### 4.4 Disposal of media and equipment

1. Devices and storage media are wiped with a method that prevents recovery, or physically destroyed, before re-use or disposal.
2. Third parties that destroy equipment provide a certificate of destruction, which is kept with the asset record.
3. Paper holding Confidential information is cross-cut shredded or placed in locked disposal bins.

### 4.5 Vendors

Vendors that store company data are required by contract to return or delete it when the service ends and to confirm deletion in writing.

### 4.6 Verification

At least once a year the security officer checks a sample of systems against the schedule and records the result. Data found beyond its retention period is deleted and the cause fixed.

## 5. Exceptions

Any retention longer than the schedule allows requires the security officer's written approval and a documented reason.

## 6. Enforcement

Keeping or destroying information in breach of this policy may lead to disciplinary action.

## 7. Review

The retention schedule and this policy are reviewed at least every {{profile.policyReviewMonths}} months, and whenever legal requirements change.
`,
};
