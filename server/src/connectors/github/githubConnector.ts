import type { Connector } from '../connector';
import { collectGithub } from './collect';
import { githubCredentialFields, githubCredentials } from './credentials';
import { testGithubConnection } from './testConnection';

export const githubConnector = {
  fields: githubCredentialFields,
  credentials: githubCredentials,
  testConnection: testGithubConnection,
  collect: collectGithub,
} satisfies Connector<typeof githubCredentials>;
