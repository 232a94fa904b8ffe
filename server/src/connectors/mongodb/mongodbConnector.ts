import type { Connector } from '../connector';
import { collectMongodb } from './collect';
import { mongodbCredentialFields, mongodbCredentials } from './credentials';
import { testMongodbConnection } from './testConnection';

export const mongodbConnector: Connector<typeof mongodbCredentials> = {
  fields: mongodbCredentialFields,
  credentials: mongodbCredentials,
  testConnection: testMongodbConnection,
  collect: collectMongodb,
};
