import type { PolicyTemplate } from './types';

export const humanResourcesSecurity: PolicyTemplate = {
  id: 'human-resources-security',
  title: 'Human Resources Security Policy',
  summary:
    'Covers the security steps taken before, during and after someone works for the company: screening, agreements, training, discipline and offboarding.',
  controls: {
    SOC2: ['CC1.1', 'CC1.4', 'CC1.5', 'CC2.2', 'CC6.3'],
    ISO27001: ['7.2', '7.3', 'A.6.1', 'A.6.2', 'A.6.3', 'A.6.4', 'A.6.5', 'A.6.6'],
    HIPAA: [
      '164.308(a)(1)(ii)(C)',
      '164.308(a)(3)',
      '164.308(a)(3)(ii)(B)',
      '164.308(a)(3)(ii)(C)',
      '164.308(a)(5)',
      '164.308(a)(5)(ii)(A)',
    ],
    GDPR: ['Art. 29', 'Art. 32'],
  },
  body: `# Human Resources Security Policy

This policy sets the security requirements across the working life of everyone at {{profile.legalName}} ("the company").

## 1. Purpose

The company's security depends on the people who work for it. This policy makes sure that people are suitable for the trust placed in them, know their security responsibilities, are supported to meet them, and leave without taking access or information with them.

## 2. Scope

This policy applies to all employees, contractors, interns and temporary workers, currently about {{profile.headcount}} people, in every country where the company employs people.

## 3. Roles and responsibilities

- **The people team** runs screening, onboarding and offboarding and keeps the records this policy requires.
- **Hiring managers** define the security responsibilities of each role and confirm onboarding and offboarding steps for their team.
- **The security officer ({{profile.securityOfficer}})** owns this policy, provides the training and tracks completion.
- **Everyone** completes required training and follows the company's security policies.

## 4. Policy statements

### 4.1 Before employment

1. Job descriptions for roles with access to customer data or production systems state their security responsibilities.
2. Background checks are completed before a person's start date, or before they receive access to customer data, to the extent local law allows. The depth of checks (identity, right to work, references and, where lawful and proportionate, criminal records) matches the sensitivity of the role.
3. Check results are stored securely by the people team and accessible only to those who need them.

### 4.2 Terms of work

1. Employment contracts and contractor agreements include confidentiality obligations that continue after the person leaves, and a commitment to follow company policies.
2. Contractors and agencies sign a non-disclosure agreement before receiving access to any company information.
3. Everyone acknowledges the Information Security Policy, the Acceptable Use Policy and the Code of Conduct before receiving access, and again each year.

### 4.3 During employment

1. Security awareness training is completed within 30 days of starting and at least annually after that. It covers phishing, password and MFA use, data handling, incident reporting and relevant legal obligations.
2. Engineers also complete secure development training, as required by the Secure Development Policy.
3. The security officer sends periodic security reminders and runs phishing simulations at least twice a year.
4. Training completion is tracked; managers follow up overdue training, and access may be suspended after 30 days overdue.

### 4.4 Disciplinary process

Breaches of security policies are handled through the company's disciplinary process, which is fair, proportionate, takes into account intent and impact, and is documented. Serious breaches may lead to termination.

### 4.5 Change of role and departure

1. Managers tell the people team of role changes and departures as early as possible, and no later than the last working day.
2. On a role change, access is adjusted as required by the Access Control Policy.
3. On departure, access is revoked, company assets are returned as required by the Asset Management Policy, and the person is reminded of their continuing confidentiality obligations.
4. The people team keeps a checklist for each departure, completed and signed off within five working days.

## 5. Exceptions

Where local law prevents a check or step, the people team records the alternative used and the security officer approves it.

## 6. Enforcement

Failure to complete required steps is escalated to the person's manager and, if unresolved, to leadership.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer and the people team.
`,
};
