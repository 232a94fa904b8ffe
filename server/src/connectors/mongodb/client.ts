import type { ConnectorOptions } from '../connector';
import { ConnectorError } from '../connectorError';
import { providerCall, type ProviderApi, type ProviderNeed } from '../providerApi';
import type { MongodbCredentials } from './credentials';
import { digestSigner, parseDigestChallenge } from './digest';

// The Administration API version the collectors were written against, pinned so that a new one cannot change the shapes.
const versionedJson = 'application/vnd.atlas.2023-01-01+json';

/** Reads one Atlas endpoint: a path under the API URL, or a full URL such as a next-page link. */
export type AtlasRequest = <T>(need: ProviderNeed, path: string, query?: Record<string, number>) => Promise<T>;

type Signer = (method: string, uri: string) => string;

// Both codes refuse a key used from outside its API access list: no role is missing, an address is.
const accessListCodes = new Set(['IP_ADDRESS_NOT_ON_ACCESS_LIST', 'ORG_REQUIRES_ACCESS_LIST']);

const atlasMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('detail' in body) || typeof body.detail !== 'string') {
    return undefined;
  }
  const errorCode = 'errorCode' in body ? body.errorCode : undefined;
  if (typeof errorCode !== 'string' || !accessListCodes.has(errorCode)) return body.detail;
  const [address] = 'parameters' in body && Array.isArray(body.parameters) ? body.parameters : [];
  const caller = typeof address === 'string' ? address : "this server's IP address";
  return `${body.detail.replace(/\.$/, '')}; add ${caller} to the API key's access list`;
};

const atlasApi = (baseUrl: string): ProviderApi => ({
  provider: 'MongoDB Atlas',
  baseUrl,
  headers: () => ({ accept: versionedJson }),
  messageOf: atlasMessage,
});

/**
 * Atlas's Digest challenge, from one request sent without credentials. When none comes back (unreachable, rate
 * limited, no Digest), the request then sent unsigned fails the same way, and providerCall words that failure.
 */
const signerFor = async (
  url: URL,
  credentials: MongodbCredentials,
  { timeoutMs, network }: ConnectorOptions,
): Promise<Signer | undefined> => {
  try {
    const response = await network.fetch(url, {
      headers: { accept: versionedJson, 'user-agent': 'Securo' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    const challenge =
      response.status === 401 ? parseDigestChallenge(response.headers.get('www-authenticate')) : undefined;
    return challenge && digestSigner(challenge, credentials.publicKey, credentials.privateKey);
  } catch {
    return undefined;
  }
};

const urlOf = (baseUrl: string, path: string, query: Record<string, number>): URL => {
  const url = new URL(/^https?:/.test(path) ? path : `${baseUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url;
};

/** Signs each request with HTTP Digest, the challenge fetched once and its nonce reused, and sends it by providerCall. */
export const atlasRequester = (credentials: MongodbCredentials, options: ConnectorOptions): AtlasRequest => {
  const call = providerCall(atlasApi(credentials.baseUrl), options);
  let sign: Signer | undefined;

  const send = async <T>(need: ProviderNeed, url: URL): Promise<T> => {
    sign ??= await signerFor(url, credentials, options);
    const headers: Record<string, string> = sign ? { authorization: sign('GET', `${url.pathname}${url.search}`) } : {};
    const { body } = await call<T>(need, url.href, { headers });
    return body;
  };

  return async <T>(need: ProviderNeed, path: string, query: Record<string, number> = {}): Promise<T> => {
    const url = urlOf(credentials.baseUrl, path, query);
    const reusesNonce = sign !== undefined;
    try {
      return await send<T>(need, url);
    } catch (error) {
      // Atlas lets a nonce go stale: a refused reuse of one earns a fresh challenge, once.
      if (!reusesNonce || !(error instanceof ConnectorError) || error.reason !== 'unauthorized') throw error;
      sign = undefined;
      return send<T>(need, url);
    }
  };
};
