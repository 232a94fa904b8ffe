import { attestationMaxDays, type AttestationStatus } from '@/contracts/attestations';
import { justificationMin } from '@/contracts/controlSettings';

/** The default life of an attestation: a year, then it is made again. */
export const ATTESTATION_DEFAULT_DAYS = 365;

export const controlsText = {
  loadFailed: 'Failed to load the control',
  saveFailed: 'Failed to save the control',
  loading: 'Loading the control',
  owner: 'Owner',
  implementationStatus: 'Implementation status',
} as const;

export const configureText = {
  title: (controlId: string, name: string | undefined) => `Configure ${controlId}${name ? ` ${name}` : ''}`,
  backupOwner: 'Backup owner',
  statement: 'Implementation statement',
  statementHelp: 'How the organisation meets this control, as an auditor will read it',
  reviewDate: 'Review date',
  notApplicableHint: 'Set by the approved exclusion; make the control applicable again to change it',
  save: 'Save',
  close: 'Close',
  saved: 'Control saved',
} as const;

export const applicabilityText = {
  heading: 'Applicability',
  applicable: 'Applicable: this control counts toward the score.',
  markNotApplicable: 'Mark not applicable',
  justification: 'Justification',
  justificationHelp: `Why this control does not apply to the organisation, in at least ${justificationMin} characters`,
  justificationTooShort: `The justification must explain why, in at least ${justificationMin} characters`,
  submitRequest: 'Request exclusion',
  cancel: 'Cancel',
  requested: (name: string, when: string) => `Exclusion requested by ${name} on ${when}; awaiting approval.`,
  excluded: (name: string, when: string) => `Excluded from the score: approved by ${name} on ${when}.`,
  refused: (name: string) => `The last exclusion request was rejected by ${name}:`,
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: (controlId: string) => `Reject the exclusion of ${controlId}`,
  withdrawRequest: 'Withdraw request',
  makeApplicable: 'Make applicable again',
  requestSent: 'Exclusion requested: it awaits approval',
  approved: 'Exclusion approved: the control leaves the score',
  rejected: 'Exclusion rejected',
  withdrawn: 'The control is applicable again',
} as const;

export const attestationStatusLabels: Record<AttestationStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const checksText = {
  heading: 'How to meet',
  loadFailed: 'Failed to load how to meet this control',
  noChecks: 'This control has no checks to meet.',
  notAttested: 'Not attested',
  measured: 'Measured by integrations',
  integration: (names: string) => `Integration: ${names}`,
  manageIntegrations: 'Manage integrations',
  document: (categories: string) => `Document: ${categories}`,
  openLocker: 'Open the evidence locker',
  attestation: 'Attestation',
  attest: 'Attest',
  attestLabel: (check: string) => `Attest ${check}`,
  attestedBy: (name: string, when: string) => `Attested by ${name} on ${when}`,
  reviewedBy: (name: string, when: string) => `Reviewed by ${name} on ${when}`,
  validUntil: (day: string) => `Valid until ${day}`,
  evidence: (name: string) => `Evidence: ${name}`,
  reviewNote: (note: string) => `Note: ${note}`,
  approve: 'Approve',
  reject: 'Reject',
  approveLabel: (check: string) => `Approve the attestation of ${check}`,
  rejectLabel: (check: string) => `Reject the attestation of ${check}`,
  rejectTitle: (check: string) => `Reject the attestation of ${check}`,
  approved: 'Attestation approved',
  rejected: 'Attestation rejected',
} as const;

export const attestText = {
  title: (check: string) => `Attest ${check}`,
  compliant: 'Compliant',
  total: 'Total',
  ratioHelp: 'How many are in good standing, of how many in all',
  percent: 'Percentage',
  confirm: 'I confirm this is in place',
  count: 'Count',
  day: 'Day it was done',
  dayInFuture: 'The day it was done cannot be in the future',
  statement: 'Statement',
  statementHelp: 'What was done, in at least 10 characters',
  evidence: 'Evidence',
  evidenceHelp: 'The item in the evidence locker that shows it',
  noEvidence: 'No evidence found',
  validUntil: 'Valid until',
  validUntilHelp: `The last day it counts: at most ${attestationMaxDays} days from today`,
  cancel: 'Cancel',
  submit: 'Submit attestation',
  submitted: 'Attestation submitted: it counts once another member approves it',
} as const;

export const statementReviewText = {
  heading: 'Statement review',
  notSubmitted: 'Not submitted for review yet: once saved, submit the statement so another member signs it off.',
  submitted: (name: string, at: string, round: number) =>
    `Submitted by ${name} on ${at}${round > 1 ? ` (round ${round})` : ''}`,
  decided: (state: 'approved' | 'changesRequested', name: string, at: string) =>
    `${state === 'approved' ? 'Approved' : 'Changes requested'} by ${name} on ${at}`,
  changed: 'The saved statement changed after it was submitted: submit it again to have it reviewed.',
  submit: 'Submit for review',
  resubmit: 'Submit again',
  approve: 'Approve',
  requestChanges: 'Request changes',
  requestChangesTitle: (controlId: string) => `Request changes to the statement of ${controlId}`,
  noteHelp: 'What to change; it is posted in the control’s comments for the submitter',
  submittedToast: 'Statement submitted for review',
  approvedToast: 'Statement approved',
  changesRequestedToast: 'Changes requested',
} as const;
