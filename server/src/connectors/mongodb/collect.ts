import type { Collection, ConnectorOptions } from '../connector';
import { readAccessList } from './accessList';
import { readAuditing } from './auditing';
import { atlasRequester } from './client';
import { readClusters } from './clusters';
import { mongodbCollection } from './collection';
import type { MongodbCredentials } from './credentials';
import { readDatabaseUsers } from './databaseUsers';
import { readCustomerKeys } from './encryption';
import { readProject } from './project';

// One request at a time, each reusing the Digest nonce of the one before.
export const collectMongodb = async (
  credentials: MongodbCredentials,
  options: ConnectorOptions,
): Promise<Collection> => {
  const collectedAt = options.now();
  const { projectId } = credentials;
  const request = atlasRequester(credentials, options);
  const project = await readProject(request, projectId);
  const accessList = await readAccessList(request, projectId);
  const customerKeys = await readCustomerKeys(request, projectId);
  const auditing = await readAuditing(request, projectId);
  const databaseUsers = await readDatabaseUsers(request, projectId);
  const clusters = await readClusters(request, projectId);
  return mongodbCollection(
    { project: project.name, accessList, customerKeys, auditing, databaseUsers, clusters },
    collectedAt,
  );
};
