import { Octokit } from '@octokit/rest';
import type { ConnectorOptions } from '../connector';
import type { GithubCredentials } from './credentials';
import { type ConnectorError, outboundConnectorError } from '../connectorError';
import { connectorErrorFrom, type GithubNeed } from './errors';

// The REST API version the collectors were written against, pinned so that a new default cannot change the shapes.
const apiVersion = '2022-11-28';

type GithubClient = InstanceType<typeof Octokit>;

/** Runs one call (or one paginated listing) and turns its failure into a ConnectorError naming what was needed. */
export type GithubRequest = <T>(need: GithubNeed, call: (client: GithubClient) => Promise<T>) => Promise<T>;

// Duck-typed: fetch's DOMException need not share this realm's Error.
const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

export const githubRequester = (credentials: GithubCredentials, options: ConnectorOptions): GithubRequest => {
  const { timeoutMs, network } = options;
  // Octokit keeps only the message of a failed fetch: the guard's refusal is kept here to be told as such, and a
  // timeout is told by a message that reads well in "Could not reach GitHub at ... (no answer within 200 ms)".
  let stopped: ConnectorError | undefined;
  const fetchWithin = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await network.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      stopped = outboundConnectorError('GitHub', error);
      if (isTimeout(error)) throw new Error(`no answer within ${timeoutMs} ms`);
      throw error;
    }
  };
  const client = new Octokit({
    auth: credentials.token,
    baseUrl: credentials.baseUrl,
    userAgent: 'Securo',
    headers: { 'x-github-api-version': apiVersion },
    request: { fetch: fetchWithin },
  });
  return async (need, call) => {
    try {
      return await call(client);
    } catch (error) {
      throw stopped ?? connectorErrorFrom(error, { baseUrl: credentials.baseUrl, now: options.now(), need });
    }
  };
};
