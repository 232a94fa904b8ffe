import { screenTitles } from '@/app/screenTitles';
import type { RiskCategory, RiskStatus, RiskTreatmentType } from '@/contracts/riskValues';

export const riskCategoryLabels: Record<RiskCategory, string> = {
  security: 'Security',
  privacy: 'Privacy',
  operational: 'Operational',
  compliance: 'Compliance',
  vendor: 'Vendor',
  availability: 'Availability',
  financial: 'Financial',
  legal: 'Legal',
};

export const riskTreatmentLabels: Record<RiskTreatmentType, string> = {
  mitigate: 'Mitigate',
  accept: 'Accept',
  transfer: 'Transfer',
  avoid: 'Avoid',
};

export const riskStatusLabels: Record<RiskStatus, string> = { open: 'Open', closed: 'Closed' };

export const risksText = {
  title: screenTitles.risks,
  description:
    'What could go wrong, how likely and how bad it would be, and how each risk is treated: rated before and after ' +
    'its controls, against the tolerance set in the Compliance settings.',
  loadFailed: 'Failed to load the risk register',
  saveFailed: 'Failed to save the risk',
  addRisk: 'Add risk',
  tableLabel: 'Risk register',
  empty: 'No risks match. Add one, or start from the suggestions below.',
  columns: {
    title: 'Risk',
    category: 'Category',
    owner: 'Owner',
    inherent: 'Inherent',
    residual: 'Residual',
    treatment: 'Treatment',
    reviewOn: 'Review by',
    flags: 'Flags',
  },
  untreated: 'None',
  noOwner: 'No owner',
  edit: (title: string) => `Edit ${title}`,
  needsTreatment: 'Needs treatment',
  acceptanceExpired: 'Acceptance expired',
  closed: 'Closed',
  filters: {
    category: 'Category',
    treatment: 'Treatment',
    flag: 'Show',
    all: 'All',
    none: 'Not treated',
    aboveTolerance: 'Above tolerance',
    needsTreatment: 'Needing treatment',
  },
  summary: (open: number, needs: number, expired: number) =>
    `${open} open · ${needs} needing treatment · ${expired} expired acceptance${expired === 1 ? '' : 's'}`,
};

export const riskMatrixText = {
  heading: 'Heat matrix',
  inherent: 'Inherent',
  residual: 'Residual',
  view: 'Ratings shown',
  likelihood: 'Likelihood',
  impact: 'Impact',
  tolerance: (level: string, threshold: number) =>
    `Dashed cells are above the ${level} tolerance: residual score over ${threshold} needs a treatment`,
  label: (view: string, cells: string) => `${view} risk heat matrix, likelihood by impact: ${cells}`,
  cell: (likelihood: number, impact: number, count: number) =>
    `likelihood ${likelihood} impact ${impact}: ${count} risk${count === 1 ? '' : 's'}`,
  emptyCells: 'no open risks',
};

export const riskFormText = {
  addTitle: 'Add risk',
  editTitle: 'Edit and treat risk',
  title: 'Title',
  description: 'Description',
  category: 'Category',
  owner: 'Owner',
  controls: 'Linked controls',
  tasks: 'Linked tasks',
  inherent: 'Inherent rating (before controls)',
  residual: 'Residual rating (with controls)',
  likelihood: 'Likelihood',
  impact: 'Impact',
  score: (score: number) => `Score ${score}`,
  treatment: 'Treatment',
  noTreatment: 'Not treated yet',
  approver: 'Approved by',
  expiresOn: 'Acceptance expires on',
  transferTo: 'Transferred to',
  avoidHow: 'How it is avoided',
  reviewOn: 'Review by',
  status: 'Status',
  save: 'Save',
  cancel: 'Cancel',
  added: 'Risk added',
  saved: 'Risk saved',
  required: (field: string) => `${field} is required`,
  residualAboveInherent: 'The residual score cannot be higher than the inherent score',
  mitigateNeedsLink: 'A mitigation needs at least one linked control or task',
  expiryNotFuture: 'An acceptance must expire after today',
};

export const riskSuggestionsText = {
  heading: 'Suggested from failing checks',
  none: 'No suggestions: the latest assessments show no failing check that maps to a risk not already in the register.',
  from: (check: string) => `From the failing check: ${check}`,
  rating: (likelihood: number, impact: number) =>
    `Likelihood ${likelihood} × impact ${impact} = ${likelihood * impact}`,
  add: 'Add to register',
  addLabel: (title: string) => `Add to register: ${title}`,
  added: 'Risk added from the suggestion',
  failed: 'Failed to add the suggested risk',
};

export const riskAssessmentText = {
  heading: 'Risk assessments',
  record: 'Record risk assessment',
  dialogTitle: 'Record a risk assessment',
  heldOn: 'Held on',
  participants: 'Participants',
  notes: 'Notes',
  save: 'Record',
  cancel: 'Cancel',
  recorded: 'Risk assessment recorded',
  failed: 'Failed to record the risk assessment',
  none: 'No risk assessment recorded yet.',
  participantsRequired: 'Name at least one participant',
  heldOnRequired: 'Held on is required',
  heldInFuture: 'A risk assessment cannot be recorded before it is held',
  changes: (added: number, closed: number, rescored: number) =>
    `${added} added · ${closed} closed · ${rescored} rescored`,
  by: (name: string, count: number) => `Recorded by ${name} · ${count} participant${count === 1 ? '' : 's'}`,
};
