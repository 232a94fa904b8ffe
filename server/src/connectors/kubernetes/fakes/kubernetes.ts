import type { IncomingHttpHeaders } from 'node:http';
import { type FakeAnswer, type FakeState, type ProviderSandbox, startFakeServer } from '../../fakes/fakeServer';
import { buildCluster, type ClusterDefinition } from './kubernetesClusters';
import { goodCluster, misconfiguredCluster } from './kubernetesPostures';
import { answerKubernetesRequest, sandboxUser } from './kubernetesRoutes';
import { statusShape } from './kubernetesShapes';

export const kubernetesSandboxHelp = 'Sandbox: any service account token works (a JWT, e.g. eyJ…).';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const issuer = 'https://kubernetes.default.svc.cluster.local';

/** A token shaped as the API server issues them: a JWT for the securo/auditor service account. */
const sandboxToken = [
  base64url({ alg: 'RS256', kid: 'securo-sandbox' }),
  base64url({ aud: [issuer], iss: issuer, sub: sandboxUser }),
  'c2FuZGJveC1zaWduYXR1cmU',
].join('.');

export const kubernetesSandboxCredentials: Record<string, string> = { token: sandboxToken };

type SandboxOptions = {
  state?: FakeState;
  now?: () => Date;
  /** Which tokens authenticate: any non-empty one by default; another is answered 401 Unauthorized. */
  acceptsCredentials?: (token: string) => boolean;
  /** A managed control plane (EKS, GKE, AKS): no kube-apiserver pod to be seen in kube-system. */
  managed?: boolean;
};

const unauthorized: FakeAnswer = { status: 401, body: statusShape(401, 'Unauthorized', 'Unauthorized') };

// API Priority and Fairness rejects a request it cannot queue with a 429 and asks for a retry a second later.
const rateLimited: FakeAnswer = {
  status: 429,
  body: statusShape(429, 'TooManyRequests', 'Too many requests, please try again later.', { retryAfterSeconds: 1 }),
  headers: { 'retry-after': '1' },
};

const bearerToken = (headers: IncomingHttpHeaders) => /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];

/**
 * A local stand-in for a cluster's API server, for tests and the offline demo: the endpoints the Kubernetes connector
 * calls, answered as Kubernetes documents them, for a cluster in the given state.
 */
export const startKubernetesSandbox = async ({
  state = 'good',
  now = () => new Date(),
  acceptsCredentials = (token) => token.length > 0,
  managed = false,
}: SandboxOptions = {}): Promise<ProviderSandbox> => {
  let current = state;
  // The pods started a week before the sandbox did.
  const startedAt = new Date(now().getTime() - 7 * 24 * 60 * 60 * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
  const visibility = (definition: ClusterDefinition): ClusterDefinition =>
    managed ? { ...definition, controlPlaneNodes: [] } : definition;
  const clusters = {
    good: buildCluster(visibility(goodCluster), startedAt),
    misconfigured: buildCluster(visibility(misconfiguredCluster), startedAt),
  };
  const server = await startFakeServer(({ method, url, headers }) => {
    if (current === 'timeout') return undefined;
    const token = bearerToken(headers);
    if (current === 'unauthorized' || token === undefined || !acceptsCredentials(token)) return unauthorized;
    if (current === 'rateLimited') return rateLimited;
    const cluster = current === 'misconfigured' ? clusters.misconfigured : clusters.good;
    return answerKubernetesRequest(cluster, { method, url, listsForbidden: current === 'forbidden' });
  });
  return {
    url: server.url,
    setState: (next) => {
      current = next;
    },
    close: server.close,
  };
};
