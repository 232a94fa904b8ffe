import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { connectionTested } from '../providerApi';
import { accessTokensNeed, accessTokensPath } from './accessTokens';
import { gitlabCall } from './client';
import type { GitlabCredentials } from './credentials';
import { readGroupSettings } from './group';

/** The group, then its access tokens: GitLab lists them to Owners only, the role every collector's read fits in. */
export const testGitlabConnection = (
  credentials: GitlabCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> =>
  connectionTested(async () => {
    const call = gitlabCall(credentials, options);
    const group = await readGroupSettings(call, credentials.group);
    await call(accessTokensNeed(group.full_path), accessTokensPath(group.id), { query: { per_page: 1 } });
    return group.full_path;
  });
