import type { Confidentiality, EvidenceStatus } from '@/features/evidenceLocker/types';

/** SPEC §9. */
export const evidenceCategories = [
  'Policies',
  'Technical Evidence',
  'Training Records',
  'Procedures',
  'Risk Assessments',
] as const;

/** SPEC §9: a card shows at most this many tags, then "+N more". */
export const MAX_CARD_TAGS = 3;
export const moreTagsLabel = (hidden: number) => `+${hidden} more`;

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
  title: 'Evidence Locker',
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
  noMatches: 'No evidence matches these filters.',
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
  lastAccessed: 'Last accessed',
  accessCount: 'Access count',
  downloadSoon: 'Download feature coming soon',
  shareSoon: 'Share feature coming soon',
} as const;

export const uploadEvidenceText = {
  title: 'Upload Evidence',
  file: 'Choose file',
  noFile: 'No file chosen',
  name: 'Evidence name',
  description: 'Description',
  tags: 'Tags (comma separated)',
  cancel: 'Cancel',
  submit: 'Upload',
  uploadSoon: 'Upload feature coming soon',
} as const;
