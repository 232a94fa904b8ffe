import type { IntegrationType } from '@/contracts/integrations';

export const setupInstructions: Record<IntegrationType, string> = {
  aws: 'Create a read-only IAM role that trusts Securo with your external ID, then paste the role ARN.',
  github: 'Create a read-only personal access token for your organization and paste it with the organization name.',
  gitlab: 'Create a group access token with the read_api scope and paste it here.',
  azure:
    'Register an app in Microsoft Entra ID, grant it the Reader role on your subscription and paste its client secret.',
  gcp: 'Create a service account with the Security Reviewer role and paste its JSON key.',
  k8s: 'Create a service account bound to a read-only ClusterRole and paste its token.',
  okta: 'Create a read-only administrator API token in the Okta admin console and paste it here.',
  mongodb: 'Create an Atlas API key with the Project Read Only role and paste it here.',
};

/** The AWS guide's steps, around the values only the server knows (see AwsQuickSetup). */
export const awsSetupSteps = {
  createRole: 'Open the IAM console and choose Roles, then Create role.',
  trust: (accountId: string) =>
    `Select "Another AWS account", enter the Securo account ID ${accountId} and tick "Require external ID".`,
  trustUnset: 'Select "Another AWS account": ask your Securo operator for the account ID to trust (AWS_ACCOUNT_ID).',
  externalId: 'External ID',
  policy: 'Create a policy from this JSON (read-only: exactly the calls Securo makes) and attach it to the role.',
  readOnlyPolicy: 'Read-only policy',
  trustPolicy: 'Trust policy',
  trustPolicyNote: 'The role’s trust policy then reads:',
  name: 'Name the role SecuroReadOnly and copy its ARN into the Role ARN field.',
} as const;

export const quickSetupGuides: Partial<Record<IntegrationType, string[]>> = {
  github: [
    'Open Settings, Developer settings, Personal access tokens, Fine-grained tokens.',
    'Choose your organization as the resource owner and give the token access to all repositories.',
    'Grant read-only access to Administration, Members, Metadata and Dependabot alerts.',
    'Generate the token, paste it into the API Key / Token field and enter the organization name.',
  ],
};
