import type { Connector } from '../connector';
import { collectGcp } from './collect';
import { gcpCredentialFields, gcpCredentials } from './credentials';
import { testGcpConnection } from './testConnection';

export const gcpConnector = {
  fields: gcpCredentialFields,
  credentials: gcpCredentials,
  testConnection: testGcpConnection,
  collect: collectGcp,
} satisfies Connector<typeof gcpCredentials>;
