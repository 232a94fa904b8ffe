import type { PolicyTemplate } from './types';

export const changeManagement: PolicyTemplate = {
  id: 'change-management',
  title: 'Change Management Policy',
  summary:
    'Requires changes to production systems, code and infrastructure to be recorded, reviewed, tested and approved before release, with a way back.',
  controls: {
    SOC2: ['CC3.4', 'CC5.2', 'CC8.1', 'PI1.3'],
    ISO27001: ['6.3', '8.1', 'A.5.3', 'A.8.9', 'A.8.19', 'A.8.32'],
    HIPAA: ['164.312(c)(1)', '164.308(a)(1)(ii)(B)'],
    GDPR: ['Art. 25', 'Art. 32'],
  },
  body: `# Change Management Policy

This policy defines how {{profile.legalName}} ("the company") changes its production systems safely.

## 1. Purpose

Most outages and many security incidents start with a change. This policy makes sure every change to production is traceable, reviewed by someone other than its author, tested, and can be rolled back, without slowing the team down more than the risk justifies.

## 2. Scope

This policy covers changes to:

- application code and its dependencies deployed to production;
- infrastructure, network and cloud configuration, including infrastructure-as-code;
- database schemas and production data changes made outside the application;
- security-relevant settings in SaaS tools, such as single sign-on and MFA settings.

## 3. Roles and responsibilities

- **Change authors** describe, test and deploy their changes.
- **Reviewers** are engineers other than the author who check each change for correctness, security and impact before approving it.
- **Engineering leadership** maintains the deployment pipeline and its protections and approves emergency changes after the fact.
- **The security officer ({{profile.securityOfficer}})** owns this policy and checks periodically that it is followed.

## 4. Policy statements

### 4.1 Recording changes

1. {{#if facts.sourceControl}}Every code and infrastructure change is made through a pull request in {{facts.sourceControl}}, linked where relevant to the ticket that motivated it.{{else}}Every code and infrastructure change is made through a pull request in the company's source control system, linked where relevant to the ticket that motivated it.{{/if}}
2. Changes that cannot go through source control (for example a setting in a SaaS console) are recorded in a ticket stating what changed, why, who made it and when.

### 4.2 Review and approval

1. Every pull request to a production branch is approved by at least one person other than its author before it is merged. The production branch is protected so that this cannot be skipped.
2. Changes to authentication, authorisation, encryption, logging or customer-data handling are reviewed with security in mind, and the security officer is asked to review when the reviewer is unsure.
3. Database migrations and changes that cannot be rolled back easily state their rollback or recovery plan in the pull request.

### 4.3 Testing

1. Automated tests, and the security scans required by the Secure Development Policy, run on every pull request and must pass before merge.
2. Significant changes are verified in a non-production environment before they reach production.
3. Production data is not copied into test environments unless it is masked or the security officer approves.

### 4.4 Deployment

1. Deployment to production happens through the automated pipeline. Manual changes directly in production are not allowed except in an emergency.
2. Engineers who can deploy do not also hold standing administrative access to change production by hand, unless the security officer has approved it.
3. Every deployment is logged with the change it released and the person or process that released it.

### 4.5 Emergency changes

When a change is needed urgently to restore service or close a security hole, it may be made before review. It must be recorded at the time, reviewed within two working days, and discussed in the incident review if one is held.

### 4.6 Measuring

Each quarter the security officer samples merged changes and confirms that each had an independent approval and passing checks. Any change found without them is investigated.

## 5. Exceptions

Exceptions, such as a repository without branch protection, require the security officer's written approval and an end date.

## 6. Enforcement

Bypassing review or deployment controls is a breach of this policy and may lead to loss of deployment rights and disciplinary action.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer and engineering leadership.
`,
};
