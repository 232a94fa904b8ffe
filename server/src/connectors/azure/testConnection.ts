import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { connectionTested } from '../providerApi';
import { readAccount } from './account';
import { openAzureClient } from './client';
import type { AzureCredentials } from './credentials';

/** Both tokens, the tenant's name through Microsoft Graph, then the subscription through Resource Manager. */
export const testAzureConnection = (
  credentials: AzureCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> =>
  connectionTested(async () => {
    const client = await openAzureClient(credentials, options);
    const { tenant } = await readAccount(client, credentials.subscriptionId);
    return tenant.displayName;
  });
