import type { PolicyTemplate } from './types';

export const informationSecurity: PolicyTemplate = {
  id: 'information-security',
  title: 'Information Security Policy',
  summary:
    'Sets out how the organisation governs information security, who is accountable for it and the rules every other security policy builds on.',
  controls: {
    SOC2: ['CC1.1', 'CC1.3', 'CC1.5', 'CC2.2', 'CC5.3'],
    ISO27001: ['4.3', '5.1', '5.2', '5.3', '7.3', 'A.5.1', 'A.5.2', 'A.5.36'],
    HIPAA: ['164.308(a)(1)', '164.308(a)(2)', '164.316(a)', '164.316(b)(1)'],
    GDPR: ['Art. 24', 'Art. 32'],
  },
  body: `# Information Security Policy

This policy is adopted by {{profile.legalName}} ("the company") and is the top-level statement of how the company protects the information it holds and the systems it runs.

## 1. Purpose

The company's customers trust it with their data. This policy states leadership's commitment to protecting that data, assigns accountability for security, and sets the baseline that every other security policy and procedure must follow. Where a more specific policy exists, it adds detail to this one; it never lowers the bar set here.

## 2. Scope

This policy applies to:

- every employee, contractor, intern and temporary worker, wherever they work;
- every system, application, device, cloud account and network the company owns, manages or uses to handle company or customer information;
- all information the company creates, receives or stores, in any form.

{{#if facts.frameworks}}The company's security programme is designed to meet {{facts.frameworks}}, and this policy is the anchor document for those frameworks.{{else}}The company's security programme is designed to meet the security frameworks and contractual commitments that leadership has chosen to follow, and this policy is the anchor document for them.{{/if}}

## 3. Roles and responsibilities

- **Leadership team**: approves this policy, provides the budget and people the security programme needs, and reviews the programme's results at least once a year.
- **Security officer ({{profile.securityOfficer}})**: owns the security programme, maintains the policy set, tracks risks and exceptions, reports to leadership and is the final decision-maker on security questions not covered by a policy.
- **Managers**: make sure their team members have read the policies that apply to them, complete required training and follow the rules day to day.
- **Everyone in scope**: follows the security policies, protects the information they handle and reports suspected incidents or weaknesses immediately.

## 4. Policy statements

### 4.1 Security objectives

The company protects the confidentiality, integrity and availability of information in proportion to its value and the harm its loss would cause. Each year the security officer proposes measurable security objectives (for example, time to patch critical vulnerabilities or completion rate of training), leadership approves them, and progress is reported at least quarterly.

### 4.2 Policy set

1. The company maintains a written set of security policies covering, at a minimum, acceptable use, access control, asset management, risk management, incident response, business continuity, change management, secure development, vendor management and data protection.
2. Each policy names an owner, is approved by leadership, and is published where everyone in scope can read it.
3. Every person in scope acknowledges the policies that apply to them when they join and again after any significant change. Acknowledgements are recorded.

### 4.3 Risk-based decisions

Security controls are chosen on the basis of a documented risk assessment. Risks that are accepted rather than reduced are recorded with the name of the person accepting them and a date for reconsideration.

### 4.4 Awareness

Everyone in scope completes security awareness training within 30 days of starting and at least once a year after that. Completion is tracked and overdue training is followed up by the person's manager.

### 4.5 Measuring and reporting

The security officer keeps evidence that the controls in these policies operate as written, reports the status of the programme to leadership at least quarterly, and tracks every gap found by an audit, test or review until it is closed.

## 5. Exceptions

An exception to any security policy must be requested in writing, explain the business need and the compensating controls, and be approved by the security officer. Exceptions are time-limited (no longer than 12 months), recorded in a register and reviewed before they expire.

## 6. Enforcement

Breaking a security policy may lead to disciplinary action up to and including termination of employment or contract, and, where the law has been broken, referral to the authorities. Nobody will be penalised for reporting a security concern in good faith.

## 7. Review

The security officer reviews this policy at least every {{profile.policyReviewMonths}} months, and sooner after a significant incident, a major change to the business or a change in legal obligations. Changes are approved by leadership and communicated to everyone in scope.
`,
};
