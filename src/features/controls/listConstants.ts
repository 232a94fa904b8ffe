import { screenTitles } from '@/app/screenTitles';

const controls = (count: number) => `${count} ${count === 1 ? 'control' : 'controls'}`;

export const controlListText = {
  title: screenTitles.controls,
  description: 'Who owns each control, how far its implementation has come and when it is next reviewed.',
  loadFailed: 'Failed to load controls',
  loading: 'Loading controls',
  framework: 'Framework',
  filterLabel: 'Show controls',
  search: 'Search by id or name',
  empty: 'No controls match these filters.',
  withoutOwnerCount: (count: number) => `${controls(count)} without an owner`,
  controlCount: controls,
  columns: {
    id: 'Id',
    name: 'Name',
    owner: 'Owner',
    backupOwner: 'Backup owner',
    status: 'Implementation',
    applicability: 'Applicability',
    reviewDate: 'Review date',
  },
  noOwner: 'None',
  noReviewDate: 'Not set',
  overdue: 'Overdue',
  applicability: { excluded: 'Excluded', exclusionRequested: 'Exclusion requested' },
  assign: {
    open: 'Assign owners',
    title: (category: string) => `Assign owners: ${category}`,
    hint: 'Every control of this category gets these owners.',
    owner: 'Owner',
    backupOwner: 'Backup owner (optional)',
    cancel: 'Cancel',
    submit: 'Assign',
    done: (count: number) => `Assigned ${controls(count)}`,
    failed: 'Failed to assign owners',
  },
} as const;

/** The chips over the table: every control, those the signed-in member owns or backs up, those nobody owns. */
export const ownershipFilters = [
  { value: 'all', label: 'All' },
  { value: 'mine', label: 'Mine' },
  { value: 'unowned', label: 'Without owner' },
] as const;

export type OwnershipFilter = (typeof ownershipFilters)[number]['value'];
