import { systemPods } from './kubernetesControlPlane';
import { profiles, type Workload, workloadPods } from './kubernetesPods';
import { clusterRoleBindings, clusterRoles } from './kubernetesRbac';
import {
  type KubernetesObject,
  namespaceShape,
  networkPolicyShape,
  type Rule,
  serviceAccountShape,
  type Subject,
} from './kubernetesShapes';

/** A cluster as its API lists it: each resource's objects under its group/resource (core ones bare). */
export type SandboxCluster = { gitVersion: string; resources: Record<string, KubernetesObject[]> };

export type SandboxNamespace = {
  name: string;
  enforce?: string;
  networkPolicies?: string[];
  automountDefaultToken?: boolean;
};

export type ClusterDefinition = {
  gitVersion: string;
  controlPlaneNodes: string[];
  workerNodes: string[];
  apiServerHardening: string[];
  namespaces: SandboxNamespace[];
  addedRoles: [string, Rule[]][];
  addedBindings: [string, string, Subject[]][];
  workloads: Workload[];
};

const systemNamespaces: SandboxNamespace[] = ['kube-system', 'kube-public', 'kube-node-lease'].map((name) => ({
  name,
}));

// Accounts besides each namespace's default one, which a listing of the default accounts must leave out.
const otherServiceAccounts = [
  serviceAccountShape('kube-system', 'coredns'),
  serviceAccountShape('kube-system', 'kube-proxy'),
  serviceAccountShape('securo', 'auditor', false),
];

export const buildCluster = (cluster: ClusterDefinition, startedAt: string): SandboxCluster => {
  const namespaces = [...systemNamespaces, ...cluster.namespaces];
  return {
    gitVersion: cluster.gitVersion,
    resources: {
      namespaces: namespaces.map(({ name, enforce }) =>
        namespaceShape(name, enforce ? { 'pod-security.kubernetes.io/enforce': enforce } : {}),
      ),
      serviceaccounts: [
        ...namespaces.map(({ name, automountDefaultToken }) =>
          serviceAccountShape(name, 'default', automountDefaultToken),
        ),
        ...otherServiceAccounts,
      ],
      pods: [
        ...systemPods(cluster, startedAt),
        ...cluster.workloads.flatMap((workload) => workloadPods(workload, cluster.workerNodes, startedAt)),
      ],
      'networking.k8s.io/networkpolicies': namespaces.flatMap(({ name, networkPolicies = [] }) =>
        networkPolicies.map((policy) => networkPolicyShape(name, policy)),
      ),
      'rbac.authorization.k8s.io/clusterroles': clusterRoles(cluster.addedRoles),
      'rbac.authorization.k8s.io/clusterrolebindings': clusterRoleBindings(cluster.addedBindings),
    },
  };
};

export const hardened = (
  name: string,
  enforce = 'restricted',
  networkPolicies = ['default-deny'],
): SandboxNamespace => ({
  name,
  enforce,
  networkPolicies,
  automountDefaultToken: false,
});

export const app = (namespace: string, name: string, kind: Workload['kind'], replicas: number): Workload => ({
  namespace,
  name,
  kind,
  replicas,
  image: `registry.acme.example/${namespace}/${name}:2026.06.3`,
  profile: profiles.restricted,
});
