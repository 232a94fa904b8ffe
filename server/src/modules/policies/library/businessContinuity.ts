import type { PolicyTemplate } from './types';

export const businessContinuity: PolicyTemplate = {
  id: 'business-continuity',
  title: 'Business Continuity and Disaster Recovery Policy',
  summary:
    'Sets recovery objectives and the planning and testing the company does so that its service keeps running, or is restored quickly, after a disruption.',
  controls: {
    SOC2: ['CC7.5', 'CC9.1', 'A1.2', 'A1.3'],
    ISO27001: ['A.5.29', 'A.5.30', 'A.7.11', 'A.8.14'],
    HIPAA: [
      '164.308(a)(7)',
      '164.308(a)(7)(ii)(B)',
      '164.308(a)(7)(ii)(C)',
      '164.308(a)(7)(ii)(D)',
      '164.308(a)(7)(ii)(E)',
      '164.312(a)(2)(ii)',
    ],
    GDPR: ['Art. 32'],
  },
  body: `# Business Continuity and Disaster Recovery Policy

This policy sets out how {{profile.legalName}} ("the company") prepares for, responds to and recovers from disruptions.

## 1. Purpose

Outages, data loss, supplier failures and disasters will happen. This policy makes sure the company knows in advance what it must keep running, how fast it must recover, and who does what, and that it proves those plans work by testing them.

## 2. Scope

This policy covers the company's customer-facing service, the systems and data it depends on, the critical suppliers that support it, and the people and processes needed to operate it.

## 3. Roles and responsibilities

- **The security officer ({{profile.securityOfficer}})** owns this policy and the continuity plan, and organises the tests.
- **Engineering leadership** owns the technical recovery procedures for production systems.
- **The incident lead** named in the Incident Response Policy decides when to invoke the continuity plan.
- **Leadership** approves the recovery objectives and the resources needed to meet them.

## 4. Policy statements

### 4.1 Business impact analysis

1. At least once a year the company identifies its critical business functions and the systems, data, people and suppliers each one depends on.
2. Each critical system is recorded as such in the asset inventory.

### 4.2 Recovery objectives

1. The recovery time objective (RTO) for the production service is **{{profile.recoveryTimeHours}} hours**: the service must be restored within that time after a disruption is declared.
2. The recovery point objective (RPO) is **{{profile.recoveryPointHours}} hours**: no more than that much data may be lost.
3. Architecture, backup frequency and supplier choices are made so that these objectives can be met. Where they cannot, the gap is recorded as a risk.

### 4.3 Resilience

1. Production systems run across more than one availability zone, or an equivalent failure domain, wherever the provider allows it.
2. Infrastructure is defined as code so that it can be rebuilt in a different region or account.
3. Backups are taken and protected as set out in the Backup Policy.

### 4.4 The continuity plan

The company keeps a written continuity and disaster recovery plan that includes:

- how a disruption is declared and by whom;
- contact details for the response team, leadership and critical suppliers, held somewhere reachable when company systems are down;
- step-by-step recovery procedures for each critical system;
- how the company will keep operating in a reduced ("emergency") mode while recovery is under way, including how security controls are maintained during that time;
- how customers and other stakeholders are kept informed.

### 4.5 Testing

1. The plan is tested at least once a year, by a tabletop exercise or a technical recovery test, and a technical restore of production data is carried out at least once a year.
2. Each test records the scenario, the participants, the time to recover achieved against the RTO and RPO, and the problems found.
3. Problems found are tracked to resolution and the plan is updated within 30 days of the test.

### 4.6 After a real disruption

After any disruption that invoked the plan, a review is held within ten working days and its lessons are fed into the plan.

## 5. Exceptions

Systems that cannot meet the objectives are recorded with a risk owner, compensating measures and a date to revisit.

## 6. Enforcement

Failure to maintain or test the plan is reported to leadership as a control failure.

## 7. Review

This policy and the continuity plan are reviewed at least every {{profile.policyReviewMonths}} months and after any significant change to the service or its suppliers.
`,
};
