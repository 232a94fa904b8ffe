import { screenTitles } from '@/app/screenTitles';
import type { IntegrationStatus, IntegrationSync } from '@/contracts/integrations';
import type { CategoryFilter } from '@/features/integrations/types';

/** How often the list is read while a sync runs, and how many reads a sync the user asked for is followed for. */
export const INTEGRATION_POLL_MS = 2000;
export const INTEGRATION_POLL_LIMIT = 90;

export const integrationsText = {
  title: screenTitles.integrations,
  description:
    'Connect cloud providers, source control, security tools and databases so controls are checked continuously.',
  refreshAll: 'Refresh All',
  refreshing: 'Refreshing...',
  refreshedAll: 'All integrations refreshed',
  refreshFailed: 'The integrations could not be refreshed',
  loadFailed: 'Failed to load integrations',
  searchLabel: 'Search integrations',
  categoryLabel: 'Category',
  categoryTabsLabel: 'Integration categories',
  noResults: 'No integrations match your search.',
  popular: 'Popular',
  stale: 'Stale',
  staleHint: 'These figures are from more than a day ago',
  controls: 'Controls',
  issues: 'Issues',
  lastSync: 'Last sync',
  neverSynced: 'Never',
  syncing: 'Syncing...',
  connect: 'Connect',
  connecting: 'Connecting...',
  viewDetails: 'View Details',
  testConnection: 'Test Connection',
  testing: 'Testing...',
  synced: (name: string) => `${name} synced successfully`,
  syncFailed: (name: string) => `${name} could not be synced`,
  connectionWorks: (name: string) => `Connection to ${name} is working`,
  testFailed: (name: string) => `The connection to ${name} could not be tested`,
  connectedToast: (name: string) => `${name} connected successfully`,
  connectFailed: (name: string) => `${name} could not be connected`,
  disconnectedToast: (name: string) => `${name} disconnected`,
  disconnectFailed: (name: string) => `${name} could not be disconnected`,
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
  /** SPEC §2's field and the promise under it; the connector names its own fields (GitHub's token is this one). */
  apiKey: 'API Key / Token',
  apiKeyHelp: 'Stored encrypted; used read-only to check your controls.',
  instructionsTitle: 'Setup instructions',
  quickSetupTitle: 'Quick Setup Guide',
  setupFailed: 'Failed to load the AWS setup values',
  loadingSetup: 'Loading the values for your role',
  copy: (what: string) => `Copy ${what}`,
  copyButton: 'Copy',
  copied: (what: string) => `${what} copied to clipboard`,
  copyFailed: 'Could not copy to the clipboard',
  cancel: 'Cancel',
  submit: 'Connect',
  connecting: 'Connecting…',
} as const;

export const detailsText = {
  title: (name: string) => `${name} details`,
  loading: 'Loading details',
  loadFailed: 'Failed to load the integration details',
  account: 'Account',
  status: 'Status',
  lastSync: 'Last sync',
  nextSync: 'Next sync',
  none: '—',
  checksHeading: 'Checks',
  noChecks: 'No checks yet: they appear after the first sync.',
  passing: 'Passing',
  failing: 'Failing',
  observed: (when: string) => `Observed ${when}`,
  syncsHeading: 'Recent syncs',
  noSyncs: 'No syncs yet.',
  when: 'When',
  trigger: 'Trigger',
  result: 'Result',
  duration: 'Duration',
  signalsChanged: 'Signals changed',
  error: 'Error',
  close: 'Close',
} as const;

export const syncTriggerLabels: Record<IntegrationSync['trigger'], string> = {
  connect: 'Connection',
  manual: 'Manual',
  schedule: 'Scheduled',
};

export const syncResultLabels: Record<IntegrationSync['status'], string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
};

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
