import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { connectionTested } from '../providerApi';
import { gcpClient } from './client';
import type { GcpCredentials } from './credentials';
import { readIamPolicy, readProject } from './project';

/**
 * The key's token, the project (its id is the account), then its IAM policy: beyond what the Browser role reads, so
 * a missing role shows now rather than at the first sync.
 */
export const testGcpConnection = (
  credentials: GcpCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> =>
  connectionTested(async () => {
    const client = await gcpClient(credentials, options);
    const project = await readProject(client);
    await readIamPolicy(client);
    return project.projectId;
  });
