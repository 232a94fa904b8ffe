import { screenTitles } from '@/app/screenTitles';
import type {
  AssetClassification,
  AssetDataCategory,
  AssetEnvironment,
  AssetGap,
  AssetKind,
  AssetStatus,
} from '@/contracts/assetOptions';

export const assetKindLabels: Record<AssetKind, string> = {
  storageBucket: 'Storage bucket',
  database: 'Database',
  volume: 'Disk volume',
  repository: 'Repository',
  kubernetesCluster: 'Kubernetes cluster',
  databaseCluster: 'Database cluster',
  identityProvider: 'Identity provider',
  laptop: 'Laptop',
  saasApplication: 'SaaS application',
  office: 'Office',
  other: 'Other',
};

export const classificationLabels: Record<AssetClassification, string> = {
  public: 'Public',
  internal: 'Internal',
  confidential: 'Confidential',
  restricted: 'Restricted',
};

export const environmentLabels: Record<AssetEnvironment, string> = {
  production: 'Production',
  staging: 'Staging',
  development: 'Development',
  corporate: 'Corporate',
};

export const dataCategoryLabels: Record<AssetDataCategory, string> = {
  personal: 'Personal',
  health: 'Health',
  customer: 'Customer',
  financial: 'Financial',
};

export const statusLabels: Record<AssetStatus, string> = { active: 'Active', retired: 'Retired' };

export const gapLabels: Record<AssetGap, string> = {
  owner: 'Missing owner',
  classification: 'Missing classification',
  either: 'Missing owner or classification',
};

export const assetsText = {
  title: screenTitles.assets,
  description:
    'Everything the organisation runs or holds data in: discovered by the integrations at each sync, or added by hand.',
  loadFailed: 'Failed to load the assets',
  saveFailed: 'Failed to save the asset',
  tableLabel: 'Assets',
  columns: {
    name: 'Name',
    kind: 'Kind',
    source: 'Source',
    owner: 'Owner',
    classification: 'Classification',
    environment: 'Environment',
    data: 'Data',
  },
  none: '—',
  retired: 'Retired',
  empty: 'No assets match. Connect an integration or add an asset by hand.',
  selectAll: 'Select every asset on this page',
  selectRow: (name: string) => `Select ${name}`,
  filters: {
    search: 'Search by name',
    kind: 'Kind',
    source: 'Source',
    classification: 'Classification',
    status: 'Status',
    missing: 'Gaps',
    any: 'Any',
  },
  incomplete: (count: number, active: number) =>
    `${count} of ${active} active ${active === 1 ? 'asset lacks' : 'assets lack'} an owner or a classification: the asset inventory check fails until each has both.`,
  complete: (active: number) => `All ${active} active assets have an owner and a classification.`,
  showIncomplete: 'Show them',
  selected: (count: number) => `${count} selected`,
  setStewardship: 'Set owner / classification',
  stewardshipTitle: (count: number) => `Set owner and classification of ${count} ${count === 1 ? 'asset' : 'assets'}`,
  owner: 'Owner',
  classification: 'Classification',
  unchanged: 'Leave as it is',
  apply: 'Apply',
  applied: (count: number) => `${count} ${count === 1 ? 'asset' : 'assets'} updated`,
  cancel: 'Cancel',
  addAsset: 'Add asset',
  addTitle: 'Add an asset',
  name: 'Name',
  kind: 'Kind',
  environment: 'Environment',
  dataCategories: 'Data it holds',
  noOwner: 'No owner yet',
  notClassified: 'Not classified yet',
  noEnvironment: 'Not set',
  add: 'Add',
  added: 'Asset added',
} as const;
