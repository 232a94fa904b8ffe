import type { ConnectorOptions } from '../connector';
import {
  type ProviderApi,
  type ProviderCall,
  providerCall,
  type ProviderNeed,
  type ProviderResponse,
} from '../providerApi';
import type { GitlabCredentials } from './credentials';

const perPage = 100;

const describe = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  return value === undefined || value === null ? undefined : JSON.stringify(value);
};

/**
 * GitLab's own words: `message` on most errors, OAuth's `error_description` with the scopes that would do when a
 * token's scope falls short, and a bare text ("Retry later") from its rate limiter.
 */
const messageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return describe(body);
  if ('error_description' in body) {
    const scopes = 'scope' in body && typeof body.scope === 'string' ? body.scope.split(' ').join(' or ') : undefined;
    const described = describe(body.error_description);
    return scopes ? `${described} It takes the ${scopes} scope.` : described;
  }
  if ('message' in body) return describe(body.message);
  return 'error' in body ? describe(body.error) : undefined;
};

// RateLimit-Reset is in epoch seconds; Retry-After, when GitLab sends it, is read first by providerCall.
const retryAt = (headers: Headers): Date | undefined => {
  const reset = Number(headers.get('ratelimit-reset'));
  return reset > 0 ? new Date(reset * 1000) : undefined;
};

export const gitlabCall = (credentials: GitlabCredentials, options: ConnectorOptions): ProviderCall =>
  providerCall(
    {
      provider: 'GitLab',
      baseUrl: credentials.baseUrl,
      headers: () => ({ 'PRIVATE-TOKEN': credentials.token }),
      messageOf,
      retryAt,
    } satisfies ProviderApi,
    options,
  );

/** A group or project in a path: its numeric id, or its full path URL-encoded as one segment. */
export const segment = (id: string | number): string => encodeURIComponent(String(id));

const nextLink = (link: string | null): string | undefined =>
  link
    ?.split(',')
    .map((part) => /<([^>]+)>\s*;\s*rel="next"/.exec(part)?.[1])
    .find((url) => url !== undefined);

type PageRequest = { path: string; query?: Record<string, string | number> };

/**
 * Every item of a paginated listing. Offset pagination names the next page in X-Next-Page (kept on the configured
 * URL, which a proxy in front of a self-managed instance may not be in GitLab's own links); keyset pagination only
 * gives a Link header.
 */
export const listAll = async <T>(
  call: ProviderCall,
  need: ProviderNeed,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T[]> => {
  const items: T[] = [];
  let request: PageRequest | undefined = { path, query: { ...query, per_page: perPage } };
  while (request) {
    const page: ProviderResponse<T[]> = await call<T[]>(need, request.path, { query: request.query });
    items.push(...page.body);
    const nextPage = page.headers.get('x-next-page');
    const link = nextLink(page.headers.get('link'));
    if (nextPage) request = { path, query: { ...query, per_page: perPage, page: nextPage } };
    else request = link ? { path: link } : undefined;
  }
  return items;
};
