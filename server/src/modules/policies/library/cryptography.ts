import type { PolicyTemplate } from './types';

export const cryptography: PolicyTemplate = {
  id: 'cryptography',
  title: 'Cryptography Policy',
  summary:
    'Sets where encryption is required, which algorithms and protocols are acceptable and how encryption keys are managed.',
  controls: {
    SOC2: ['CC6.1', 'CC6.7', 'C1.1', 'PI1.4'],
    ISO27001: ['A.5.14', 'A.5.17', 'A.8.24'],
    HIPAA: ['164.312(a)(2)(iv)', '164.312(c)(2)', '164.312(e)(1)', '164.312(e)(2)(i)', '164.312(e)(2)(ii)'],
    GDPR: ['Art. 25', 'Art. 32'],
  },
  body: `# Cryptography Policy

This policy sets the rules for the use of encryption at {{profile.legalName}} ("the company").

## 1. Purpose

Encryption keeps data confidential and tamper-evident when other controls fail: when a laptop is stolen, a backup is exposed or traffic is intercepted. This policy states where encryption is mandatory, what strength is acceptable, and how keys are protected.

## 2. Scope

This policy covers all customer data and confidential company data, wherever it is stored or sent, and every system, service and device that stores or transmits it{{#if facts.cloudProviders}}, including the company's environments in {{facts.cloudProviders}}{{else}}, including the company's cloud environments{{/if}}.

## 3. Roles and responsibilities

- **The security officer ({{profile.securityOfficer}})** owns this policy, maintains the list of approved algorithms and approves exceptions.
- **Engineering** implements encryption in the product and infrastructure according to this policy and manages keys through the approved key management services.
- **Everyone** keeps encryption switched on on their devices and never shares keys or secrets through unapproved channels.

## 4. Policy statements

### 4.1 Encryption at rest

1. Databases, file and object storage, backups and snapshots holding customer or confidential data are encrypted at rest.
2. Company laptops and phones use full-disk encryption, enforced through device management.
3. Removable media may hold confidential data only if it is encrypted.

### 4.2 Encryption in transit

1. Customer data and confidential data sent over any network outside a single trusted host is encrypted in transit.
2. Public endpoints accept only TLS 1.2 or later, with modern cipher suites; older protocols are disabled. Plain HTTP is redirected to HTTPS.
3. Internal service-to-service traffic carrying customer data is encrypted wherever the platform allows it.
4. Confidential files sent to outside parties use an approved secure sharing method, never unencrypted email attachments.

### 4.3 Approved algorithms

1. Only well-established, publicly reviewed algorithms and libraries are used, for example AES-256 or AES-128 in an authenticated mode, RSA with keys of at least 2048 bits, elliptic-curve cryptography on standard curves, and SHA-256 or stronger for hashing.
2. Passwords are stored only as salted hashes produced with a purpose-built password hashing function such as Argon2, scrypt or bcrypt.
3. Engineers never design their own cryptographic algorithms or protocols.
4. The security officer reviews the approved list at least annually and when a weakness is published in an algorithm in use.

### 4.4 Key and secret management

1. Encryption keys are generated and held in a managed key management service or hardware security module wherever possible, not in source code or configuration files.
2. Application secrets (API keys, database credentials, signing keys) are kept in the approved secrets manager, and access to them is limited to the services and people that need them.
3. Keys are rotated at least annually, or as the managed service does automatically, and immediately when compromise is suspected or a person with access to them leaves.
4. Secrets accidentally committed to source control or exposed elsewhere are treated as compromised: revoked, rotated and reported as a security incident.

### 4.5 Certificates

TLS certificates are issued by trusted authorities, renewed automatically where possible, and monitored so that none expires unnoticed.

## 5. Exceptions

Systems that cannot meet this policy are recorded with the security officer's approval, compensating controls and an end date.

## 6. Enforcement

Disabling encryption or mishandling keys is a breach of this policy and may lead to disciplinary action.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
