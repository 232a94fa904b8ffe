import { screenTitles } from '@/app/screenTitles';
import type { EvidenceStatus } from '@/contracts/evidence';
import type { Confidentiality } from '@/contracts/evidenceOptions';

/** SPEC §9: a card shows at most this many tags, then "+N more". */
export const MAX_CARD_TAGS = 3;
export const moreTagsLabel = (hidden: number) => `+${hidden} more`;

export const EVIDENCE_PAGE_SIZE = 24;
/** How long the search box waits for typing to settle before the list is asked for again. */
export const SEARCH_DEBOUNCE_MS = 300;

export const evidenceStatusLabels: Record<EvidenceStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

export const confidentialityLabels: Record<Confidentiality, string> = {
  public: 'Public',
  internal: 'Internal',
  confidential: 'Confidential',
  restricted: 'Restricted',
};

export const evidenceLockerText = {
  title: screenTitles.evidenceLocker,
  description: 'Keep the policies, records and technical evidence your auditors ask for in one place.',
  upload: 'Upload Evidence',
  total: 'Total evidence',
  approved: 'Approved',
  pending: 'Pending review',
  rejected: 'Rejected',
  category: 'Category',
  status: 'Status',
  confidentiality: 'Confidentiality',
  search: 'Search evidence',
  allCategories: 'All categories',
  allStatuses: 'All statuses',
  allLevels: 'All levels',
  clearFilters: 'Clear filters',
  controlFilter: 'Control filter',
  noMatches: 'No evidence matches these filters.',
  loadMore: 'Load more',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  view: 'View',
  download: 'Download',
  share: 'Share',
  close: 'Close',
  uploadedBy: 'Uploaded by',
  uploadDate: 'Uploaded',
  type: 'Type',
  size: 'Size',
  tags: 'Tags',
  relatedControls: 'Related controls',
  validUntil: 'Valid until',
  expired: 'Expired',
  lastAccessed: 'Last accessed',
  never: 'Never',
  none: 'None',
  accessCount: 'Access count',
  notShareable: 'Only public evidence can be shared by link.',
  loadFailed: 'Failed to load evidence',
  detailsFailed: 'Failed to load the evidence details',
  previewFailed: 'Failed to load the preview',
  downloadFailed: 'Failed to download the file',
} as const;

export const evidenceDetailsText = {
  versions: 'Versions',
  version: 'Version',
  fileName: 'File',
  by: 'By',
  when: 'When',
  sha256: 'SHA-256',
  accessHistory: 'Access history',
  noAccess: 'No one has opened this evidence yet.',
  accessActions: { viewed: 'Viewed', downloaded: 'Downloaded' },
  preview: 'Preview',
  noPreview: 'This file type has no preview; download it to open it.',
  review: 'Review',
  reviewedBy: (by: string) => `Reviewed by ${by}`,
  selfReviewed: 'self-reviewed: they uploaded this version',
  awaitingReview: 'Awaiting review',
  uploadVersion: 'Upload new version',
} as const;

export const reviewText = {
  approve: 'Approve',
  reject: 'Reject',
  reason: 'Reason for rejection',
  confirmReject: 'Reject evidence',
  cancel: 'Cancel',
  approved: (name: string) => `${name} approved`,
  rejected: (name: string) => `${name} rejected`,
  failed: 'Failed to review the evidence',
} as const;

export const uploadEvidenceText = {
  title: 'Upload Evidence',
  versionTitle: (name: string) => `Upload a new version of ${name}`,
  dropZone: 'Drop files here',
  file: 'Choose files',
  noFile: 'No file chosen',
  chosenFiles: 'Chosen files',
  remove: (fileName: string) => `Remove ${fileName}`,
  name: 'Evidence name',
  severalFilesName: 'Several files: each is named after its file',
  description: 'Description',
  tags: 'Tags (comma separated)',
  controls: 'Related controls',
  validUntil: 'Valid until (optional)',
  cancel: 'Cancel',
  close: 'Close',
  submit: 'Upload',
  uploading: 'Uploading',
  stored: 'Uploaded',
  failed: 'Failed',
  progress: (fileName: string) => `Upload progress of ${fileName}`,
  uploaded: (name: string) => `${name} uploaded for review`,
  versionUploaded: (name: string) => `New version of ${name} uploaded for review`,
  uploadFailed: 'Upload failed',
} as const;

/** The evidence shown in a control's details on the heat map. */
export const CONTROL_EVIDENCE_SHOWN = 5;
export const controlEvidenceText = {
  heading: 'Evidence',
  loading: 'Evidence...',
  loadFailed: 'Failed to load the evidence',
  none: 'No evidence is linked to this control yet.',
  expired: 'Expired',
  more: (count: number) => `+${count} more in the evidence locker`,
} as const;

/** A card shows at most this many of the controls a check supports, then "+N more"; the dialog shows them all. */
export const MAX_CARD_CONTROLS = 4;

export const automatedEvidenceText = {
  heading: 'Collected by integrations',
  loading: 'Loading automated evidence...',
  loadFailed: 'Failed to load the automated evidence',
  none: 'No integration has collected evidence yet.',
  connectBefore: 'Connect one on the ',
  connectLink: 'Integrations page',
  collected: (when: string) => `Collected ${when}`,
  expires: (when: string) => `Expires ${when}`,
  controls: 'Controls',
  data: 'Observed data',
  viewFailed: 'Failed to load the observation',
  downloadFailed: 'Failed to download the observation',
  about: ({ checkName, integrationName }: { checkName: string; integrationName: string }) =>
    `${checkName} from ${integrationName}`,
} as const;
