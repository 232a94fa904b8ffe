import type { Connector } from '../connector';
import { collectAws } from './collect';
import { awsCredentialFields, awsCredentials } from './credentials';
import { testAwsConnection } from './testConnection';

export const awsConnector = {
  fields: awsCredentialFields,
  credentials: awsCredentials,
  testConnection: testAwsConnection,
  collect: collectAws,
} satisfies Connector<typeof awsCredentials>;
