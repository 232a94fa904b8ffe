import type { AtlasRequest } from './client';
import { projectPath } from './project';

/** Which of the project's customer key management configurations are enabled, under Atlas's names. */
export type CustomerKeys = { awsKms: boolean; azureKeyVault: boolean; googleCloudKms: boolean };

type KeyConfiguration = { enabled?: boolean };

type AtlasEncryptionAtRest = {
  awsKms?: KeyConfiguration;
  azureKeyVault?: KeyConfiguration;
  googleCloudKms?: KeyConfiguration;
};

// A cluster's encryptionAtRestProvider names the project configuration whose key encrypts it.
const configurationOf = { AWS: 'awsKms', AZURE: 'azureKeyVault', GCP: 'googleCloudKms' } as const;

const isKeyProvider = (provider: string): provider is keyof typeof configurationOf =>
  Object.hasOwn(configurationOf, provider);

/** Whether a cluster is encrypted with a customer-managed key: it names a provider whose configuration is enabled. */
export const usesCustomerKey = (keys: CustomerKeys, encryptionAtRestProvider: string): boolean =>
  isKeyProvider(encryptionAtRestProvider) && keys[configurationOf[encryptionAtRestProvider]];

/** Atlas encrypts all storage with its own keys; these settings say whether the customer holds the keys. */
export const readCustomerKeys = async (request: AtlasRequest, projectId: string): Promise<CustomerKeys> => {
  const settings = await request<AtlasEncryptionAtRest>(
    { resource: "the project's encryption at rest settings", permission: 'the Project Owner role' },
    `${projectPath(projectId)}/encryptionAtRest`,
  );
  return {
    awsKms: settings.awsKms?.enabled === true,
    azureKeyVault: settings.azureKeyVault?.enabled === true,
    googleCloudKms: settings.googleCloudKms?.enabled === true,
  };
};
