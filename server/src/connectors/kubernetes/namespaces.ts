import type { ProviderCall } from '../providerApi';
import { listAll, listing } from './client';
import type { Namespace } from './resources';

// Kubernetes' own namespaces: the control plane and its add-ons run there, under the platform's settings rather
// than the team's, and they legitimately need what workloads must not have (host networking, privileges).
const systemNamespaces = new Set(['kube-system', 'kube-public', 'kube-node-lease']);

export const isWorkloadNamespace = (namespace: string | undefined): boolean =>
  namespace !== undefined && !systemNamespaces.has(namespace);

export const namespacesListing = listing('/api/v1/namespaces', 'namespaces', '', "the cluster's namespaces");

export const listWorkloadNamespaces = async (call: ProviderCall): Promise<Namespace[]> =>
  (await listAll<Namespace>(call, namespacesListing)).filter(({ metadata }) => isWorkloadNamespace(metadata.name));
