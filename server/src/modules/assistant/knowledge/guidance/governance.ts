import type { Guidance } from './types';

export const governanceGuidance = {
  'policies.acceptedPct': {
    what: 'Verifies that at least 95% of employees accepted the security policies; auditors sample staff for a signed acknowledgement at hire and after material changes.',
    steps: {
      generic: [
        'Publish the policies in one place and require acknowledgement at onboarding, before access is granted, then yearly and after significant changes.',
        'Collect acceptance through the HR system or compliance platform with the date and policy version, and chase stragglers through their managers.',
      ],
    },
  },
  'policies.reviewedAt': {
    what: 'Verifies that the security policies were reviewed and approved by management in the last year; auditors check version history and the approval record.',
    steps: {
      generic: [
        'Give each policy an owner and review it at least yearly and after significant change, recording version, date, changes and approver (e.g. CEO or CISO).',
        'Keep policies aligned with how the company actually operates: auditors test controls against what the policies say.',
        'Announce new versions and collect acknowledgements again.',
      ],
    },
  },
  'vendors.reviewed': {
    what: 'Verifies that every vendor (third party, supplier, subprocessor) handling your data has a current security review; auditors expect an inventory, a risk rating and reviewed assurance reports.',
    steps: {
      generic: [
        'Inventory vendors with the data they access and their criticality; review before onboarding and yearly for high-risk ones.',
        'Collect SOC 2 Type II reports or ISO 27001 certificates, read their exceptions and complementary user entity controls, or send a questionnaire (SIG Lite, CAIQ) where none exists.',
        'Contract for security: a data processing agreement (GDPR Art. 28), a business associate agreement for HIPAA, and breach notification duties.',
        'Record the outcome, date and follow-ups.',
      ],
      aws: [
        "Download AWS's SOC and ISO reports from AWS Artifact, and accept the Business Associate Addendum in AWS Artifact > Agreements before storing ePHI.",
      ],
      azure: [
        "Microsoft's audit reports are in the Service Trust Portal; its HIPAA BAA and GDPR terms are part of the Product Terms and Data Protection Addendum.",
      ],
      gcp: [
        "Google Cloud's reports are in the Compliance Reports Manager; accept the HIPAA BAA from the console before processing PHI.",
      ],
    },
  },
  'training.completionPct': {
    what: 'Verifies that at least 95% of staff completed security awareness training; auditors sample employees for completion at hire and every year.',
    steps: {
      generic: [
        'Assign training at onboarding (within 30 days) and yearly: phishing, passwords and MFA, data handling, incident reporting, with HIPAA or GDPR privacy modules where relevant.',
        'Run phishing simulations, and role-based secure coding training for engineers.',
        'Track completion dates and escalate overdue training.',
      ],
    },
  },
  'riskAssessment.completedAt': {
    what: 'Verifies that a risk assessment was completed in the last year; auditors expect a documented method, a risk register with likelihood and impact, owners and treatment decisions.',
    steps: {
      generic: [
        'Define the method: assets, threats and vulnerabilities, likelihood and impact scoring, risk appetite.',
        'Identify risks, including fraud, vendors and significant changes, and record them in a register with owners.',
        'Decide a treatment (mitigate, accept, transfer, avoid), map it to controls and have management sign off; repeat yearly and after major change.',
        'For HIPAA, the risk analysis must cover every place ePHI is created, received, stored or transmitted (NIST SP 800-30, HHS Security Risk Assessment tool).',
      ],
    },
  },
  'internalAudit.completedAt': {
    what: 'Verifies that an internal audit of the ISMS was completed in the last year; certification auditors read its programme, its independence and how its findings were closed.',
    steps: {
      generic: [
        'Plan an audit programme that covers every ISMS clause and the Annex A controls in scope at least once per cycle, weighted by risk and past findings.',
        'Have someone independent of the audited work (a colleague from another team or an outside auditor) run it against written criteria.',
        'Report findings as nonconformities or observations, each with an owner, a corrective action and a due date, and file the report as evidence.',
      ],
    },
  },
  'managementReview.completedAt': {
    what: 'Verifies that top management reviewed the ISMS in the last year; auditors read the minutes for the required inputs and the decisions taken.',
    steps: {
      generic: [
        'Hold the review at least yearly with the people accountable for the ISMS.',
        'Cover the inputs the standard lists: status of earlier actions, changes in context, nonconformities and audit results, monitoring results, objectives, risks and improvement opportunities.',
        'Minute the decisions (changes, resources, improvements) with owners, and file the minutes as evidence.',
      ],
    },
  },
} satisfies Guidance;
