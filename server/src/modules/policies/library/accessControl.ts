import type { PolicyTemplate } from './types';

export const accessControl: PolicyTemplate = {
  id: 'access-control',
  title: 'Access Control Policy',
  summary:
    'Sets how access to systems and data is requested, approved, authenticated, reviewed and removed, on the principle of least privilege.',
  controls: {
    SOC2: ['CC5.2', 'CC5.3', 'CC6.1', 'CC6.2', 'CC6.3', 'CC6.6'],
    ISO27001: ['A.5.1', 'A.5.15', 'A.5.16', 'A.5.17', 'A.5.18', 'A.8.2', 'A.8.3', 'A.8.5'],
    HIPAA: [
      '164.308(a)(4)',
      '164.308(a)(4)(ii)(B)',
      '164.308(a)(4)(ii)(C)',
      '164.312(a)(1)',
      '164.312(a)(2)(i)',
      '164.312(d)',
    ],
    GDPR: ['Art. 29', 'Art. 32'],
  },
  body: `# Access Control Policy

This policy governs access to the systems and information of {{profile.legalName}} ("the company").

## 1. Purpose

Access to company systems and data is granted only to the people who need it, only for as long as they need it, and only at the level they need. This policy defines how that is done and how the company proves it.

## 2. Scope

This policy covers every account on every production system, cloud account, internal tool and SaaS application the company uses, whether the account belongs to an employee, a contractor, a service or an automated process.

## 3. Roles and responsibilities

- **The security officer ({{profile.securityOfficer}})** owns this policy, runs the access reviews and approves privileged access.
- **System owners** are named for each system; they approve access requests and confirm during reviews that each account is still needed.
- **Managers** request access for their team members and tell the people team promptly when someone changes role or leaves.
- **Everyone** keeps their credentials secret and uses only the access granted to them.

## 4. Policy statements

### 4.1 Least privilege and need to know

1. Access is granted at the lowest level that lets a person do their job. Broad roles (administrator, owner, superuser) are the exception, not the default.
2. Duties that would let one person both make and approve a sensitive change are split between different people wherever the team's size allows it.

### 4.2 Identity and authentication

1. Every person has their own named account; shared or generic accounts are not used for human access. Service accounts have a named owner.
2. {{#if facts.identityProvider}}Access to company applications goes through single sign-on with {{facts.identityProvider}} wherever the application supports it.{{else}}Access to company applications goes through the company's central identity provider and single sign-on wherever the application supports it.{{/if}}
3. Multi-factor authentication (MFA) is required for every account that reaches company or customer data. {{#if facts.mfaEnforcement}}Current status: {{facts.mfaEnforcement}}.{{else}}The security officer confirms that MFA is enforced centrally and keeps evidence of it.{{/if}}
4. {{#if facts.cloudProviders}}Administrative access to {{facts.cloudProviders}} is given through named, individual roles; the root or owner account is locked away and used only in an emergency.{{else}}Administrative access to cloud accounts is given through named, individual roles; the root or owner account is locked away and used only in an emergency.{{/if}}
5. Passwords follow the Password Policy.

### 4.3 Granting access

1. Access is requested through the company's ticketing or access request process, stating the system, the level of access and the reason.
2. The system owner, or the security officer for privileged access, approves the request before it is fulfilled. The approval is recorded.
3. New starters receive only the standard access for their role on their first day; anything else is requested separately.

### 4.4 Changing and removing access

1. When someone changes role, access they no longer need is removed within five working days.
2. When someone leaves, all of their access is disabled on or before their last working day, and within 24 hours for an involuntary departure.
3. Credentials, keys and tokens known to a departing person are rotated when they cannot simply be revoked.

### 4.5 Privileged access

1. Administrative access to production systems and cloud accounts is limited to named people approved by the security officer.
2. Privileged actions are performed with separate or elevated credentials, not day-to-day accounts, where the system supports it, and are logged.

### 4.6 Access reviews

1. System owners and the security officer review every account on in-scope systems at least every {{profile.accessReviewDays}} days.
2. Each review confirms that each account belongs to a current person or service, and that its level of access is still justified. Anything unjustified is removed within five working days.
3. The review, its findings and the removals are recorded as evidence.

## 5. Exceptions

Exceptions (for example, a shared account a vendor's product requires) need the security officer's written approval, compensating controls and an end date, and are recorded in the exceptions register.

## 6. Enforcement

Using someone else's account, sharing credentials or trying to get access one has not been granted is a breach of this policy and may lead to disciplinary action up to and including termination.

## 7. Review

The security officer reviews this policy at least every {{profile.policyReviewMonths}} months and after any incident involving unauthorised access.
`,
};
