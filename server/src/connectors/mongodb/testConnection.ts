import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { connectionTested } from '../providerApi';
import { readAuditing } from './auditing';
import { atlasRequester } from './client';
import type { MongodbCredentials } from './credentials';
import { readProject } from './project';

/**
 * The project the key reaches, then a setting only its Project Owner role reads: a key with less would connect and
 * then fail every collection.
 */
export const testMongodbConnection = (
  credentials: MongodbCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> =>
  connectionTested(async () => {
    const request = atlasRequester(credentials, options);
    const project = await readProject(request, credentials.projectId);
    await readAuditing(request, credentials.projectId);
    return project.name;
  });
