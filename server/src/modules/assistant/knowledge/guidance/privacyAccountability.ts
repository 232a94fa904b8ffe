import type { Guidance } from './types';

export const privacyAccountabilityGuidance = {
  'dpia.completed': {
    what: 'Verifies that every high-risk processing activity has a data protection impact assessment; GDPR Art. 35 requires a DPIA before processing likely to result in a high risk, such as large-scale special category data, systematic monitoring or profiling with significant effects.',
    steps: {
      generic: [
        "Screen new projects against the Art. 35(3) cases, your supervisory authority's list and the EDPB criteria (meeting two or more usually calls for a DPIA).",
        'Document the processing, its necessity and proportionality, the risks to individuals and the measures addressing them, with the advice of the DPO.',
        'If a high risk remains after mitigation, consult the supervisory authority before starting (Art. 36).',
        'Revisit the DPIA when the processing changes.',
      ],
    },
  },
  'dpo.appointed': {
    what: 'Verifies that a data protection officer is appointed; GDPR Art. 37 requires one for public authorities and for organisations whose core activities are large-scale regular and systematic monitoring or large-scale processing of special category data.',
    steps: {
      generic: [
        'Assess whether Art. 37(1) applies and document the reasoning, including a decision not to appoint.',
        'Appoint an internal or external DPO with expert knowledge who reports to top management, receives no instructions on their tasks, cannot be dismissed for performing them and has no conflicting role (Art. 38).',
        'Publish the DPO contact details and notify them to the supervisory authority.',
        'Give the DPO the Art. 39 tasks: advising, monitoring compliance including training and audits, advising on DPIAs, acting as contact point for the authority.',
      ],
    },
  },
  'transfers.safeguarded': {
    what: 'Verifies that each transfer of personal data outside the EEA rests on an adequacy decision or appropriate safeguards such as Standard Contractual Clauses (GDPR Chapter V).',
    steps: {
      generic: [
        'Map where personal data goes (vendors, subprocessors, group companies) and to which countries.',
        'Rely on adequacy (Art. 45) where it exists, e.g. US recipients certified under the EU-US Data Privacy Framework; otherwise sign the 2021 SCCs (Art. 46) with a transfer impact assessment, or use binding corporate rules within a group (Art. 47).',
        'Use Art. 49 derogations only for occasional, non-repetitive transfers.',
        'Keep the signed SCCs, DPAs and transfer impact assessments with the vendor record.',
      ],
      aws: [
        "Keep personal data in EU regions and deny other regions with an SCP on `aws:RequestedRegion`; AWS's GDPR Data Processing Addendum includes the SCCs.",
      ],
      azure: [
        'Use EU regions (and the EU Data Boundary for Microsoft cloud services); the Microsoft Products and Services DPA includes the SCCs.',
      ],
      gcp: [
        'Restrict locations with the `constraints/gcp.resourceLocations` org policy; the Cloud Data Processing Addendum includes the SCCs.',
      ],
    },
  },
  'breach.notificationProcedure': {
    what: 'Verifies that a procedure ensures personal data breaches are notified within 72 hours; GDPR Art. 33 requires notifying the supervisory authority within 72 hours of becoming aware, and Art. 34 the affected people when the risk to them is high.',
    steps: {
      generic: [
        'Define the path from detection to assessment of the risk to individuals to the decision to notify, with named decision-makers; the 72-hour clock starts at awareness.',
        'Prepare templates: the authority notification with the Art. 33(3) content (nature, categories and approximate numbers, DPO contact, likely consequences, measures taken) and a notice to data subjects.',
        'Keep a register of all breaches, including those not notified (Art. 33(5)), and require processors to notify you without undue delay.',
        'HIPAA: notify affected individuals without unreasonable delay and within 60 days of discovery, HHS within 60 days for breaches of 500 or more (yearly for smaller ones), and the media for 500 or more residents of a state.',
        'Rehearse the procedure in the incident response tabletop.',
      ],
    },
  },
} satisfies Guidance;
