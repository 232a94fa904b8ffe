import type { ConnectorOptions } from '../connector';
import { ConnectorError } from '../connectorError';
import { providerCall, type ProviderApi } from '../providerApi';
import type { AzureCredentials } from './credentials';

type TokenResponse = { token_type: string; expires_in: number; access_token: string };

// The identity platform's own words are the first line of error_description; the rest is trace and correlation ids.
const identityPlatformMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('error_description' in body)) return undefined;
  const { error_description: description } = body;
  return typeof description === 'string' ? description.split(/\r?\n/)[0].trim() : undefined;
};

/**
 * An access token for one API (its `scope`, e.g. https://graph.microsoft.com/.default) by the OAuth 2.0 client
 * credentials grant. A wrong secret is a 401 that providerCall explains; an unknown tenant or client is a 400
 * (AADSTS90002, AADSTS700016), which providerCall leaves a plain Error, so it is told here by the words it
 * recorded from the answer.
 */
export const requestToken = async (
  credentials: AzureCredentials,
  login: string,
  scope: string,
  options: ConnectorOptions,
): Promise<string> => {
  let refusal: string | undefined;
  const api: ProviderApi = {
    provider: 'Microsoft Entra ID',
    baseUrl: login,
    headers: () => ({}),
    messageOf: (body) => (refusal = identityPlatformMessage(body)),
  };
  const form = new URLSearchParams({
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
    grant_type: 'client_credentials',
    scope,
  });
  try {
    const { body } = await providerCall(api, options)<TokenResponse>(
      { resource: `an access token for ${scope}`, permission: 'a current client secret' },
      `/${credentials.tenantId}/oauth2/v2.0/token`,
      { method: 'POST', body: form.toString() },
    );
    return body.access_token;
  } catch (error) {
    if (error instanceof ConnectorError || refusal === undefined) throw error;
    throw new ConnectorError(
      'unauthorized',
      `Microsoft Entra ID rejected the credentials (${refusal}): check the tenant ID and the client ID of the app registration.`,
    );
  }
};
