import type { PolicyTemplate } from './types';

export const vendorManagement: PolicyTemplate = {
  id: 'vendor-management',
  title: 'Vendor Management Policy',
  summary:
    'Sets how vendors that handle company or customer data are assessed before they are engaged, bound by contract and reviewed while in use.',
  controls: {
    SOC2: ['CC2.3', 'CC9.2', 'P6.4', 'P6.5'],
    ISO27001: ['A.5.19', 'A.5.20', 'A.5.21', 'A.5.22', 'A.5.23', 'A.8.30'],
    HIPAA: ['164.308(b)(1)', '164.308(b)(3)', '164.314(a)(1)', '164.314(a)(2)(i)', '164.314(a)(2)(iii)'],
    GDPR: ['Art. 28', 'Art. 44', 'Art. 46'],
  },
  body: `# Vendor Management Policy

This policy governs how {{profile.legalName}} ("the company") chooses and oversees its vendors.

## 1. Purpose

Vendors extend the company's systems and often hold its customers' data, so their weaknesses become the company's. This policy makes sure vendors are vetted in proportion to the risk they bring, bound by appropriate terms and watched while the company depends on them.

## 2. Scope

This policy applies to every supplier, service provider, SaaS tool, cloud provider, contractor and agency that stores, processes or can access company or customer data, or on which the service depends.

## 3. Roles and responsibilities

- **Vendor owners**: the person or team who wants to use a vendor is its owner. They request the review, manage the relationship and notify the security officer of changes.
- **The security officer ({{profile.securityOfficer}})** owns this policy, performs security reviews and keeps the vendor inventory.
- **The privacy officer ({{profile.privacyOfficer}})** reviews data processing agreements and international transfers.
- **Finance** does not pay a new vendor until the review is recorded as complete.

## 4. Policy statements

### 4.1 Inventory and tiering

Every vendor in scope is recorded in the vendor inventory with its owner, the data it can access, and a risk tier:

- **Critical**: stores or processes customer data or Restricted data, or the service cannot run without it.
- **Standard**: has access to Internal or Confidential company data only.
- **Low**: has no access to company data.

### 4.2 Before engaging a vendor

1. Critical vendors are assessed before any company data is shared: the security officer reviews evidence such as a SOC 2 Type II report, an ISO 27001 certificate, a security questionnaire or a penetration test summary, and records the outcome and any risks found.
2. Standard vendors complete a lighter review covering access control, encryption and breach notification.
3. A vendor is not used for a purpose or data beyond what was reviewed.

### 4.3 Contracts

Contracts with critical and standard vendors include, as applicable:

1. confidentiality and security obligations appropriate to the data;
2. a data processing agreement where the vendor processes personal data, and a business associate agreement where it handles health information;
3. an obligation to notify the company of a security incident affecting company data without undue delay;
4. the right to receive audit reports or other evidence of security;
5. obligations to flow the same terms down to their own subcontractors;
6. return or deletion of company data at the end of the contract;
7. safeguards such as standard contractual clauses for any transfer of personal data to a country without an adequacy decision.

### 4.4 Ongoing review

1. Critical vendors are reviewed at least every {{profile.vendorReviewMonths}} months: updated audit reports are obtained, exceptions noted in them are assessed, and the vendor's access is confirmed as still needed.
2. Standard vendors are reviewed at least every two years.
3. Security incidents at a vendor, or significant changes to its service or ownership, trigger an immediate review.

### 4.5 Offboarding

When a vendor is no longer used, its access is revoked, company data is returned or deleted with written confirmation, and the inventory is updated.

## 5. Exceptions

Using a vendor before its review is complete requires the security officer's written approval and an end date.

## 6. Enforcement

Signing up for a service that handles company data without following this policy may lead to disciplinary action, and the service may be shut off.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
