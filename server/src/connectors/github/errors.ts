import { ConnectorError, shortReason } from '../connectorError';

/** What a request reads and what a token needs to read it, for a message a person can act on. */
export type GithubNeed = { resource: string; scope: string };

type FailureContext = { baseUrl: string; now: Date; need: GithubNeed };

type HttpFailure = {
  status: number;
  message: string;
  response?: { headers: Record<string, string | number | undefined>; data: unknown };
};

// Octokit's RequestError, duck-typed so that the connector depends on @octokit/rest alone.
const isHttpFailure = (error: unknown): error is HttpFailure =>
  typeof error === 'object' &&
  error !== null &&
  'name' in error &&
  error.name === 'HttpError' &&
  'status' in error &&
  typeof error.status === 'number';

const statusOf = (error: unknown): number | undefined => (isHttpFailure(error) ? error.status : undefined);

const header = (failure: HttpFailure, name: string): string | undefined => {
  const value = failure.response?.headers[name];
  return value === undefined ? undefined : String(value);
};

const githubMessage = (failure: HttpFailure): string => {
  const data = failure.response?.data;
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
  return shortReason(typeof message === 'string' ? message : failure.message);
};

const retryTime = (failure: HttpFailure, now: Date): Date | undefined => {
  const retryAfter = Number(header(failure, 'retry-after'));
  if (retryAfter > 0) return new Date(now.getTime() + retryAfter * 1000);
  const reset = Number(header(failure, 'x-ratelimit-reset'));
  return reset > 0 ? new Date(reset * 1000) : undefined;
};

// GitHub signals its primary limit with an exhausted X-RateLimit-Remaining and its secondary one with Retry-After,
// on a 403 as often as on a 429.
const isRateLimited = (failure: HttpFailure): boolean =>
  failure.status === 429 ||
  (failure.status === 403 &&
    (header(failure, 'x-ratelimit-remaining') === '0' || header(failure, 'retry-after') !== undefined));

const rateLimited = (failure: HttpFailure, now: Date): ConnectorError => {
  const at = retryTime(failure, now);
  if (!at) return new ConnectorError('rateLimited', 'GitHub is limiting requests from this token: try again later.');
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  const clock = `${at.toISOString().slice(11, 16)} UTC`;
  return new ConnectorError(
    'rateLimited',
    `GitHub's rate limit for this token is used up: try again after ${clock} (in ${minutes} minute${minutes === 1 ? '' : 's'}).`,
  );
};

const forbidden = (failure: HttpFailure, { resource, scope }: GithubNeed): ConnectorError => {
  const granted = header(failure, 'x-oauth-scopes');
  const has = granted === undefined ? '' : ` (it has ${granted.trim() || 'no scopes'})`;
  const permissions = header(failure, 'x-accepted-github-permissions');
  const grant = permissions ? `${scope} scope (or, as a fine-grained token, ${permissions})` : `${scope} scope`;
  const message =
    failure.status === 404
      ? `GitHub shows this token no ${resource}: check the name, and that the token has the ${grant}.`
      : `The token lacks the ${grant} needed to read ${resource}${has}.`;
  return new ConnectorError('forbidden', message);
};

/** The ConnectorError a failed request stands for; anything else (a bug, a bad request) is returned unchanged. */
export const connectorErrorFrom = (error: unknown, { baseUrl, now, need }: FailureContext): unknown => {
  if (error instanceof ConnectorError || !isHttpFailure(error)) return error;
  if (!error.response) {
    return new ConnectorError(
      'unreachable',
      `Could not reach GitHub at ${baseUrl} (${error.message}): check the address and that this server can reach it.`,
    );
  }
  if (error.status === 401) {
    return new ConnectorError(
      'unauthorized',
      `GitHub rejected the token (${githubMessage(error)}): it is mistyped, expired or revoked, so save a current one.`,
    );
  }
  if (isRateLimited(error)) return rateLimited(error, now);
  if (error.status === 403 || error.status === 404) return forbidden(error, need);
  if (error.status >= 500) {
    return new ConnectorError(
      'unreachable',
      `GitHub at ${baseUrl} failed with ${error.status}: try again in a few minutes.`,
    );
  }
  return error;
};

/** For the endpoints whose 404 is an answer (a branch not protected, alerts off) rather than a failure. */
export const whenNotFound =
  <T>(value: T) =>
  (error: unknown): T => {
    if (statusOf(error) === 404) return value;
    throw error;
  };
