import type { Collection, ConnectorOptions } from '../connector';
import { kubernetesApi } from './client';
import { listApiServers } from './controlPlane';
import { kubernetesCollection } from './collection';
import type { KubernetesCredentials } from './credentials';
import { listNetworkPolicies } from './namespaceIsolation';
import { listWorkloadNamespaces } from './namespaces';
import { readRbac } from './rbac';
import { listDefaultServiceAccounts } from './serviceAccounts';
import { listPods } from './workloads';

// One listing at a time: the API server's fairness queues stay clear for the cluster's own controllers, and the
// first refusal, the one reported, is always the same.
export const collectKubernetes = async (
  credentials: KubernetesCredentials,
  options: ConnectorOptions,
): Promise<Collection> => {
  const collectedAt = options.now();
  const call = kubernetesApi(credentials, options);
  const namespaces = await listWorkloadNamespaces(call);
  const rbac = await readRbac(call);
  const networkPolicies = await listNetworkPolicies(call);
  const apiServers = await listApiServers(call);
  const pods = await listPods(call);
  const serviceAccounts = await listDefaultServiceAccounts(call);
  return kubernetesCollection(
    { apiServer: credentials.baseUrl, namespaces, rbac, networkPolicies, apiServers, pods, serviceAccounts },
    collectedAt,
  );
};
