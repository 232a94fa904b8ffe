import type { CategoryFilter, IntegrationStatus } from '@/features/integrations/types';

// Simulated work (SPEC §9).
export const CONNECT_DELAY_MS = 3000;
export const SYNC_DELAY_MS = 2000;
export const TEST_CONNECTION_DELAY_MS = 2000;
export const REFRESH_ALL_DELAY_MS = 3000;

// What a new connection reports (SPEC §4).
export const CONNECTED_CONTROLS = { min: 5, max: 24 } as const;
export const CONNECTED_ISSUES = { min: 0, max: 4 } as const;
export const JUST_NOW = 'Just now';

/** One Refresh All record, kept across visits so a refresh still running shows as running. */
export const REFRESH_ALL_KEY = 'integrations/refreshAll';

export const integrationsText = {
  title: 'Integrations',
  description:
    'Connect cloud providers, source control, security tools and databases so controls are checked continuously.',
  refreshAll: 'Refresh All',
  refreshing: 'Refreshing...',
  refreshedAll: 'All integrations refreshed',
  searchLabel: 'Search integrations',
  categoryLabel: 'Category',
  categoryTabsLabel: 'Integration categories',
  noResults: 'No integrations match your search.',
  popular: 'Popular',
  controls: 'Controls',
  issues: 'Issues',
  lastSync: 'Last sync',
  neverSynced: 'Never',
  connect: 'Connect',
  connecting: 'Connecting...',
  viewDetails: 'View Details',
  testConnection: 'Test Connection',
  testing: 'Testing...',
  detailsComingSoon: 'Integration details feature coming soon',
  synced: (name: string) => `${name} synced successfully`,
  connectionWorks: (name: string) => `Connection to ${name} is working`,
  connectedToast: (name: string) => `${name} connected successfully`,
  disconnectedToast: (name: string) => `${name} disconnected`,
  syncLabel: (name: string) => `Sync ${name}`,
  disconnectLabel: (name: string) => `Disconnect ${name}`,
} as const;

export const summaryText = {
  active: 'Active Integrations',
  controls: 'Monitored Controls',
  issues: 'Total Issues',
  available: 'Available',
} as const;

export const connectDialogText = {
  title: (name: string) => `Connect ${name}`,
  apiKey: 'API Key / Token',
  apiKeyHelp: 'Stored encrypted; used read-only to check your controls.',
  roleArn: 'Role ARN',
  roleArnPlaceholder: 'arn:aws:iam::123456789012:role/SecuroReadOnly',
  instructionsTitle: 'Setup instructions',
  quickSetupTitle: 'Quick Setup Guide',
  cancel: 'Cancel',
  submit: 'Connect',
} as const;

export const statusLabels: Record<IntegrationStatus, string> = {
  available: 'Available',
  connecting: 'Connecting',
  connected: 'Connected',
  error: 'Error',
};

export const categoryFilters: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'cloud', label: 'Cloud Providers' },
  { value: 'scm', label: 'Source Control' },
  { value: 'security', label: 'Security Tools' },
  { value: 'database', label: 'Databases' },
];

/** Why the sample endpoints refuse a request; the screen never sends one they would refuse. */
export const integrationRequestErrors = {
  unknown: (id: string) => `No integration ${id}`,
  alreadyConnected: (name: string) => `${name} is already connected`,
  notConnected: (nameOrId: string) => `${nameOrId} is not connected`,
} as const;
