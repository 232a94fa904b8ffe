import type { IncomingHttpHeaders } from 'node:http';
import {
  type FakeAnswer,
  type FakeRequest,
  type FakeState,
  type ProviderSandbox,
  startFakeServer,
} from '../../fakes/fakeServer';
import { goodGroup, misconfiguredGroup, sandboxGroupPath } from './gitlabGroups';
import { answerGitlabRequest } from './gitlabRoutes';

const apiPath = '/api/v4';

// GitLab.com's authenticated API throttle: 2,000 requests a minute, counted in one-minute windows.
const rateLimit = 2000;
const rateLimitWindowSeconds = 60;

const insufficientScope = {
  error: 'insufficient_scope',
  error_description: 'The request requires higher privileges than provided by the access token.',
  scope: 'api read_api',
};

export const gitlabSandboxHelp =
  'Sandbox: any access token works, e.g. glpat- followed by 20 letters or digits, with the group acme-cloud.';

export const gitlabSandboxCredentials: Record<string, string> = {
  token: 'glpat-Sandbox2026Token0001',
  group: sandboxGroupPath,
};

// GitLab takes a token in PRIVATE-TOKEN, or as an OAuth bearer token.
const tokenOf = (headers: IncomingHttpHeaders): string => {
  const privateToken = headers['private-token'];
  if (typeof privateToken === 'string') return privateToken.trim();
  return /^bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1] ?? '';
};

const rateLimited = (now: Date): FakeAnswer => {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const reset = (Math.floor(nowSeconds / rateLimitWindowSeconds) + 1) * rateLimitWindowSeconds;
  return {
    status: 429,
    body: 'Retry later\n',
    headers: {
      'content-type': 'text/plain',
      'ratelimit-name': 'throttle_authenticated_api',
      'ratelimit-limit': String(rateLimit),
      'ratelimit-observed': String(rateLimit + 1),
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(reset),
      'ratelimit-resettime': new Date(reset * 1000).toUTCString(),
      'retry-after': String(reset - nowSeconds),
    },
  };
};

const answerFor = (state: FakeState, accepts: (token: string) => boolean, request: FakeRequest, now: Date) => {
  const token = tokenOf(request.headers);
  if (!token || state === 'unauthorized' || !accepts(token))
    return { status: 401, body: { message: '401 Unauthorized' } };
  if (state === 'rateLimited') return rateLimited(now);
  if (state === 'forbidden') {
    const { error_description: description, scope } = insufficientScope;
    return {
      status: 403,
      body: insufficientScope,
      headers: {
        'www-authenticate': `Bearer realm="Protected by OAuth 2.0", error="insufficient_scope", error_description="${description}", scope="${scope}"`,
      },
    };
  }
  const { pathname } = request.url;
  if (request.method !== 'GET' || !pathname.startsWith(`${apiPath}/`))
    return { status: 404, body: { message: '404 Not Found' } };
  const group = state === 'misconfigured' ? misconfiguredGroup : goodGroup;
  return answerGitlabRequest(group, request.url, pathname.slice(apiPath.length), now);
};

/**
 * A local stand-in for GitLab's REST API v4, for tests and the offline demo: the endpoints the GitLab connector
 * calls, answered as GitLab documents them, for one group in the given state. Its URL is the API's, ending /api/v4.
 */
export const startGitlabSandbox = async ({
  state: initialState = 'good',
  now = () => new Date(),
  acceptsCredentials = (token: string) => token.length > 0,
}: {
  state?: FakeState;
  now?: () => Date;
  acceptsCredentials?: (token: string) => boolean;
} = {}): Promise<ProviderSandbox> => {
  let state = initialState;
  // A server that accepted the connection and never answers is what a client's timeout is for.
  const server = await startFakeServer((request) =>
    state === 'timeout' ? undefined : answerFor(state, acceptsCredentials, request, now()),
  );
  return {
    url: `${server.url}${apiPath}`,
    setState: (next) => {
      state = next;
    },
    close: server.close,
  };
};
