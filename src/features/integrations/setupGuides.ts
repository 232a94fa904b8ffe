import type { IntegrationType } from '@/contracts/integrations';

export const setupInstructions: Record<IntegrationType, string> = {
  aws: 'Create a read-only IAM role that trusts Securo, then paste an access key and the role ARN.',
  github: 'Create a read-only personal access token for your organization and paste it with the organization name.',
  gitlab: 'Create a group access token with the read_api scope and paste it here.',
  azure:
    'Register an app in Microsoft Entra ID, grant it the Reader role on your subscription and paste its client secret.',
  gcp: 'Create a service account with the Security Reviewer role and paste its JSON key.',
  k8s: 'Create a service account bound to a read-only ClusterRole and paste its token.',
  okta: 'Create a read-only administrator API token in the Okta admin console and paste it here.',
  mongodb: 'Create an Atlas API key with the Project Read Only role and paste it here.',
};

export const quickSetupGuides: Partial<Record<IntegrationType, string[]>> = {
  aws: [
    'Open the IAM console and choose Roles, then Create role.',
    'Select "Another AWS account" and enter the Securo account ID.',
    'Attach the SecurityAudit and ViewOnlyAccess managed policies.',
    'Name the role SecuroReadOnly and copy its ARN into the Role ARN field.',
  ],
  github: [
    'Open Settings, Developer settings, Personal access tokens, Fine-grained tokens.',
    'Choose your organization as the resource owner and give the token access to all repositories.',
    'Grant read-only access to Administration, Members, Metadata and Dependabot alerts.',
    'Generate the token, paste it into the API Key / Token field and enter the organization name.',
  ],
};
