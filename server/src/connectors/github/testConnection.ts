import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { ConnectorError } from '../connectorError';
import { githubRequester } from './client';
import type { GithubCredentials } from './credentials';
import { readTwoFactorRequirement } from './organization';

/** The token's account, then the organization setting only an owner can read. */
export const testGithubConnection = async (
  credentials: GithubCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> => {
  const request = githubRequester(credentials, options);
  try {
    const { data: user } = await request({ resource: 'the account behind the token', scope: 'read:user' }, (client) =>
      client.rest.users.getAuthenticated(),
    );
    await readTwoFactorRequirement(request, credentials.organization);
    return { ok: true, account: user.login };
  } catch (error) {
    if (error instanceof ConnectorError) return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
};
