import type { PolicyTemplate } from './types';

export const secureDevelopment: PolicyTemplate = {
  id: 'secure-development',
  title: 'Secure Development Policy',
  summary:
    'Builds security into how the company designs, writes, reviews, tests and ships software, from requirements through to release.',
  controls: {
    SOC2: ['CC7.1', 'CC8.1', 'PI1.2'],
    ISO27001: ['A.8.4', 'A.8.25', 'A.8.26', 'A.8.27', 'A.8.28', 'A.8.29', 'A.8.31', 'A.8.33'],
    HIPAA: ['164.308(a)(1)(ii)(B)', '164.312(c)(1)'],
    GDPR: ['Art. 25', 'Art. 32'],
  },
  body: `# Secure Development Policy

This policy sets the security requirements for software built by {{profile.legalName}} ("the company").

## 1. Purpose

Security flaws are cheapest to fix before they ship. This policy makes security part of every stage of development, so that the company's product protects customer data by design and by default.

## 2. Scope

This policy applies to all software the company develops or has developed for it, including the product, internal tools, infrastructure-as-code and scripts that touch production, and to everyone who writes or reviews that code.

## 3. Roles and responsibilities

- **Engineers** follow this policy, write secure code and review their peers' changes with security in mind.
- **Engineering leadership** makes sure the tools and time needed to meet this policy are available.
- **The security officer ({{profile.securityOfficer}})** owns this policy, provides security guidance and reviews high-risk designs.

## 4. Policy statements

### 4.1 Design

1. New features and significant changes that handle customer data, authentication, authorisation, payments or external input include a short security review in their design: what can go wrong and how it is prevented.
2. Designs follow secure principles: least privilege, defence in depth, secure defaults, failing safely, and collecting only the data the feature needs.

### 4.2 Source code

1. {{#if facts.sourceControl}}All source code is kept in {{facts.sourceControl}}, in repositories owned by the company.{{else}}All source code is kept in the company's source control system, in repositories owned by the company.{{/if}}
2. Access to repositories follows the Access Control Policy; write access to production branches is limited to current engineers and reviewed with each access review.
3. Secrets are never committed. Secret scanning runs on every repository, and any secret found is rotated.

### 4.3 Secure coding

1. Engineers complete secure coding training when they join and at least annually, covering the most common web application weaknesses.
2. Code validates and encodes external input, uses parameterised queries, relies on the framework's protections against cross-site scripting and request forgery, and checks authorisation on every request on the server side.
3. Established libraries are used for cryptography, authentication and parsing rather than custom code.

### 4.4 Review and testing

1. Every change is peer-reviewed and passes automated tests before merge, as required by the Change Management Policy.
2. Static analysis and dependency scanning run automatically on every pull request. Findings rated critical or high block the merge until fixed or formally accepted.
3. An independent penetration test of the product is carried out at least annually and after major architectural changes; findings are fixed within the timeframes of the Vulnerability Management Policy.

### 4.5 Dependencies

1. Third-party libraries are taken from official registries, pinned through lock files, and kept up to date with automated update tooling.
2. New dependencies with broad access or few maintainers are reviewed before adoption.

### 4.6 Environments and test data

1. Development, test and production environments are separated, and developers do not have routine access to production data.
2. Test environments use synthetic or masked data; production personal data is not copied into them without the security officer's approval.

### 4.7 Outsourced development

Contractors and agencies writing code for the company follow this policy, work in company repositories and have their changes reviewed by company engineers.

## 5. Exceptions

Exceptions, including accepted scan findings, require the security officer's approval and an expiry date.

## 6. Enforcement

Knowingly shipping insecure code or bypassing security checks may lead to disciplinary action.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer and engineering leadership.
`,
};
