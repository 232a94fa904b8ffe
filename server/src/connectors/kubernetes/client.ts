import type { ConnectorOptions } from '../connector';
import { type ProviderCall, type ProviderNeed, providerCall } from '../providerApi';
import type { KubernetesCredentials } from './credentials';

// kubectl's page size: a large cluster's pods come in pages rather than in one answer the API server holds in memory.
const pageSize = 500;

type KubernetesList<T> = { items: T[]; metadata: { continue?: string } };

// Kubernetes explains every failure in a Status object's message.
const statusMessage = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;

export const kubernetesApi = ({ token, baseUrl }: KubernetesCredentials, options: ConnectorOptions): ProviderCall =>
  providerCall(
    {
      provider: 'Kubernetes',
      baseUrl,
      headers: () => ({ authorization: `Bearer ${token}` }),
      messageOf: statusMessage,
    },
    options,
  );

/** One resource listed across the cluster, and the RBAC rule that allows it, in kubectl's resource.group form. */
export type Listing = { path: string; need: ProviderNeed };

export const listing = (path: string, resource: string, group: string, reading: string): Listing => ({
  path,
  need: {
    resource: reading,
    permission: `a ClusterRole rule allowing "list" on ${group ? `${resource}.${group}` : resource}`,
  },
});

/** Every item of a listing, following the continue token from page to page. */
export const listAll = async <T>(
  call: ProviderCall,
  { path, need }: Listing,
  selectors: Record<string, string> = {},
): Promise<T[]> => {
  const items: T[] = [];
  let next: string | undefined;
  do {
    const { body } = await call<KubernetesList<T>>(need, path, {
      query: { ...selectors, limit: pageSize, continue: next },
    });
    items.push(...body.items);
    next = body.metadata.continue || undefined;
  } while (next);
  return items;
};
