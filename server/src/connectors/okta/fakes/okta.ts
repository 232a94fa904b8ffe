import {
  type FakeAnswer,
  type FakeRequest,
  type FakeState,
  type ProviderSandbox,
  startFakeServer,
} from '../../fakes/fakeServer';
import { goodOrg, misconfiguredOrg } from './oktaOrgs';
import { answerOktaRequest } from './oktaRoutes';
import { oktaError } from './oktaUserShapes';

/** What the connect dialog says of the token while the sandbox answers for Okta. */
export const oktaSandboxHelp = "Sandbox: any token in Okta's format works, e.g. 00 followed by 40 letters or digits.";

/** Dialog values that connect to the sandbox (the platform supplies its URL as the Okta domain). */
export const oktaSandboxCredentials: Record<string, string> = {
  token: '00SandboxAcmeReadOnlyAuditToken'.padEnd(42, '0'),
};

// Okta's per-minute limit for the user and policy endpoints of a typical org.
const rateLimit = 600;

const minuteMs = 60_000;

const ssws = (request: FakeRequest): string | undefined =>
  /^SSWS\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * A local stand-in for Okta's Management API, for tests and the offline demo: the endpoints the Okta connector calls,
 * answered as Okta documents them, for an org in the given state. `acceptsCredentials` decides which tokens the org
 * takes (any non-empty one by default); another is refused with Okta's 401.
 */
export const startOktaSandbox = async ({
  state: initialState = 'good',
  now = () => new Date(),
  acceptsCredentials = () => true,
}: {
  state?: FakeState;
  now?: () => Date;
  acceptsCredentials?: (token: string) => boolean;
} = {}): Promise<ProviderSandbox> => {
  let state = initialState;
  let windowEnd = 0;
  let used = 0;

  const answer = (request: FakeRequest, apiUrl: string): FakeAnswer => {
    const token = ssws(request);
    if (!token || state === 'unauthorized' || !acceptsCredentials(token)) {
      return { status: 401, body: oktaError('E0000011', 'Invalid token provided') };
    }
    if (state === 'rateLimited') {
      return { status: 429, body: oktaError('E0000047', 'API call exceeded rate limit due to too many requests.') };
    }
    if (request.method !== 'GET') {
      return { status: 405, body: oktaError('E0000022', 'The endpoint does not support the provided HTTP method') };
    }
    // Any user may read themselves; everything else takes an admin role this token's user lacks.
    if (state === 'forbidden' && request.url.pathname !== '/api/v1/users/me') {
      return { status: 403, body: oktaError('E0000006', 'You do not have permission to perform the requested action') };
    }
    const org = state === 'misconfigured' ? misconfiguredOrg : goodOrg;
    return answerOktaRequest({ org, apiUrl, now: now(), url: request.url });
  };

  const server = await startFakeServer((request, apiUrl) => {
    if (state === 'timeout') return undefined;
    // Okta counts requests per minute and resets the count when the next minute starts.
    const at = now().getTime();
    const reset = Math.floor(at / minuteMs + 1) * minuteMs;
    if (reset !== windowEnd) [windowEnd, used] = [reset, 0];
    used += 1;
    const answered = answer(request, apiUrl);
    const remaining = state === 'rateLimited' ? 0 : Math.max(0, rateLimit - used);
    return {
      ...answered,
      headers: {
        'x-okta-request-id': `sandbox-${used}`,
        'x-rate-limit-limit': String(rateLimit),
        'x-rate-limit-remaining': String(remaining),
        'x-rate-limit-reset': String(reset / 1000),
        ...answered.headers,
      },
    };
  });

  return {
    url: server.url,
    setState: (next) => {
      state = next;
    },
    close: server.close,
  };
};
