import { screenTitles } from '@/app/screenTitles';
import type { PolicyStatus } from '@/contracts/policies';

export const policyStatusLabels: Record<PolicyStatus, string> = {
  draft: 'Draft',
  inReview: 'In review',
  approved: 'Approved',
  published: 'Published',
};

/** How many characters of a version's SHA-256 are shown; the whole hash is its tooltip. */
export const SHORT_HASH_LENGTH = 12;

export const policiesText = {
  title: screenTitles.policies,
  description: "The organisation's policies: drafted from the library, approved, published and accepted by everyone.",
  loadFailed: 'Failed to load the policies',
  policyLoadFailed: 'Failed to load the policy',
  loading: 'Loading the policies',
  saveFailed: 'Failed to save the policy',
  generateFailed: 'Failed to generate the policy',
  publishFailed: 'Failed to publish the policy',
  acceptFailed: 'Failed to record your acceptance',
  downloadFailed: 'Failed to download the file',
  tableLabel: 'Policies',
  columns: {
    title: 'Policy',
    status: 'Status',
    version: 'Version',
    nextReview: 'Next review',
    acceptance: 'Acceptance',
  },
  noVersion: 'Not published',
  noDate: '—',
  acceptance: (accepted: number, required: number) => `${accepted} of ${required} accepted`,
  empty: 'No policies yet. Generate one from the library below.',
  toAcceptHeading: 'Policies to accept',
  toAcceptItem: (title: string, version: string) => `${title} ${version}`,
  published: (when: string) => `Published ${when}`,
  libraryHeading: 'Policy library',
  libraryEmpty: 'Every template in the library is in use.',
  generate: 'Generate',
  generateLabel: (title: string) => `Generate ${title}`,
  generated: 'Policy generated',
  back: 'All policies',
} as const;

export const policyText = {
  status: 'Status',
  version: (version: string) => `Version ${version}`,
  unpublished: 'Not published yet',
  blockersHeading: 'Blockers',
  blockersHelp: 'The draft quotes these profile fields. Fill them in before the policy can be published.',
  saveField: 'Save',
  saveFieldLabel: (label: string) => `Save ${label}`,
  fieldSaved: 'Profile updated',
  draftHeading: 'Draft',
  draftUpdated: (when: string) => `Last edited ${when}`,
  editText: 'Edit text',
  bodyLabel: 'Policy text (Markdown)',
  saveDraft: 'Save draft',
  cancel: 'Cancel',
  draftSaved: 'Draft saved',
  publish: 'Publish',
  publishHelp: 'A policy is published once its draft is approved and has no blockers.',
  publishTitle: 'Publish the policy',
  changelog: 'What changed',
  material: 'Material change: everyone accepts again',
  publishedToast: 'Policy published',
  inForceHeading: (version: string) => `Version in force ${version}`,
  sha256: (hash: string) => `SHA-256 ${hash}`,
  downloadPdf: 'Download PDF',
  downloadMarkdown: 'Download Markdown',
  downloadAcceptances: 'Download acceptances CSV',
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  acceptCheckbox: 'I have read and accept this policy',
  accept: 'Accept',
  accepted: 'Policy accepted',
  acceptedByMe: 'You have accepted this version.',
  historyHeading: 'Version history',
  historyEmpty: 'No version published yet.',
  historyColumns: {
    version: 'Version',
    changelog: 'Changelog',
    approvedBy: 'Approved by',
    publishedBy: 'Published by',
    date: 'Date',
  },
  nobody: '—',
} as const;

export const policyReviewText = {
  heading: 'Approval',
  notSubmitted: 'Not submitted for approval yet.',
  submitted: (by: string, when: string, round: number) =>
    `Submitted by ${by} · ${when}${round > 1 ? ` · round ${round}` : ''}`,
  decided: (state: 'approved' | 'changesRequested', by: string, when: string) =>
    `${state === 'approved' ? 'Approved' : 'Changes requested'} by ${by} · ${when}`,
  changed: 'The draft changed after it was submitted.',
  submit: 'Submit for approval',
  resubmit: 'Submit again',
  approve: 'Approve',
  requestChanges: 'Request changes',
  requestChangesTitle: (title: string) => `Request changes to ${title}`,
  noteHelp: 'The member who submitted the draft reads this.',
  submittedToast: 'Submitted for approval',
  approvedToast: 'Draft approved',
  changesRequestedToast: 'Changes requested',
} as const;

