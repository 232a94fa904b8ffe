import type { Guidance } from './types';

export const privacyRightsGuidance = {
  'privacy.noticePublished': {
    what: 'Verifies that a privacy notice is published for data subjects; GDPR Art. 13 and 14 require telling people who processes their personal data, why, on which lawful basis, for how long and what their rights are.',
    steps: {
      generic: [
        'Publish the notice on the website and at each point of collection in the product.',
        'Cover the Art. 13/14 content: controller and DPO contacts, purposes and lawful bases, legitimate interests relied on, recipients and subprocessors, international transfers and safeguards, retention periods, data subject rights, the right to complain to a supervisory authority, automated decision-making.',
        'Keep it consistent with the records of processing; date and version it, and update it when processing changes.',
      ],
    },
  },
  'consent.recordedPct': {
    what: 'Verifies that consent is recorded for all consent-based processing; GDPR Art. 7(1) requires the controller to be able to demonstrate that each person consented.',
    steps: {
      generic: [
        'Record who consented, when, to which purpose and notice version, through which form, and every withdrawal.',
        'Make consent freely given, specific, informed and unambiguous: no pre-ticked boxes, separate from terms and conditions, and as easy to withdraw as to give.',
        'Use a consent management platform that blocks non-essential cookies and trackers until consent is given.',
        "For children's data offered online (Art. 8), obtain parental consent below 16, or the lower age (not under 13) set by the member state.",
      ],
    },
  },
  'dataSubjectRequests.onTimePct': {
    what: 'Verifies that data subject requests (access, rectification, erasure, restriction, portability, objection) are answered within one month; GDPR Art. 12(3) allows two further months only for complex or numerous requests, and the person must be told within the first month.',
    steps: {
      generic: [
        'Offer one intake channel (a privacy address or web form) and log each request with its receipt date and deadline.',
        'Verify identity proportionately, find the data across systems using the data map, and answer; tell recipients about rectification or erasure (Art. 19).',
        'Track deadlines and keep a record of each response.',
      ],
    },
  },
  'processingRecords.updatedAt': {
    what: 'Verifies that the records of processing activities (RoPA, GDPR Art. 30) were updated in the last year; supervisory authorities can ask for them, and notices, DPIAs and data subject requests depend on them.',
    steps: {
      generic: [
        'Record for each processing activity: purposes, categories of data subjects and personal data, recipients, international transfers and safeguards, retention periods and security measures; processors keep their own record per controller.',
        'Update the record when systems, vendors or purposes change, and review it yearly with system owners.',
        'Link it to the vendor inventory and the data map.',
      ],
    },
  },
} satisfies Guidance;
