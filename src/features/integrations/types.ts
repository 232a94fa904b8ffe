export type IntegrationType = 'aws' | 'github' | 'gitlab' | 'azure' | 'gcp' | 'k8s' | 'okta' | 'mongodb';
export type IntegrationCategory = 'cloud' | 'scm' | 'security' | 'database';
/** 'error' is displayed when present but nothing sets it (SPEC §4). */
export type IntegrationStatus = 'available' | 'connecting' | 'connected' | 'error';
export type CategoryFilter = 'all' | IntegrationCategory;

export type Integration = {
  id: string;
  name: string;
  type: IntegrationType;
  status: IntegrationStatus;
  description: string;
  /** Null until the first sync. */
  lastSync: string | null;
  controls: number;
  issues: number;
  category: IntegrationCategory;
  popular: boolean;
};
