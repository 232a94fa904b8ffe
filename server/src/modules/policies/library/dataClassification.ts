import type { PolicyTemplate } from './types';

export const dataClassification: PolicyTemplate = {
  id: 'data-classification',
  title: 'Data Classification Policy',
  summary:
    'Defines the classification levels for company and customer information and the handling rules that go with each level.',
  controls: {
    SOC2: ['CC2.1', 'C1.1', 'CC6.7'],
    ISO27001: ['A.5.12', 'A.5.13', 'A.5.14', 'A.8.11', 'A.8.12'],
    HIPAA: ['164.308(a)(7)(ii)(E)', '164.312(a)(2)(iv)'],
    GDPR: ['Art. 5', 'Art. 9', 'Art. 32'],
  },
  body: `# Data Classification Policy

This policy defines how {{profile.legalName}} ("the company") classifies and handles information.

## 1. Purpose

Not all information needs the same protection. Classifying information tells everyone how carefully it must be handled, and lets the company focus its strongest controls on the data whose exposure would do the most harm.

## 2. Scope

This policy applies to all information created, received, stored or sent by the company, in any format, and to everyone who handles it. The company handles, among other things: {{profile.dataTypes}}.

## 3. Roles and responsibilities

- **Data owners** are named for each major data set or system. They assign its classification and approve who may access it.
- **The security officer ({{profile.securityOfficer}})** owns this policy and settles questions about classification.
- **Everyone** handles information according to its classification and, when unsure, treats it as Confidential.

## 4. Policy statements

### 4.1 Classification levels

The company uses four levels.

1. **Public**: information intended for anyone, such as published marketing material, public documentation and job adverts. No special handling.
2. **Internal**: information for people working for the company that would cause little harm if disclosed, such as internal announcements and most process documents. Kept in company systems and not shared outside the company without a reason.
3. **Confidential**: information whose disclosure would harm the company, its customers or its people, such as customer data, personal data, source code, financial records, contracts and security configurations. This is the default level for customer data.
4. **Restricted**: the most sensitive information, such as credentials and encryption keys, special category personal data, health information, payment card data and any data a contract marks for the highest protection.

### 4.2 Handling rules

1. **Confidential** information is stored only in approved systems that enforce access control and encryption at rest; sent only over encrypted channels; shared outside the company only under a contract or non-disclosure agreement; and accessed only by people who need it for their role.
2. **Restricted** information additionally requires: access limited to named people and reviewed with each access review; no copies on laptops or in non-production environments unless masked or approved by the security officer; and logging of access where the system supports it.
3. Confidential and Restricted information is never placed in unapproved tools, including public AI assistants and personal storage.

### 4.3 Labelling

1. Systems and data stores record their classification in the asset inventory.
2. Documents classified Confidential or Restricted that are shared outside the company are marked with their classification.

### 4.4 Minimisation and masking

1. Only the data needed for a purpose is collected and kept.
2. Data used for testing, analysis or support is masked or pseudonymised when the real values are not needed.

### 4.5 Reclassification

Data owners review the classification of their data sets at least annually and when their use changes. When information of different levels is combined, the result takes the highest level.

## 5. Exceptions

Exceptions require the security officer's written approval and are recorded with an end date.

## 6. Enforcement

Mishandling Confidential or Restricted information may lead to disciplinary action and, where required, will be handled as a security incident.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
