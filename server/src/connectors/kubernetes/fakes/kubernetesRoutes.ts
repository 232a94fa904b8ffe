import type { FakeAnswer } from '../../fakes/fakeServer';
import type { SandboxCluster } from './kubernetesClusters';
import { type KubernetesObject, listShape, statusShape, versionShape } from './kubernetesShapes';

/** The user the sandbox's token authenticates as, as the API server names a service account. */
export const sandboxUser = 'system:serviceaccount:securo:auditor';

const listKinds: Record<string, { kind: string; apiVersion: string }> = {
  namespaces: { kind: 'NamespaceList', apiVersion: 'v1' },
  pods: { kind: 'PodList', apiVersion: 'v1' },
  serviceaccounts: { kind: 'ServiceAccountList', apiVersion: 'v1' },
  'networking.k8s.io/networkpolicies': { kind: 'NetworkPolicyList', apiVersion: 'networking.k8s.io/v1' },
  'rbac.authorization.k8s.io/clusterroles': { kind: 'ClusterRoleList', apiVersion: 'rbac.authorization.k8s.io/v1' },
  'rbac.authorization.k8s.io/clusterrolebindings': {
    kind: 'ClusterRoleBindingList',
    apiVersion: 'rbac.authorization.k8s.io/v1',
  },
};

type ListRequest = { group: string; namespace?: string; resource: string };

const listPath = /^\/(?:api\/v1|apis\/([a-z0-9.-]+)\/v1)(?:\/namespaces\/([a-z0-9-]+))?\/([a-z]+)$/;

const listRequestOf = (path: string): ListRequest | undefined => {
  const match = listPath.exec(path);
  return match ? { group: match[1] ?? '', namespace: match[2], resource: match[3] } : undefined;
};

const notFound: FakeAnswer = {
  status: 404,
  body: statusShape(404, 'NotFound', 'the server could not find the requested resource', {}),
};

/** The 403 of an authenticated user whose RBAC does not allow the listing, in the API server's words. */
const forbidden = ({ group, namespace, resource }: ListRequest): FakeAnswer => {
  const scope = namespace ? `in the namespace "${namespace}"` : 'at the cluster scope';
  const message = `${resource} is forbidden: User "${sandboxUser}" cannot list resource "${resource}" in API group "${group}" ${scope}`;
  return { status: 403, body: statusShape(403, 'Forbidden', message, { ...(group ? { group } : {}), kind: resource }) };
};

/** Equality selectors ("a=b,c==d"), on labels or on fields such as metadata.name. */
const selects = (selector: string | null, valueOf: (item: KubernetesObject, key: string) => unknown) => {
  const terms = (selector ?? '')
    .split(',')
    .filter(Boolean)
    .map((term) => term.split(/==?/));
  return (item: KubernetesObject) => terms.every(([key, value]) => valueOf(item, key) === value);
};

const labelOf = (item: KubernetesObject, key: string) => item.metadata.labels?.[key];

const fieldOf = (item: KubernetesObject, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], item);

// The continue token is opaque to clients; the API server's is base64 JSON naming where the next page starts.
const continueToken = (start: number) =>
  Buffer.from(JSON.stringify({ v: 'meta.k8s.io/v1', rv: 48213977, start: String(start) })).toString('base64');

const startOf = (token: string | null): number =>
  token ? Number((JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { start: string }).start) : 0;

const listAnswer = (cluster: SandboxCluster, list: ListRequest, url: URL): FakeAnswer => {
  const key = list.group ? `${list.group}/${list.resource}` : list.resource;
  const shape = listKinds[key];
  const objects = cluster.resources[key];
  if (!shape || !objects) return notFound;
  const labelSelector = url.searchParams.get('labelSelector');
  const fieldSelector = url.searchParams.get('fieldSelector');
  const items = objects
    .filter((item) => list.namespace === undefined || item.metadata.namespace === list.namespace)
    .filter(selects(labelSelector, labelOf))
    .filter(selects(fieldSelector, fieldOf));
  const start = startOf(url.searchParams.get('continue'));
  const limit = Number(url.searchParams.get('limit')) || items.length;
  const end = start + limit;
  const remaining = items.length - end;
  // The API server counts what remains only when no selector filters the listing.
  const page =
    remaining > 0
      ? { continue: continueToken(end), ...(labelSelector || fieldSelector ? {} : { remainingItemCount: remaining }) }
      : {};
  return { status: 200, body: listShape(shape.kind, shape.apiVersion, items.slice(start, end), page) };
};

/** The answer to an authenticated request, for exactly the endpoints the connector calls. */
export const answerKubernetesRequest = (
  cluster: SandboxCluster,
  { method, url, listsForbidden }: { method: string; url: URL; listsForbidden: boolean },
): FakeAnswer => {
  if (method !== 'GET') return notFound;
  if (url.pathname === '/version') return { status: 200, body: versionShape(cluster.gitVersion) };
  const list = listRequestOf(url.pathname);
  if (!list) return notFound;
  return listsForbidden ? forbidden(list) : listAnswer(cluster, list, url);
};
