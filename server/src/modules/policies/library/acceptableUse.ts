import type { PolicyTemplate } from './types';

export const acceptableUse: PolicyTemplate = {
  id: 'acceptable-use',
  title: 'Acceptable Use Policy',
  summary: 'Defines how people may and may not use company devices, accounts, networks and information.',
  controls: {
    SOC2: ['CC1.1', 'CC2.2', 'CC6.8'],
    ISO27001: ['A.5.10', 'A.6.2', 'A.7.7', 'A.8.1', 'A.8.7'],
    HIPAA: ['164.310(b)', '164.310(c)', '164.308(a)(5)(ii)(B)'],
    GDPR: ['Art. 29', 'Art. 32'],
  },
  body: `# Acceptable Use Policy

This policy sets the rules for using the technology and information of {{profile.legalName}} ("the company").

## 1. Purpose

Company laptops, accounts and data are provided so that people can do their work. This policy explains what responsible use looks like, so that everyone understands the limits and the company can protect itself, its customers and its people from misuse.

## 2. Scope

This policy applies to every employee, contractor and temporary worker, and to every company-issued device, company account (email, chat, cloud and SaaS tools), company network, and any personal device used to reach company information.

## 3. Roles and responsibilities

- **Everyone in scope** follows this policy and asks the security officer when unsure whether something is allowed.
- **Managers** make sure their team members have acknowledged this policy and raise any suspected misuse.
- **The security officer ({{profile.securityOfficer}})** maintains the policy, answers questions, and investigates reported misuse.

## 4. Policy statements

### 4.1 General use

1. Company systems are for company business. Limited personal use is allowed if it is occasional, legal, does not interfere with work and does not put company information at risk.
2. People use only the accounts issued to them. Sharing an account, a password or an MFA device is not allowed.
3. People access only the information they need for their role, even when a system would let them see more.

### 4.2 Devices

1. Company laptops must keep full-disk encryption, the screen lock (five minutes or less), automatic updates and endpoint protection switched on. Nobody may disable or bypass these controls.
2. Screens are locked whenever a device is left unattended, including at home.
3. Software is installed only from trusted sources for a business purpose. Software the security officer has listed as prohibited must not be installed.
4. A lost or stolen device is reported to the security officer immediately, and in any case within 24 hours.

### 4.3 Information handling

1. Customer data and confidential company information are stored only in approved company systems, never in personal email, personal cloud storage or unapproved tools, including public AI assistants, unless the tool has been approved for that data.
2. Confidential information is not discussed in public places or shown on screens that others can see.
3. Printed confidential material is kept out of sight and shredded when no longer needed.

### 4.4 Prohibited activities

People must never use company systems to:

- break the law, infringe copyright or licences, or harass, threaten or discriminate against anyone;
- probe, scan or test the security of any system without written approval from the security officer;
- install or run malware, cracking tools or software that hides activity;
- send company information to a person not authorised to receive it;
- mine cryptocurrency, run a personal business or carry out political campaigning.

### 4.5 Monitoring

The company may monitor the use of its systems and networks, within the limits of local law, to protect its security and meet its legal obligations. People should not expect privacy in what they store or send on company systems, apart from where the law grants it.

### 4.6 Acknowledgement

Everyone in scope acknowledges this policy before receiving access to company systems and again each year. Acknowledgements are recorded.

## 5. Exceptions

Exceptions must be requested in writing and approved by the security officer, with a stated reason and end date.

## 6. Enforcement

Misuse may lead to loss of access and disciplinary action up to and including termination. Illegal activity may be reported to the authorities.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer and updated whenever the company's tools or risks change materially.
`,
};
