import type { Fact } from '../facts';
import type { ProviderCall } from '../providerApi';
import { listAll, listing } from './client';
import type { ClusterRole, ClusterRoleBinding, PolicyRule, Subject } from './resources';

const rbacApi = '/apis/rbac.authorization.k8s.io/v1';
const rbacGroup = 'rbac.authorization.k8s.io';

export type Rbac = { bindings: ClusterRoleBinding[]; roles: ClusterRole[] };

export const readRbac = async (call: ProviderCall): Promise<Rbac> => ({
  bindings: await listAll<ClusterRoleBinding>(
    call,
    listing(`${rbacApi}/clusterrolebindings`, 'clusterrolebindings', rbacGroup, "the cluster's ClusterRoleBindings"),
  ),
  roles: await listAll<ClusterRole>(
    call,
    listing(`${rbacApi}/clusterroles`, 'clusterroles', rbacGroup, "the cluster's ClusterRoles"),
  ),
});

// Groups Kubernetes fills with everyone, or with every service account: bound to cluster-admin, they make anyone
// (or any pod) an administrator, so they count although their names start with system:.
const everyoneGroups = /^system:(?:authenticated|unauthenticated|anonymous|serviceaccounts(?::.*)?)$/;

// The other system: users and groups are Kubernetes' own components and system:masters, which the installer binds.
const isSystemSubject = ({ kind, name }: Subject) =>
  kind !== 'ServiceAccount' && name.startsWith('system:') && !everyoneGroups.test(name);

const subjectName = ({ kind, name, namespace }: Subject) => (kind === 'ServiceAccount' ? `${namespace}/${name}` : name);

/** Each subject bound to cluster-admin once, with the bindings that make it a cluster administrator. */
const clusterAdmins = (bindings: ClusterRoleBinding[]) => {
  const admins = new Map<string, { kind: Subject['kind']; name: string; bindings: string[] }>();
  for (const { metadata, roleRef, subjects = [] } of bindings) {
    if (roleRef.name !== 'cluster-admin') continue;
    for (const subject of subjects.filter((candidate) => !isSystemSubject(candidate))) {
      const name = subjectName(subject);
      const admin = admins.get(`${subject.kind}:${name}`) ?? { kind: subject.kind, name, bindings: [] };
      admins.set(`${subject.kind}:${name}`, { ...admin, bindings: [...admin.bindings, metadata.name] });
    }
  }
  return [...admins.values()];
};

const grantsAnything = ({ verbs, resources = [] }: PolicyRule) => verbs.includes('*') || resources.includes('*');

// cluster-admin is meant to hold every right, and the system: roles are Kubernetes' own controllers'.
const isBuiltIn = (name: string) => name === 'cluster-admin' || name.startsWith('system:');

const wildcardRoles = (roles: ClusterRole[]) =>
  roles
    .filter(({ metadata }) => !isBuiltIn(metadata.name))
    .map(({ metadata, rules }) => ({ clusterRole: metadata.name, wildcardRules: (rules ?? []).filter(grantsAnything) }))
    .filter(({ wildcardRules }) => wildcardRules.length > 0);

export const rbacFacts = ({ bindings, roles }: Rbac): Fact[] => {
  const admins = clusterAdmins(bindings);
  const wildcards = wildcardRoles(roles);
  return [
    { check: 'kubernetes.clusterAdminBindings', value: admins.length, data: { clusterAdmins: admins } },
    { check: 'kubernetes.wildcardRoles', value: wildcards.length, data: { clusterRoles: wildcards } },
  ];
};
