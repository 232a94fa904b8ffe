import type { ConnectorOptions } from './connector';
import { ConnectorError, outboundConnectorError, shortReason } from './connectorError';

/** What a request reads and the permission (role, scope) it takes, for a message a person can act on. */
export type ProviderNeed = { resource: string; permission: string };

/** How to speak to one provider's REST API. */
export type ProviderApi = {
  /** The provider's name as people know it: "Okta", "GitLab". */
  provider: string;
  baseUrl: string;
  /** Authentication and other headers for each request; async for providers that exchange a key for a token. */
  headers: () => Record<string, string> | Promise<Record<string, string>>;
  /** The provider's own words from an error body, when it has some. */
  messageOf: (body: unknown) => string | undefined;
  /** When a rate limit lifts, for providers that say so in their own headers rather than Retry-After. */
  retryAt?: (headers: Headers, now: Date) => Date | undefined;
};

export type ProviderRequest = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON, or as it is when a string (a form). */
  body?: unknown;
  headers?: Record<string, string>;
};

export type ProviderResponse<T> = { body: T; headers: Headers };

/** Reads one endpoint; throws a ConnectorError a person can act on when the provider cannot be read. */
export type ProviderCall = <T>(
  need: ProviderNeed,
  path: string,
  request?: ProviderRequest,
) => Promise<ProviderResponse<T>>;

/** Marks an endpoint whose 404 is an answer (a setting never made) rather than a failure. */
export const whenNotFound =
  <T>(value: T) =>
  (error: unknown): T => {
    if (error instanceof ProviderNotFound) return value;
    throw error;
  };

/** A 404: a ConnectorError (the name is wrong or out of the credentials' sight) unless whenNotFound takes it. */
export class ProviderNotFound extends ConnectorError {
  constructor(message: string) {
    super('forbidden', message);
    this.name = 'ProviderNotFound';
  }
}

const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

const causeOf = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'cause' in error) {
    const { cause } = error;
    if (typeof cause === 'object' && cause !== null && 'code' in cause) return String(cause.code);
  }
  return error instanceof Error ? error.message : String(error);
};

const parse = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const retryAfter = (headers: Headers, now: Date): Date | undefined => {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return new Date(now.getTime() + seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : new Date(date);
};

const rateLimited = (provider: string, at: Date | undefined, now: Date): ConnectorError => {
  if (!at || at <= now) {
    return new ConnectorError(
      'rateLimited',
      `${provider} is limiting requests from these credentials: try again later.`,
    );
  }
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  return new ConnectorError(
    'rateLimited',
    `${provider}'s rate limit for these credentials is used up: try again after ${at.toISOString().slice(11, 16)} UTC (in ${minutes} minute${minutes === 1 ? '' : 's'}).`,
  );
};

/** The provider's own words from a structured error body, else the status text: never a raw body. */
const reasonOf = (api: ProviderApi, response: Response, body: unknown): string => {
  const structured = typeof body === 'object' && body !== null ? api.messageOf(body) : undefined;
  return shortReason(structured ?? response.statusText) || `HTTP ${response.status}`;
};

const failure = (api: ProviderApi, need: ProviderNeed, response: Response, body: unknown, now: Date): Error => {
  const said = reasonOf(api, response, body);
  const { provider, baseUrl } = api;
  const { status } = response;
  if (status === 401) {
    return new ConnectorError(
      'unauthorized',
      `${provider} rejected the credentials (${said}): they are mistyped, expired or revoked, so save current ones.`,
    );
  }
  if (status === 429)
    return rateLimited(provider, retryAfter(response.headers, now) ?? api.retryAt?.(response.headers, now), now);
  if (status === 403) {
    return new ConnectorError(
      'forbidden',
      `The credentials lack ${need.permission}, needed to read ${need.resource} (${provider}: ${said}).`,
    );
  }
  if (status === 404) {
    return new ProviderNotFound(
      `${provider} shows these credentials no ${need.resource}: check the name, and that they have ${need.permission}.`,
    );
  }
  if (status >= 500) {
    return new ConnectorError(
      'unreachable',
      `${provider} at ${baseUrl} failed with ${status}${response.statusText ? ` (${shortReason(response.statusText)})` : ''}: try again in a few minutes.`,
    );
  }
  return new Error(`${provider} refused the request for ${need.resource} with ${status}: ${said}`);
};

const urlOf = (baseUrl: string, path: string, query: ProviderRequest['query']): string => {
  const url = new URL(/^https?:/.test(path) ? path : `${baseUrl}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
};

/**
 * One way to call a provider's REST API: a timeout on every request, and each failure turned into the
 * ConnectorError that says what to change (credentials, a permission, the address, or when to try again).
 * A path may be a full URL, as the next page's link often is.
 */
export const providerCall =
  (api: ProviderApi, options: ConnectorOptions): ProviderCall =>
  async <T>(need: ProviderNeed, path: string, request: ProviderRequest = {}): Promise<ProviderResponse<T>> => {
    const { method = 'GET', query, body, headers = {} } = request;
    const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const contentType = typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json';
    // Outside the try: a failed token exchange is the provider's answer, not an unreachable provider.
    const authentication = await api.headers();
    let response: Response;
    try {
      response = await options.network.fetch(urlOf(api.baseUrl, path, query), {
        method,
        headers: {
          accept: 'application/json',
          'user-agent': 'Securo',
          ...(payload === undefined ? {} : { 'content-type': contentType }),
          ...authentication,
          ...headers,
        },
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const outbound = outboundConnectorError(api.provider, error);
      if (outbound) throw outbound;
      const reason = isTimeout(error) ? `no answer within ${options.timeoutMs} ms` : causeOf(error);
      throw new ConnectorError(
        'unreachable',
        `Could not reach ${api.provider} at ${api.baseUrl} (${reason}): check the address and that this server can reach it.`,
      );
    }
    const parsed = await parse(response);
    if (!response.ok) throw failure(api, need, response, parsed, options.now());
    return { body: parsed as T, headers: response.headers };
  };

/** A connection test's answer from a probe that throws a ConnectorError when the provider refuses. */
export const connectionTested = async (
  probe: () => Promise<string>,
): Promise<{ ok: true; account: string } | { ok: false; reason: ConnectorError['reason']; message: string }> => {
  try {
    return { ok: true, account: await probe() };
  } catch (error) {
    if (error instanceof ConnectorError) return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
};
