import type { Connector } from '../connector';
import { collectOkta } from './collect';
import { oktaCredentialFields, oktaCredentials } from './credentials';
import { testOktaConnection } from './testConnection';

export const oktaConnector: Connector<typeof oktaCredentials> = {
  fields: oktaCredentialFields,
  credentials: oktaCredentials,
  testConnection: testOktaConnection,
  collect: collectOkta,
};
