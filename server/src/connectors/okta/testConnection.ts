import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { connectionTested } from '../providerApi';
import { oktaClient, oktaNeed, oktaPath } from './client';
import type { OktaCredentials } from './credentials';
import { policiesNeed } from './policies';

type Me = { profile: { login: string } };

/**
 * The token's own user, which any valid token may read, then one policy listing, which needs an admin role: so a
 * rejected token and a token without the Read-Only Administrator role fail apart, and each says so.
 */
export const testOktaConnection = (
  credentials: OktaCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> =>
  connectionTested(async () => {
    const client = oktaClient(credentials, options);
    const { body: me } = await client.call<Me>(oktaNeed('the user behind the token'), '/api/v1/users/me');
    await client.call(policiesNeed('OKTA_SIGN_ON'), oktaPath('/api/v1/policies', { type: 'OKTA_SIGN_ON' }));
    return `${me.profile.login} at ${new URL(credentials.baseUrl).host}`;
  });
