import {
  clusterRoleBindingShape,
  clusterRoleShape,
  group,
  type KubernetesObject,
  type Rule,
  serviceAccount,
  type Subject,
  user,
} from './kubernetesShapes';

const read = ['get', 'list', 'watch'];
const write = ['create', 'delete', 'deletecollection', 'patch', 'update'];
const workloads = { apiGroups: ['', 'apps', 'batch'], resources: ['pods', 'deployments', 'statefulsets', 'jobs'] };

/** Roles every cluster has: cluster-admin, the user-facing admin, edit and view, and some of the system: ones. */
const builtInRoles: [string, Rule[]][] = [
  [
    'cluster-admin',
    [
      { apiGroups: ['*'], resources: ['*'], verbs: ['*'] },
      { nonResourceURLs: ['*'], verbs: ['*'] },
    ],
  ],
  ['admin', [{ ...workloads, verbs: [...read, ...write] }]],
  ['edit', [{ ...workloads, verbs: [...read, ...write] }]],
  ['view', [{ ...workloads, verbs: read }]],
  [
    'system:public-info-viewer',
    [{ nonResourceURLs: ['/healthz', '/livez', '/readyz', '/version', '/version/'], verbs: ['get'] }],
  ],
  // The namespace controller must delete whatever a namespace holds: a wildcard Kubernetes grants itself.
  [
    'system:controller:namespace-controller',
    [{ apiGroups: ['*'], resources: ['*'], verbs: ['delete', 'deletecollection', 'get', 'list', 'watch'] }],
  ],
  ['system:kube-scheduler', [{ apiGroups: [''], resources: ['pods', 'nodes'], verbs: read }]],
  [
    'securo-auditor',
    [
      { apiGroups: [''], resources: ['namespaces', 'pods', 'serviceaccounts'], verbs: ['list'] },
      { apiGroups: ['rbac.authorization.k8s.io'], resources: ['clusterroles', 'clusterrolebindings'], verbs: ['list'] },
      { apiGroups: ['networking.k8s.io'], resources: ['networkpolicies'], verbs: ['list'] },
    ],
  ],
];

const builtInBindings: [string, string, Subject[]][] = [
  ['cluster-admin', 'cluster-admin', [group('system:masters')]],
  // kubeadm 1.29+ binds the group of its admin.conf certificate rather than system:masters.
  ['kubeadm:cluster-admins', 'cluster-admin', [group('kubeadm:cluster-admins')]],
  [
    'system:public-info-viewer',
    'system:public-info-viewer',
    [group('system:authenticated'), group('system:unauthenticated')],
  ],
  [
    'system:controller:namespace-controller',
    'system:controller:namespace-controller',
    [serviceAccount('kube-system', 'namespace-controller')],
  ],
  ['system:kube-scheduler', 'system:kube-scheduler', [user('system:kube-scheduler')]],
  ['securo-auditor', 'securo-auditor', [serviceAccount('securo', 'auditor')]],
];

/** A cluster's ClusterRoles: the built-in ones and those its teams and tools added. */
export const clusterRoles = (added: [string, Rule[]][]): KubernetesObject[] =>
  [...builtInRoles, ...added].map(([name, rules]) => clusterRoleShape(name, rules));

export const clusterRoleBindings = (added: [string, string, Subject[]][]): KubernetesObject[] =>
  [...builtInBindings, ...added].map(([name, role, subjects]) => clusterRoleBindingShape(name, role, subjects));
