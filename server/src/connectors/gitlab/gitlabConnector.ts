import type { Connector } from '../connector';
import { collectGitlab } from './collect';
import { gitlabCredentialFields, gitlabCredentials } from './credentials';
import { testGitlabConnection } from './testConnection';

export const gitlabConnector: Connector<typeof gitlabCredentials> = {
  fields: gitlabCredentialFields,
  credentials: gitlabCredentials,
  testConnection: testGitlabConnection,
  collect: collectGitlab,
};
