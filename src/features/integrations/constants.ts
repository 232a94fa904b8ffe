import type { CategoryFilter, Integration, IntegrationStatus } from '@/features/integrations/types';

// Simulated work (SPEC §9).
export const CONNECT_DELAY_MS = 3000;
export const SYNC_DELAY_MS = 2000;
export const TEST_CONNECTION_DELAY_MS = 2000;
export const REFRESH_ALL_DELAY_MS = 3000;

// What a new connection reports (SPEC §4).
export const CONNECTED_CONTROLS = { min: 5, max: 24 } as const;
export const CONNECTED_ISSUES = { min: 0, max: 4 } as const;
export const JUST_NOW = 'Just now';

export const integrationsText = {
  title: 'Integrations',
  description: 'Connect cloud providers, source control, security tools and databases so controls are checked continuously.',
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

export const initialIntegrations: Integration[] = [
  {
    id: 'aws',
    name: 'Amazon Web Services',
    type: 'aws',
    status: 'connected',
    description: 'Monitor IAM, S3, EC2, CloudTrail and security groups across your AWS accounts.',
    lastSync: '2 minutes ago',
    controls: 24,
    issues: 3,
    category: 'cloud',
    popular: true,
  },
  {
    id: 'github',
    name: 'GitHub',
    type: 'github',
    status: 'connected',
    description: 'Check branch protection, code review, secret scanning and Dependabot alerts.',
    lastSync: '15 minutes ago',
    controls: 12,
    issues: 1,
    category: 'scm',
    popular: true,
  },
  {
    id: 'gitlab',
    name: 'GitLab',
    type: 'gitlab',
    status: 'available',
    description: 'Check protected branches, merge request approvals and pipeline security scans.',
    lastSync: null,
    controls: 0,
    issues: 0,
    category: 'scm',
    popular: false,
  },
  {
    id: 'azure',
    name: 'Microsoft Azure',
    type: 'azure',
    status: 'available',
    description: 'Monitor Entra ID, storage accounts, key vaults and Defender for Cloud findings.',
    lastSync: null,
    controls: 0,
    issues: 0,
    category: 'cloud',
    popular: true,
  },
  {
    id: 'gcp',
    name: 'Google Cloud Platform',
    type: 'gcp',
    status: 'available',
    description: 'Monitor IAM bindings, Cloud Storage, audit logs and Security Command Center.',
    lastSync: null,
    controls: 0,
    issues: 0,
    category: 'cloud',
    popular: false,
  },
  {
    id: 'k8s',
    name: 'Kubernetes',
    type: 'k8s',
    status: 'available',
    description: 'Check RBAC, network policies, pod security and secrets in your clusters.',
    lastSync: null,
    controls: 0,
    issues: 0,
    category: 'cloud',
    popular: false,
  },
  {
    id: 'okta',
    name: 'Okta',
    type: 'okta',
    status: 'available',
    description: 'Verify MFA enforcement, password policies and user access reviews.',
    lastSync: null,
    controls: 0,
    issues: 0,
    category: 'security',
    popular: true,
  },
  {
    id: 'mongodb',
    name: 'MongoDB Atlas',
    type: 'mongodb',
    status: 'available',
    description: 'Check encryption at rest, network access lists, backups and database auditing.',
    lastSync: null,
    controls: 0,
    issues: 0,
    category: 'database',
    popular: false,
  },
];
