import type { PolicyTemplate } from './types';

export const incidentResponse: PolicyTemplate = {
  id: 'incident-response',
  title: 'Incident Response Policy',
  summary:
    'Defines how security incidents and personal data breaches are reported, assessed, contained, communicated and learned from.',
  controls: {
    SOC2: ['CC4.2', 'CC7.3', 'CC7.4', 'CC7.5', 'P6.3', 'P6.6'],
    ISO27001: ['A.5.5', 'A.5.24', 'A.5.25', 'A.5.26', 'A.5.27', 'A.5.28', 'A.6.8'],
    HIPAA: ['164.308(a)(6)', '164.308(a)(6)(ii)'],
    GDPR: ['Art. 33', 'Art. 34'],
  },
  body: `# Incident Response Policy

This policy sets out how {{profile.legalName}} ("the company") handles security incidents.

## 1. Purpose

A fast, organised response limits the damage an incident causes. This policy makes sure that incidents are reported quickly, handled by people who know their role, communicated to those who must be told, and used to improve the company's defences.

## 2. Scope

This policy applies to everyone working for the company and to any event that threatens the confidentiality, integrity or availability of company or customer information, including suspected incidents that turn out to be harmless.

## 3. Roles and responsibilities

- **Everyone** reports suspected incidents immediately.
- **The security officer ({{profile.securityOfficer}})** owns this policy and the response plan and acts as incident lead unless they appoint someone else.
- **The incident lead** runs the response: assigns tasks, makes decisions, keeps the timeline and decides when the incident is closed.
- **The privacy officer ({{profile.privacyOfficer}})** decides, with legal advice where needed, whether personal data has been breached and who must be notified.
- **Leadership** approves external communication for high-severity incidents.

## 4. Policy statements

### 4.1 Reporting

1. Anyone who notices or suspects an incident (a phishing email that was clicked, a lost laptop, unexpected access, a leaked secret, an alert that looks wrong) reports it straight away to **{{profile.incidentContact}}**.
2. Reports are acknowledged within one hour during working hours. Nobody is punished for a report made in good faith, even a mistaken one.
3. Customers, vendors and researchers can report issues through the same contact, which is published on the company's website.

### 4.2 Triage and severity

The incident lead assigns a severity as soon as possible:

- **Critical**: confirmed access to customer data, or the service is unavailable for all customers.
- **High**: likely exposure of confidential data, or a major degradation of the service.
- **Medium**: a contained security event with limited impact.
- **Low**: a policy violation or suspicious event without impact.

Critical and high incidents are worked on continuously until contained, and leadership is informed within two hours.

### 4.3 Response

For every incident the response team:

1. **contains** the incident, for example by revoking credentials, isolating systems or blocking traffic;
2. **preserves evidence**: logs, snapshots and notes are kept intact, with a record of who handled them;
3. **eradicates** the cause and **recovers** affected systems, using the Business Continuity and Disaster Recovery Policy where needed;
4. keeps a timeline of what was found, decided and done.

### 4.4 Notification

1. If personal data may have been breached, the privacy officer is told at once. Where the law requires it, the relevant supervisory authority is notified within 72 hours of the company becoming aware of the breach, and affected individuals without undue delay where the risk to them is high.
2. Customers are notified within the time their contracts require, and in any case without undue delay when their data is affected.
3. Only people approved by the incident lead speak to customers, regulators, law enforcement or the press about an incident.

### 4.5 Learning

1. A written review is completed within ten working days of closing any critical or high incident, covering the cause, the impact, what went well, what did not, and the actions to prevent a repeat. Actions are tracked to completion.
2. The response plan is tested through an exercise at least once a year.
3. All incidents, including low severity ones, are recorded in an incident register.

## 5. Exceptions

No exception may delay the reporting of an incident. Other deviations need the security officer's approval.

## 6. Enforcement

Hiding an incident, or failing to report one, may lead to disciplinary action.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months and after every critical incident.
`,
};
