import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type FakeRequest, type FakeState, type ProviderSandbox, startFakeServer } from '../../fakes/fakeServer';
import { permissionDenied, quotaExceeded, notFound, unauthenticated } from './gcpErrors';
import { misconfiguredProject } from './gcpMisconfiguredProject';
import { answerTokenRequest, invalidSignature } from './gcpOAuth';
import { goodProject } from './gcpProjects';
import { findRoute } from './gcpRoutes';
import { sandboxKeyFile, sandboxProjectId } from './sandboxKey';

type SandboxOptions = {
  state?: FakeState;
  now?: () => Date;
  /** Which service accounts (the JWT's issuer) exist: any by default; another gets invalid_grant. */
  acceptsCredentials?: (clientEmail: string) => boolean;
};

// A per-minute read quota, used up: it lifts within the minute.
const retryAfterSeconds = 60;

/** What the connect dialog says of the key while the sandbox answers for Google Cloud. */
export const gcpSandboxHelp =
  'Sandbox: leave the key empty to use the sandbox’s own service account; any other key file is refused with invalid_grant, as Google refuses a key it did not issue.';

/**
 * The connect dialog's values that reach the sandbox: its key, generated when this module loads, so valid for the
 * life of the process that started the sandbox.
 */
export const gcpSandboxCredentials: Record<string, string> = {
  serviceAccountKey: JSON.stringify(sandboxKeyFile, null, 2),
  projectId: sandboxProjectId,
};

const bearerToken = (headers: IncomingHttpHeaders) => /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];

/**
 * A local stand-in for Google Cloud's APIs, for tests and the offline demo: the token endpoint, which verifies the
 * JWT against the sandbox key, then exactly the endpoints the connector reads, for one project in the given state.
 * Every API is served under a path prefix named after its host (see the connector's endpoints.ts).
 */
export const startGcpSandbox = async ({
  state: initialState = 'good',
  now = () => new Date(),
  acceptsCredentials = (clientEmail) => clientEmail.length > 0,
}: SandboxOptions = {}): Promise<ProviderSandbox> => {
  let state = initialState;
  const issued = new Set<string>();
  const issueToken = () => {
    const token = `ya29.sandbox-${randomBytes(24).toString('base64url')}`;
    issued.add(token);
    return token;
  };

  const answer = ({ method, url, headers, body }: FakeRequest) => {
    if (state === 'timeout') return undefined;
    if (url.pathname === '/oauth2/token' && method === 'POST') {
      // As Google answers for a key deleted or disabled since it was saved.
      if (state === 'unauthorized') return invalidSignature;
      return answerTokenRequest({ body, now: now(), acceptsCredentials }, issueToken);
    }
    const token = bearerToken(headers);
    if (state === 'unauthorized' || !token || !issued.has(token)) return unauthenticated;
    const found = findRoute(method, url.pathname);
    if (!found) return notFound();
    const { route, match } = found;
    if (state === 'rateLimited') return quotaExceeded(route.service, retryAfterSeconds);
    const project = state === 'misconfigured' ? misconfiguredProject : goodProject;
    const named = route.projectOf(match, url);
    const isProject = named === undefined || named === project.projectId || named === project.projectNumber;
    // Google answers 403 alike for a project that does not exist and for one the caller may not read.
    const denied = !isProject || (state === 'forbidden' && route.permission !== 'resourcemanager.projects.get');
    if (denied) return permissionDenied(route.permission, route.service, `projects/${named ?? project.projectId}`);
    return route.answer({ project, match, url, body, now: now() });
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
