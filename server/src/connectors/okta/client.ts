import type { ConnectorOptions } from '../connector';
import { type ProviderCall, type ProviderNeed, providerCall } from '../providerApi';
import type { OktaCredentials } from './credentials';

/** Every read the connector makes is open to this standard admin role (a token acts with its creator's roles). */
const readOnlyAdministrator = 'the Read-Only Administrator role';

export const oktaNeed = (resource: string): ProviderNeed => ({ resource, permission: readOnlyAdministrator });

export type OktaClient = {
  call: ProviderCall;
  /** Every page of a listing, following Okta's Link header to the next page. */
  list: <T>(need: ProviderNeed, path: string) => Promise<T[]>;
};

// Okta's error body: { errorCode, errorSummary, errorLink, errorId, errorCauses }.
const errorSummary = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'errorSummary' in body && typeof body.errorSummary === 'string'
    ? body.errorSummary
    : undefined;

// Okta sends no Retry-After: X-Rate-Limit-Reset is when the exhausted window resets, in epoch seconds.
const rateLimitReset = (headers: Headers): Date | undefined => {
  const seconds = Number(headers.get('x-rate-limit-reset'));
  return seconds > 0 ? new Date(seconds * 1000) : undefined;
};

/** The rel="next" link among the Link headers, which fetch joins with commas. */
const nextPage = (headers: Headers): string | undefined => {
  for (const link of (headers.get('link') ?? '').split(/,\s*(?=<)/)) {
    const next = /^<([^>]+)>;\s*rel="?next"?/.exec(link.trim());
    if (next) return next[1];
  }
  return undefined;
};

/** A path with its query encoded as Okta documents it (%20, not +), since filters hold spaces and quotes. */
export const oktaPath = (path: string, query: Record<string, string | number>): string =>
  `${path}?${Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;

export const oktaClient = (credentials: OktaCredentials, options: ConnectorOptions): OktaClient => {
  const call = providerCall(
    {
      provider: 'Okta',
      baseUrl: credentials.baseUrl,
      headers: () => ({ authorization: `SSWS ${credentials.token}` }),
      messageOf: errorSummary,
      retryAt: rateLimitReset,
    },
    options,
  );
  const list = async <T>(need: ProviderNeed, path: string): Promise<T[]> => {
    const items: T[] = [];
    for (let page: string | undefined = path; page !== undefined;) {
      const { body, headers } = await call<T[]>(need, page);
      items.push(...body);
      page = nextPage(headers);
    }
    return items;
  };
  return { call, list };
};
