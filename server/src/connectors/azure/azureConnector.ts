import type { Connector } from '../connector';
import { collectAzure } from './collection';
import { azureCredentialFields, azureCredentials } from './credentials';
import { testAzureConnection } from './testConnection';

export const azureConnector: Connector<typeof azureCredentials> = {
  fields: azureCredentialFields,
  credentials: azureCredentials,
  testConnection: testAzureConnection,
  collect: collectAzure,
};
