import type { ConnectorOptions } from '../connector';
import { type ProviderCall, providerCall, type ProviderNeed } from '../providerApi';
import type { AzureCredentials } from './credentials';
import { requestToken } from './token';

type Endpoints = { login: string; graph: string; management: string };

const publicCloud: Endpoints = {
  login: 'https://login.microsoftonline.com',
  graph: 'https://graph.microsoft.com',
  management: 'https://management.azure.com',
};

/**
 * Azure's public cloud has one host per API. A configured address serves all three under one origin, at /login,
 * /graph and /management: that is how the sandbox (or a recording proxy) stands in for Azure behind one URL.
 */
const endpointsOf = (baseUrl: string | undefined): Endpoints =>
  baseUrl ? { login: `${baseUrl}/login`, graph: `${baseUrl}/graph`, management: `${baseUrl}/management` } : publicCloud;

// Scopes name the API's resource identifier, whichever address answers for it.
const graphScope = 'https://graph.microsoft.com/.default';
const managementScope = 'https://management.azure.com/.default';

/** Graph and Resource Manager both explain a failure as {"error":{"code","message"}}. */
const azureMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
};

export type AzureClient = { graph: ProviderCall; management: ProviderCall };

/**
 * Both APIs with their own token, each requested once for the whole collection. Tokens are fetched before any call
 * (not in providerCall's headers hook) so that a refused secret surfaces as the identity platform's refusal.
 */
export const openAzureClient = async (
  credentials: AzureCredentials,
  options: ConnectorOptions,
): Promise<AzureClient> => {
  const endpoints = endpointsOf(credentials.baseUrl);
  const api = async (provider: string, baseUrl: string, scope: string): Promise<ProviderCall> => {
    const authorization = `Bearer ${await requestToken(credentials, endpoints.login, scope, options)}`;
    return providerCall({ provider, baseUrl, headers: () => ({ authorization }), messageOf: azureMessage }, options);
  };
  const graph = await api('Microsoft Graph', endpoints.graph, graphScope);
  const management = await api('Azure Resource Manager', endpoints.management, managementScope);
  return { graph, management };
};

// Graph names the next page @odata.nextLink, Resource Manager nextLink; both are full URLs carrying the query.
type Page<T> = { value: T[]; '@odata.nextLink'?: string; nextLink?: string | null };

/** Every item of a listing, following the next page's link until there is none. */
export const listAll = async <T>(
  call: ProviderCall,
  need: ProviderNeed,
  path: string,
  query?: Record<string, string>,
): Promise<T[]> => {
  const items: T[] = [];
  let next: string | undefined = path;
  let nextQuery = query;
  while (next) {
    const { body }: { body: Page<T> } = await call<Page<T>>(need, next, { query: nextQuery });
    items.push(...body.value);
    next = body['@odata.nextLink'] ?? body.nextLink ?? undefined;
    nextQuery = undefined;
  }
  return items;
};
