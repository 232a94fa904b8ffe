import type { PolicyTemplate } from './types';

export const codeOfConduct: PolicyTemplate = {
  id: 'code-of-conduct',
  title: 'Code of Conduct',
  summary:
    'States the standards of integrity, respect and professional behaviour expected of everyone who works for the company, and how to raise concerns.',
  controls: {
    SOC2: ['CC1.1', 'CC1.5', 'CC2.2'],
    ISO27001: ['7.3', 'A.5.32', 'A.6.2', 'A.6.4'],
    HIPAA: ['164.308(a)(1)(ii)(C)'],
    GDPR: [],
  },
  body: `# Code of Conduct

This code sets the standards of behaviour expected at {{profile.legalName}} ("the company").

## 1. Purpose

Customers, partners and colleagues need to be able to trust the company and the people in it. This code describes the behaviour that earns that trust. It does not list every situation; when in doubt, people ask themselves whether an action is legal, honest, fair and something they would be comfortable explaining to a customer.

## 2. Scope

This code applies to all employees, contractors, interns, temporary workers and members of the leadership team, at work, at company events and whenever they represent the company, online or in person.

## 3. Roles and responsibilities

- **Everyone** follows this code and speaks up when they see it broken.
- **Managers** set an example, make it safe for their team to raise concerns and act on what they are told.
- **Leadership** owns this code, makes sure it is applied fairly, and protects people who raise concerns.
- **The people team** handles reports and investigations confidentially.

## 4. Standards of conduct

### 4.1 Integrity

1. People act honestly and never falsify records, evidence, reports or expense claims, including evidence prepared for audits and customer security reviews.
2. People do not offer, give, ask for or accept bribes, kickbacks or anything of value meant to influence a business decision. Gifts and hospitality above a modest value are declared to a manager.
3. People avoid conflicts of interest and declare any personal, financial or family interest that could affect, or appear to affect, their decisions for the company.

### 4.2 Respect

1. The company does not tolerate harassment, bullying, discrimination or retaliation of any kind, by or against anyone.
2. People treat colleagues, customers and partners with courtesy, including in written and online communication.

### 4.3 Protecting information and property

1. People protect the confidential information of the company, its customers and its partners, during and after their work with the company, and follow the company's security policies.
2. People respect intellectual property: they use software, content and code only within their licences, and do not bring confidential information from previous employers.
3. Company property and funds are used only for legitimate business purposes.

### 4.4 Complying with the law

People follow the laws that apply to the company's business, including those on data protection, competition, export controls, sanctions and employment. When unsure, they ask before acting.

### 4.5 Speaking publicly

Only people authorised by leadership speak for the company to the press or regulators. Personal social media posts make clear that views are personal and never disclose confidential information.

## 5. Raising concerns

1. Anyone who sees or suspects a breach of this code raises it with their manager, the people team or any member of leadership. Security concerns may also be reported to the security officer ({{profile.securityOfficer}}).
2. Concerns can be raised anonymously through the channel the people team provides.
3. Reports are taken seriously, handled as confidentially as possible and investigated promptly.
4. Nobody is punished for raising a concern in good faith, even if it turns out to be unfounded. Retaliation against someone who raised a concern is itself a serious breach of this code.

## 6. Exceptions

This code has no exceptions. Where a situation is not clear, people ask their manager or the people team before acting, and the answer is recorded if it sets a precedent.

## 7. Enforcement

Everyone acknowledges this code when they join and each year after that. Breaches are handled through the disciplinary process and may lead to termination of employment or contract.

## 8. Review

Leadership reviews this code at least every {{profile.policyReviewMonths}} months.
`,
};