export const assignmentText = {
  heading: 'Who must accept',
  help: 'Members holding an assigned role, in an assigned department, are asked to accept each published version; the acceptance share counts only them.',
  roles: {
    label: 'Roles',
    everyone: 'All roles',
    chosen: 'Chosen roles',
    options: 'Roles that must accept',
    pickOne: 'Choose at least one role.',
  },
  departments: {
    label: 'Departments',
    everyone: 'All departments',
    chosen: 'Chosen departments',
    options: 'Departments that must accept',
    pickOne: 'Choose at least one department.',
  },
  save: 'Save assignment',
  saved: 'Assignment saved',
  saveFailed: 'Failed to save the assignment',
  loading: 'Loading assignment...',
} as const;

export const approversText = {
  heading: 'Who approves',
  help: "Name the members who approve this policy's drafts and how many of them must. With none named, any member who may approve policies approves with one approval.",
  candidatesLabel: 'Approvers',
  quorum: 'Approvals needed',
  quorumOption: (count: number, of: number) => `${count} of ${of}`,
  anyApprover: 'Any member who may approve policies',
  save: 'Save approvers',
  saved: 'Approvers saved',
  saveFailed: 'Failed to save the approvers',
  loading: 'Loading approvers...',
  noCandidates: 'No member may approve policies yet: give a member the Admin or Compliance Manager role.',
} as const;

/** What a comparison of two texts of a policy and a proposed rewrite of a section say. */
export const changesText = {
  diffLabel: (what: string) => `Changes: ${what}`,
  added: 'Added:',
  removed: 'Removed:',
  hiddenLines: (count: number) => `${count} unchanged ${count === 1 ? 'line' : 'lines'} not shown`,
  noChanges: 'The two texts are the same.',
  diffFailed: 'Failed to load the changes',
  retry: 'Retry',
  sectionsHeading: 'Suggest a rewrite of a section',
  sectionsHelp:
    'A language model proposes clearer wording for one section; you see the changes and decide. Nothing is saved until you accept.',
  saveFirst: 'Save or cancel your edits before asking for a rewrite.',
  suggestRewrite: 'Suggest rewrite',
  suggestRewriteOf: (section: string) => `Suggest rewrite of ${section}`,
  instructionLabel: 'What to change (optional)',
  suggesting: 'Writing a proposal…',
  rewriteFailed: 'Failed to suggest a rewrite',
  proposalHeading: (section: string) => `Proposed rewrite of ${section}`,
  accept: 'Accept',
  reject: 'Reject',
  accepted: 'Rewrite saved to the draft',
} as const;

/** What the policy page offers to compare, before the comparison itself loads. */
export const comparisonText = {
  loading: 'Loading the changes',
  compareWithPrevious: (version: string, previous: string) => `Compare ${version} with ${previous}`,
  versionChanges: (version: string, previous: string) => `version ${previous} to ${version}`,
  compareDraft: 'Compare with version in force',
  draftChanges: (version: string) => `version ${version} in force to the draft`,
} as const;

/** What the import of a member's own policy file says. */
export const policyImportText = {
  open: 'Import policy',
  title: 'Import a policy',
  intro:
    'Bring in a policy you already have, as Markdown or a Word document (.docx). It becomes a draft you review and publish here.',
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  policyTitle: 'Title (optional)',
  titleHelp: "Left empty, the document's first heading is used, or else its file name.",
  cancel: 'Cancel',
  submit: 'Import',
  imported: 'Policy imported as a draft',
  failed: 'Could not import the policy',
} as const;

export const policyImportAccept = '.md,.markdown,.docx';
