import { sign } from 'node:crypto';
import type { ConnectorOptions } from '../connector';
import { ConnectorError } from '../connectorError';
import { providerCall } from '../providerApi';
import type { ServiceAccountKey } from './keyFile';

/** Read-only access to every Google Cloud API: what the connector reads, and no more. */
export const readOnlyScope = 'https://www.googleapis.com/auth/cloud-platform.read-only';

const jwtBearerGrant = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

// The longest life Google's token endpoint accepts for a service account's assertion.
const assertionLifetimeSeconds = 3600;

type TokenResponse = { access_token: string; expires_in: number; token_type: string };

const encoded = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** The JWT a service account signs with its key to ask for an access token (RFC 7523, RS256). */
export const signedAssertion = (key: ServiceAccountKey, now: Date): string => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = encoded({ alg: 'RS256', typ: 'JWT', kid: key.private_key_id });
  const claims = encoded({
    iss: key.client_email,
    scope: readOnlyScope,
    aud: key.token_uri,
    iat: issuedAt,
    exp: issuedAt + assertionLifetimeSeconds,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), key.private_key);
  return `${header}.${claims}.${signature.toString('base64url')}`;
};

/** Google's OAuth error: {"error":"invalid_grant","error_description":"Invalid JWT Signature."}. */
const oauthErrorOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('error' in body) || typeof body.error !== 'string') {
    return undefined;
  }
  const description = 'error_description' in body ? body.error_description : undefined;
  return typeof description === 'string' ? `${body.error}: ${description}` : body.error;
};

/** Exchanges the key for a bearer token, telling a key Google refuses from an endpoint that cannot be reached. */
export const exchangeForAccessToken = async (
  key: ServiceAccountKey,
  url: string,
  options: ConnectorOptions,
): Promise<string> => {
  let refusal: string | undefined;
  const call = providerCall(
    {
      provider: 'Google Cloud',
      baseUrl: url,
      headers: () => ({}),
      messageOf: (body) => (refusal = oauthErrorOf(body)),
    },
    options,
  );
  const form = new URLSearchParams({ grant_type: jwtBearerGrant, assertion: signedAssertion(key, options.now()) });
  try {
    const { body } = await call<TokenResponse>(
      {
        resource: `an access token for ${key.client_email}`,
        permission: 'an active key of an enabled service account',
      },
      '',
      { method: 'POST', body: form.toString() },
    );
    return body.access_token;
  } catch (error) {
    // Google refuses a deleted, disabled or forged key with 400 invalid_grant, which providerCall leaves unclassified.
    if (error instanceof ConnectorError || refusal === undefined) throw error;
    throw new ConnectorError(
      'unauthorized',
      `Google Cloud rejected the service account key (${refusal}): it or its service account was deleted or disabled, so save a current key file.`,
    );
  }
};
