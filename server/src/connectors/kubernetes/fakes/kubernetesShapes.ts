// The Kubernetes API's JSON for the objects the connector reads, with enough of the rest to look like real answers.

export type KubernetesObject = {
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
};

const resourceVersion = '48213977';
const installedAt = '2025-01-14T09:30:00Z';

/** A stable UUID-shaped uid per object, as every Kubernetes object has one. */
const uidOf = (text: string): string => {
  const hex = Array.from({ length: 4 }, (_, round) =>
    [...`${round}${text}`]
      .reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 2166136261)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

type MetaOptions = { namespace?: string; labels?: Record<string, string>; createdAt?: string; extra?: object };

export const objectMeta = (name: string, { namespace, labels, createdAt = installedAt, extra }: MetaOptions = {}) => ({
  name,
  ...(namespace === undefined ? {} : { namespace }),
  uid: uidOf(`${namespace ?? ''}/${name}`),
  resourceVersion,
  creationTimestamp: createdAt,
  ...(labels === undefined ? {} : { labels }),
  ...extra,
});

export const namespaceShape = (name: string, labels: Record<string, string> = {}): KubernetesObject => ({
  metadata: objectMeta(name, { labels: { 'kubernetes.io/metadata.name': name, ...labels } }),
  spec: { finalizers: ['kubernetes'] },
  status: { phase: 'Active' },
});

export const networkPolicyShape = (namespace: string, name: string): KubernetesObject => ({
  metadata: objectMeta(name, { namespace }),
  spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
});

export const serviceAccountShape = (namespace: string, name: string, automount?: boolean): KubernetesObject => ({
  metadata: objectMeta(name, { namespace }),
  ...(automount === undefined ? {} : { automountServiceAccountToken: automount }),
});

export type Rule = { apiGroups?: string[]; resources?: string[]; nonResourceURLs?: string[]; verbs: string[] };

export const clusterRoleShape = (name: string, rules: Rule[]): KubernetesObject => ({
  metadata: objectMeta(
    name,
    name.startsWith('system:') ? { labels: { 'kubernetes.io/bootstrapping': 'rbac-defaults' } } : {},
  ),
  rules,
});

export type Subject = { kind: 'User' | 'Group' | 'ServiceAccount'; name: string; namespace?: string };

export const user = (name: string): Subject => ({ kind: 'User', name });
export const group = (name: string): Subject => ({ kind: 'Group', name });
export const serviceAccount = (namespace: string, name: string): Subject => ({
  kind: 'ServiceAccount',
  name,
  namespace,
});

export const clusterRoleBindingShape = (name: string, role: string, subjects: Subject[]): KubernetesObject => ({
  metadata: objectMeta(name),
  roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
  subjects: subjects.map((subject) =>
    subject.kind === 'ServiceAccount' ? subject : { apiGroup: 'rbac.authorization.k8s.io', ...subject },
  ),
});

export const listShape = (
  kind: string,
  apiVersion: string,
  items: KubernetesObject[],
  page: { continue?: string; remainingItemCount?: number } = {},
) => ({ kind, apiVersion, metadata: { resourceVersion, ...page }, items });

export const versionShape = (gitVersion: string) => {
  const [, major, minor] = /^v(\d+)\.(\d+)/.exec(gitVersion) ?? [];
  return {
    major,
    minor,
    gitVersion,
    gitCommit: '6fc0a69044f1ac4c13841ec4391224a2df241460',
    gitTreeState: 'clean',
    buildDate: '2024-08-14T19:04:56Z',
    goVersion: 'go1.22.5',
    compiler: 'gc',
    platform: 'linux/amd64',
  };
};

/** Kubernetes' error answer, a Status object. */
export const statusShape = (code: number, reason: string, message: string, details?: object) => ({
  kind: 'Status',
  apiVersion: 'v1',
  metadata: {},
  status: 'Failure',
  message,
  reason,
  ...(details === undefined ? {} : { details }),
  code,
});
