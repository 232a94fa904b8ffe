import type { PolicyTemplate } from './types';

export const password: PolicyTemplate = {
  id: 'password',
  title: 'Password Policy',
  summary:
    'Sets the requirements for creating, storing and protecting passwords and other authentication secrets, and when MFA is required.',
  controls: {
    SOC2: ['CC6.1', 'CC6.6'],
    ISO27001: ['A.5.17', 'A.8.5'],
    HIPAA: ['164.308(a)(5)(ii)(D)', '164.312(d)'],
    GDPR: ['Art. 32'],
  },
  body: `# Password Policy

This policy sets the rules for passwords and other authentication secrets at {{profile.legalName}} ("the company").

## 1. Purpose

Stolen and guessed passwords are among the most common ways attackers get in. This policy requires strong, unique passwords, backs them with multi-factor authentication, and makes sure they are stored and handled safely.

## 2. Scope

This policy covers every password, passphrase, PIN, API key and recovery code used to reach company systems or data, by anyone working for the company, and the way the company's own product stores its users' passwords.

## 3. Roles and responsibilities

- **Everyone** follows this policy for every company account.
- **The security officer ({{profile.securityOfficer}})** owns this policy and configures central password and MFA settings.
- **Engineering** implements these requirements in the product and in internal tools.

## 4. Policy statements

### 4.1 Creating passwords

1. {{#if facts.passwordMinimumLength}}Passwords are at least {{facts.passwordMinimumLength}} characters long; where a system allows longer passphrases, people are encouraged to use them.{{else}}Passwords are at least 12 characters long; where a system allows longer passphrases, people are encouraged to use them.{{/if}}
2. Passwords are unique to each account. A company password is never reused on another company system or on any personal account.
3. Passwords are not built from the company name, the person's name, dictionary words alone or easily guessed patterns. Systems check new passwords against lists of known breached passwords where they can.
4. Passwords are not forced to change on a schedule; they are changed immediately when compromise is suspected.

### 4.2 Password managers

1. Everyone uses the company-approved password manager to generate and store passwords for company accounts.
2. The password manager's master password is long, unique and never written down, and the password manager itself is protected with MFA.
3. Passwords that must be shared, such as a vendor account that allows only one login, are shared only through the password manager's sharing feature, never in chat, email or documents.

### 4.3 Multi-factor authentication

1. MFA is required on every account that supports it, and always on email, the identity provider, source control, cloud consoles and any system holding customer data. {{#if facts.mfaEnforcement}}Current status: {{facts.mfaEnforcement}}.{{else}}The security officer enforces MFA centrally wherever a system allows it and keeps evidence of enforcement.{{/if}}
2. {{#if facts.identityProvider}}Wherever possible, applications sign people in through {{facts.identityProvider}}, so that its password and MFA rules apply.{{else}}Wherever possible, applications sign people in through the company's identity provider, so that its password and MFA rules apply.{{/if}}
3. Phishing-resistant methods (security keys or platform passkeys) are preferred, and are required for administrators where supported. SMS codes are used only when nothing better is available.

### 4.4 Handling

1. Nobody asks for another person's password, and nobody gives theirs out, including to IT or the security officer.
2. Accounts are locked or slowed down after repeated failed sign-in attempts.
3. Default passwords on new systems and devices are changed before use.
4. API keys and service credentials are stored in the secrets manager, never in source code.

### 4.5 Storage in the product

The company's product stores its users' passwords only as salted hashes made with a purpose-built password hashing function, as required by the Cryptography Policy.

### 4.6 Compromise

If a password may be known to someone else, it is changed at once and the event is reported as a security incident.

## 5. Exceptions

Systems that cannot meet these requirements are recorded with compensating controls and the security officer's approval.

## 6. Enforcement

Sharing passwords or disabling MFA is a breach of this policy and may lead to disciplinary action.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
