import type { PolicyTemplate } from './types';

export const privacyDataProtection: PolicyTemplate = {
  id: 'privacy-data-protection',
  title: 'Privacy and Data Protection Policy',
  summary:
    'Sets how the company collects, uses, shares and protects personal data lawfully and fairly, and how it respects the rights of the people the data is about.',
  controls: {
    SOC2: ['P1.1', 'P2.1', 'P3.1', 'P4.1', 'P5.1', 'P6.1', 'P8.1'],
    ISO27001: ['A.5.31', 'A.5.34'],
    HIPAA: [],
    GDPR: ['Art. 5', 'Art. 6', 'Art. 13', 'Art. 15', 'Art. 17', 'Art. 30', 'Art. 35', 'Art. 46'],
  },
  body: `# Privacy and Data Protection Policy

This policy sets out how {{profile.legalName}} ("the company") handles personal data.

## 1. Purpose

People trust the company with information about themselves. This policy makes sure that personal data is handled lawfully, fairly and transparently, used only for the purposes it was collected for, kept safe, and deleted when no longer needed, and that individuals can exercise their rights.

## 2. Scope

This policy covers all personal data the company processes, whether about customers' users, prospects, website visitors, employees, contractors or job applicants, and whether the company decides how it is used (as a controller) or processes it on a customer's instructions (as a processor). The company handles, among other things: {{profile.dataTypes}}. Its people work in: {{profile.locations}}.

## 3. Roles and responsibilities

- **The privacy officer ({{profile.privacyOfficer}})** owns this policy, advises on data protection law, maintains the records of processing, handles requests from individuals and is the contact point for supervisory authorities.
- **The security officer ({{profile.securityOfficer}})** makes sure personal data is protected by the controls in the security policies.
- **Managers and system owners** make sure new uses of personal data in their area are reviewed before they start.
- **Everyone** handles personal data only as their role requires and reports any suspected breach at once.

## 4. Policy statements

### 4.1 Principles

Personal data is:

1. processed only on a valid legal basis, recorded for each purpose;
2. collected for specific, stated purposes and not reused for unrelated ones without a new legal basis;
3. limited to what is needed for those purposes;
4. kept accurate and corrected when found to be wrong;
5. kept no longer than the Data Retention and Disposal Policy allows;
6. protected with appropriate security.

### 4.2 Transparency and consent

1. A privacy notice explains, in plain language, what the company collects, why, on what basis, who receives it, how long it is kept and how to exercise rights. It is published on the company website and kept up to date.
2. Where consent is the legal basis, it is freely given, specific, recorded, and as easy to withdraw as to give.

### 4.3 Records and assessments

1. The privacy officer keeps a record of processing activities, reviewed at least annually.
2. New products, features or vendors that involve high-risk processing of personal data (large scale, sensitive data, monitoring or new technology) have a data protection impact assessment before they launch.
3. Privacy is considered in design: features collect the minimum data by default and use pseudonymisation where practical.

### 4.4 Rights of individuals

1. Requests to access, correct, delete, restrict, object to or move personal data are logged and answered within one month, extendable only as the law allows.
2. Where the company is a processor, it passes requests to the customer promptly and helps the customer respond.

### 4.5 Sharing and transfers

1. Personal data is shared with vendors only under a written data processing agreement, after the vendor has been reviewed under the Vendor Management Policy.
2. Personal data is transferred to a country without an adequacy decision only with appropriate safeguards, such as standard contractual clauses, and a transfer assessment where required.

### 4.6 Breaches

Suspected personal data breaches are handled under the Incident Response Policy, including notification of authorities and individuals where required.

## 5. Exceptions

There are no exceptions to legal obligations. Other deviations require the privacy officer's written approval.

## 6. Enforcement

Misuse of personal data may lead to disciplinary action and may also be a criminal offence.

## 7. Review

The privacy officer reviews this policy at least every {{profile.policyReviewMonths}} months, and when data protection law changes.
`,
};
