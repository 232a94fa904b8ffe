import { app, type ClusterDefinition, hardened } from './kubernetesClusters';
import { hardening } from './kubernetesControlPlane';
import { profiles, type Workload } from './kubernetesPods';
import { group, serviceAccount, user } from './kubernetesShapes';

const workers = ['worker-1', 'worker-2', 'worker-3'];

/** Well configured, with a highly available control plane: every check passes. */
export const goodCluster: ClusterDefinition = {
  gitVersion: 'v1.30.4',
  controlPlaneNodes: ['cp-1', 'cp-2', 'cp-3'],
  workerNodes: workers,
  apiServerHardening: [...hardening.encryption, ...hardening.audit, ...hardening.anonymousOff],
  namespaces: [
    hardened('default'),
    hardened('web', 'restricted', ['default-deny', 'allow-ingress-nginx']),
    hardened('payments'),
    hardened('monitoring', 'baseline'),
    hardened('securo'),
  ],
  addedRoles: [],
  // A break-glass group besides kubeadm's own binding.
  addedBindings: [['platform-admins', 'cluster-admin', [group('oidc:platform-admins')]]],
  workloads: [
    app('web', 'storefront', 'Deployment', 6),
    app('payments', 'ledger', 'StatefulSet', 3),
    app('monitoring', 'prometheus', 'StatefulSet', 2),
    // A finished Job runs nothing: its root container does not count.
    { ...app('payments', 'ledger-reconcile-29184960', 'Job', 1), profile: profiles.imageDefault, phase: 'Succeeded' },
  ],
};

const unhardened = (name: string, networkPolicies: string[] = [], enforce?: string) => ({
  name,
  enforce,
  networkPolicies,
  automountDefaultToken: false,
});

const agent = (namespace: string, name: string, image: string, profile: Workload['profile']): Workload => ({
  namespace,
  name,
  kind: 'DaemonSet',
  image,
  profile,
});

/**
 * A drifted cluster of 548 pods (two pages of a listing): Secrets stored unencrypted, five namespaces without Pod
 * Security enforcement and four without network policies, six cluster administrators (one a group of every service
 * account), three wildcard ClusterRoles, four pods with host access and eighteen that may run as root. Audit
 * logging, anonymous access and default service accounts are in order.
 */
export const misconfiguredCluster: ClusterDefinition = {
  gitVersion: 'v1.29.7',
  controlPlaneNodes: ['cp-1'],
  workerNodes: workers,
  apiServerHardening: [...hardening.audit, ...hardening.anonymousOff],
  namespaces: [
    unhardened('default'),
    hardened('web', 'restricted', ['default-deny', 'allow-ingress-nginx']),
    hardened('search'),
    hardened('checkout'),
    hardened('payments'),
    unhardened('monitoring', ['allow-prometheus-scrape'], 'privileged'),
    unhardened('logging'),
    unhardened('ci'),
    hardened('argocd', 'baseline', ['argocd-server-network-policy']),
    unhardened('legacy-billing'),
    hardened('securo'),
  ],
  addedRoles: [
    [
      'argocd-application-controller',
      [
        { apiGroups: ['*'], resources: ['*'], verbs: ['*'] },
        { nonResourceURLs: ['*'], verbs: ['*'] },
      ],
    ],
    ['argocd-server', [{ apiGroups: ['*'], resources: ['*'], verbs: ['delete', 'get', 'patch'] }]],
    ['ci-deployer', [{ apiGroups: ['apps'], resources: ['deployments'], verbs: ['*'] }]],
  ],
  addedBindings: [
    ['gitlab-runner-admin', 'cluster-admin', [serviceAccount('ci', 'gitlab-runner')]],
    ['developers-admin', 'cluster-admin', [group('oidc:developers'), user('alice@example.com')]],
    ['alice-admin', 'cluster-admin', [user('alice@example.com')]],
    ['tiller', 'cluster-admin', [serviceAccount('kube-system', 'tiller')]],
    // The permissive binding the Kubernetes RBAC documentation warns against.
    ['permissive-binding', 'cluster-admin', [group('system:serviceaccounts')]],
    ['ci-deployer', 'ci-deployer', [serviceAccount('ci', 'gitlab-runner')]],
  ],
  workloads: [
    app('web', 'storefront', 'Deployment', 300),
    app('search', 'indexer', 'Deployment', 120),
    app('checkout', 'checkout-api', 'Deployment', 60),
    app('payments', 'ledger', 'StatefulSet', 30),
    app('monitoring', 'prometheus', 'StatefulSet', 2),
    agent('monitoring', 'node-exporter', 'quay.io/prometheus/node-exporter:v1.8.2', profiles.hostAgent),
    agent('logging', 'fluent-bit', 'cr.fluentbit.io/fluent/fluent-bit:3.1.4', profiles.rootAgent),
    { ...app('ci', 'gitlab-runner', 'Deployment', 2), profile: profiles.imageDefault },
    { ...app('ci', 'build-7731', 'Job', 2), profile: profiles.imageDefault, phase: 'Succeeded' },
    app('argocd', 'argocd-server', 'Deployment', 2),
    app('argocd', 'argocd-application-controller', 'StatefulSet', 1),
    { ...app('legacy-billing', 'billing', 'Deployment', 12), profile: profiles.imageDefault },
    { ...app('default', 'debug-shell', 'Pod', 1), image: 'nicolaka/netshoot:v0.13', profile: profiles.privileged },
  ],
};
