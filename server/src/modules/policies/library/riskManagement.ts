import type { PolicyTemplate } from './types';

export const riskManagement: PolicyTemplate = {
  id: 'risk-management',
  title: 'Risk Management Policy',
  summary:
    'Defines how the company identifies, scores, treats and tracks information security risks, and who may accept the risks that remain.',
  controls: {
    SOC2: ['CC3.1', 'CC3.2', 'CC3.3', 'CC3.4', 'CC5.1', 'CC9.1'],
    ISO27001: ['4.1', '6.1.1', '6.1.2', '6.1.3', '8.2', '8.3'],
    HIPAA: ['164.308(a)(1)', '164.308(a)(1)(ii)(A)', '164.308(a)(1)(ii)(B)', '164.308(a)(8)'],
    GDPR: ['Art. 24', 'Art. 32', 'Art. 35'],
  },
  body: `# Risk Management Policy

This policy sets out how {{profile.legalName}} ("the company") manages information security risk.

## 1. Purpose

The company cannot remove every risk, so it must choose which to reduce first and be deliberate about which to accept. This policy sets a repeatable way to find risks, rate them, decide what to do about them and follow up.

## 2. Scope

This policy covers risks to the confidentiality, integrity and availability of company and customer information, including risks arising from people, processes, technology, vendors, fraud, legal obligations and changes to the business.

## 3. Roles and responsibilities

- **Leadership** sets the company's risk appetite, approves the risk treatment plan and accepts high risks.
- **The security officer ({{profile.securityOfficer}})** owns this policy, runs the risk assessment and maintains the risk register.
- **Risk owners** are named for each risk. They carry out the agreed treatment and report on its progress.
- **Everyone** raises new risks they notice with the security officer.

## 4. Policy statements

### 4.1 Risk assessment

1. A full risk assessment is carried out at least once a year, and also before or after significant changes such as a new product, a new critical vendor, a major architecture change, an acquisition or a serious incident.
2. The assessment considers the company's objectives and context, its legal and contractual obligations, the assets in the asset inventory, known threats and vulnerabilities, and the possibility of fraud or misuse by insiders.
3. Where the company handles health information, the assessment specifically covers risks to the confidentiality, integrity and availability of that information.

### 4.2 Rating

Each risk is rated for **likelihood** and **impact**, each on a scale of 1 (very low) to 5 (very high). The risk score is likelihood multiplied by impact:

- 15 to 25: **high**
- 8 to 14: **medium**
- 1 to 7: **low**

Ratings are recorded both before and after the planned treatment.

### 4.3 Treatment

For each risk the risk owner proposes one of the following, and the security officer agrees it:

1. **Reduce** the risk with controls, with a named owner and a target date;
2. **Avoid** the risk by stopping the activity that causes it;
3. **Transfer** part of the risk, for example through insurance or a contract;
4. **Accept** the risk as it is.

High risks may be accepted only by leadership; medium and low risks may be accepted by the security officer. Every acceptance is recorded with the name of the person accepting, the reason and a date for reconsideration no later than 12 months ahead.

### 4.4 Risk register

The risk register records for every risk: a description, the assets affected, the owner, the ratings, the treatment chosen, the controls linked to it, the status and the next review date.

### 4.5 Monitoring and reporting

1. The security officer reviews open treatment actions with risk owners at least quarterly.
2. The status of high risks and overdue treatments is reported to leadership at least quarterly.
3. The effectiveness of the security programme as a whole is evaluated at least annually, taking into account audits, incidents and test results.

## 5. Exceptions

Exceptions to other security policies are themselves risks and are recorded in the risk register.

## 6. Enforcement

Failing to carry out an agreed treatment without raising it is escalated to leadership.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer and approved by leadership.
`,
};
