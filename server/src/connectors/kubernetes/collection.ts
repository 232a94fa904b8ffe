import type { Collection } from '../connector';
import { collectionOf } from '../facts';
import { controlPlaneFacts } from './controlPlane';
import { namespaceIsolationFacts } from './namespaceIsolation';
import { type Rbac, rbacFacts } from './rbac';
import type { Namespace, NetworkPolicy, Pod, ServiceAccount } from './resources';
import { defaultServiceAccountFacts } from './serviceAccounts';
import { workloadFacts } from './workloads';

/** What the collectors read of one cluster, namespaces being those of the workloads, at its API server's address. */
export type ClusterReading = {
  apiServer: string;
  namespaces: Namespace[];
  rbac: Rbac;
  networkPolicies: NetworkPolicy[];
  apiServers: Pod[];
  pods: Pod[];
  serviceAccounts: ServiceAccount[];
};

export const kubernetesCollection = (cluster: ClusterReading, collectedAt: Date): Collection =>
  collectionOf(
    [
      ...rbacFacts(cluster.rbac),
      ...namespaceIsolationFacts(cluster.namespaces, cluster.networkPolicies),
      ...controlPlaneFacts(cluster.apiServers),
      ...workloadFacts(cluster.pods),
      ...defaultServiceAccountFacts(cluster.serviceAccounts),
    ],
    collectedAt,
    [
      {
        kind: 'kubernetesCluster',
        externalId: cluster.apiServer,
        name: new URL(cluster.apiServer).host,
        detail: { apiServer: cluster.apiServer, workloadNamespaces: cluster.namespaces.length },
      },
    ],
  );
