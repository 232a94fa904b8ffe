import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodOrganization, misconfiguredOrganization } from './githubOrganizations';
import { answerGithubRequest, type SandboxAnswer } from './githubRoutes';
import { githubError } from './githubShapes';

export type GithubSandboxState = 'good' | 'misconfigured' | 'unauthorized' | 'forbidden' | 'rateLimited' | 'timeout';

export type GithubSandbox = { url: string; close: () => Promise<void>; setState: (state: GithubSandboxState) => void };

type SandboxOptions = {
  state?: GithubSandboxState;
  now?: () => Date;
  /** Which tokens the account takes: any non-empty one by default; another is answered 401 Bad credentials. */
  acceptsToken?: (token: string) => boolean;
};

const rateLimit = 5000;
const rateLimitWindowSeconds = 60 * 60;
// An exhausted limit resets part-way through GitHub's hourly window.
const exhaustedResetSeconds = 23 * 60;

const rateLimitDocs = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';

const bearerToken = (request: IncomingMessage): string | undefined =>
  /^(?:bearer|token)\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const answerFor = (
  state: GithubSandboxState,
  acceptsToken: (token: string) => boolean,
  request: IncomingMessage,
  url: URL,
  apiUrl: string,
): SandboxAnswer => {
  const token = bearerToken(request);
  if (!token) return { status: 401, body: githubError(401, 'Requires authentication') };
  if (state === 'unauthorized' || !acceptsToken(token))
    return { status: 401, body: githubError(401, 'Bad credentials') };
  if (request.method !== 'GET') return { status: 404, body: githubError(404, 'Not Found') };
  if (state === 'rateLimited') {
    return { status: 403, body: githubError(403, 'API rate limit exceeded for user ID 1.', rateLimitDocs) };
  }
  if (state === 'forbidden' && url.pathname.startsWith('/orgs/')) {
    return {
      status: 403,
      body: githubError(403, 'Resource not accessible by personal access token'),
      headers: { 'x-accepted-oauth-scopes': 'admin:org, read:org' },
    };
  }
  return answerGithubRequest(state === 'misconfigured' ? misconfiguredOrganization : goodOrganization, apiUrl, url);
};

const send = (response: ServerResponse, answer: SandboxAnswer, headers: Record<string, string>) => {
  const body = answer.body === undefined ? undefined : JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    ...headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    ...answer.headers,
  });
  response.end(body);
};

/**
 * A local stand-in for GitHub's REST API, for tests and the offline demo: the endpoints the GitHub connector calls,
 * answered as GitHub documents them, for one organization in the given state. Any non-empty token is accepted.
 */
export const startGithubSandbox = async ({
  state: initialState = 'good',
  now = () => new Date(),
  acceptsToken = () => true,
}: SandboxOptions = {}): Promise<GithubSandbox> => {
  let state = initialState;
  let used = 0;
  let apiUrl = '';

  const server = createServer((request, response) => {
    // A server that accepted the connection and never answers is what a client's timeout is for.
    if (state === 'timeout') return;
    used += 1;
    const exhausted = state === 'rateLimited';
    const reset = epochSeconds(now()) + (exhausted ? exhaustedResetSeconds : rateLimitWindowSeconds);
    send(response, answerFor(state, acceptsToken, request, new URL(request.url ?? '/', apiUrl), apiUrl), {
      'x-github-media-type': 'github.v3; format=json',
      'x-oauth-scopes': state === 'forbidden' ? 'repo' : 'read:org, repo',
      'x-ratelimit-limit': String(rateLimit),
      'x-ratelimit-remaining': String(exhausted ? 0 : Math.max(0, rateLimit - used)),
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-used': String(exhausted ? rateLimit : used),
      'x-ratelimit-resource': 'core',
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: apiUrl,
    setState: (next) => {
      state = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};
