import {
  type FakeAnswer,
  type FakeRequest,
  type FakeState,
  type ProviderSandbox,
  startFakeServer,
} from '../../fakes/fakeServer';
import { digestGate } from './mongodbDigest';
import { goodProject, misconfiguredProject, sandboxProjectId } from './mongodbProjects';
import { answerAtlasRequest } from './mongodbRoutes';
import { atlasError } from './mongodbShapes';

const versionedJson = 'application/vnd.atlas.2023-01-01+json';
const sandboxPrivateKey = '6f1c2a9e-4b7d-4e35-9a02-8c5d3f7b1e64';
// The loopback address the sandbox sees every caller at, as Atlas names the caller's address in its refusals.
const callerAddress = '127.0.0.1';
const requestsPerMinute = 100;

/** Connect-dialog values that reach the sandbox; the platform adds its URL as baseUrl. */
export const mongodbSandboxCredentials: Record<string, string> = {
  publicKey: 'acmeread',
  privateKey: sandboxPrivateKey,
  projectId: sandboxProjectId,
};

export const mongodbSandboxHelp = `Sandbox: any public key works with the private key ${sandboxPrivateKey} and the project ID ${sandboxProjectId}.`;

type SandboxOptions = {
  state?: FakeState;
  now?: () => Date;
  /** Which public keys the project takes (any non-empty one by default); the private key is always the sandbox's. */
  acceptsCredentials?: (publicKey: string) => boolean;
};

const unauthorized = (challenge: string): FakeAnswer => ({
  status: 401,
  body: atlasError(401, 'UNAUTHORIZED', 'Unauthorized', 'You are not authorized for this resource.'),
  headers: { 'www-authenticate': challenge },
});

const refusal = (state: FakeState, url: URL): FakeAnswer | undefined => {
  if (state === 'forbidden') {
    const detail = 'This organization requires access through an access list of ip ranges.';
    return { status: 403, body: atlasError(403, 'ORG_REQUIRES_ACCESS_LIST', 'Forbidden', detail, [callerAddress]) };
  }
  if (state === 'rateLimited') {
    const detail = `Resource ${url.pathname} is limited to ${requestsPerMinute} requests every 1 minutes.`;
    return {
      status: 429,
      body: atlasError(429, 'RATE_LIMITED', 'Too Many Requests', detail, [url.pathname, requestsPerMinute, 1]),
      headers: { 'retry-after': '60', 'ratelimit-limit': String(requestsPerMinute), 'ratelimit-remaining': '0' },
    };
  }
  return undefined;
};

/**
 * A local stand-in for the Atlas Administration API, for tests and the offline demo: the endpoints the MongoDB
 * connector reads, behind a real HTTP Digest exchange, for one project in the given state.
 */
export const startMongodbSandbox = async ({
  state: initialState = 'good',
  now = () => new Date(),
  acceptsCredentials = (publicKey) => publicKey.length > 0,
}: SandboxOptions = {}): Promise<ProviderSandbox> => {
  let state = initialState;
  const digest = digestGate(sandboxPrivateKey, now);

  const answer = (request: FakeRequest, apiUrl: string): FakeAnswer | undefined => {
    if (state === 'timeout') return undefined;
    const verdict = digest.verify(request);
    if (!('publicKey' in verdict)) return unauthorized(digest.challenge(verdict.stale));
    if (state === 'unauthorized' || !acceptsCredentials(verdict.publicKey))
      return unauthorized(digest.challenge(false));
    const refused = refusal(state, request.url);
    if (refused) return refused;
    if (request.headers.accept !== versionedJson) {
      const detail = `Invalid accept header or version date: ${request.headers.accept ?? 'none'}.`;
      return { status: 406, body: atlasError(406, 'INVALID_ACCEPT_HEADER', 'Not Acceptable', detail) };
    }
    return answerAtlasRequest(state === 'misconfigured' ? misconfiguredProject : goodProject, apiUrl, request.url);
  };

  const server = await startFakeServer(answer);
  return {
    url: server.url,
    setState: (next) => {
      state = next;
    },
    close: server.close,
  };
};
