import { type Fact, share } from '../facts';
import type { ProviderCall } from '../providerApi';
import { listAll, listing } from './client';
import { isWorkloadNamespace } from './namespaces';
import type { ServiceAccount } from './resources';

/** The default service account of every namespace: the identity of each pod that names no other. */
export const listDefaultServiceAccounts = (call: ProviderCall): Promise<ServiceAccount[]> =>
  listAll<ServiceAccount>(
    call,
    listing('/api/v1/serviceaccounts', 'serviceaccounts', '', "the cluster's service accounts"),
    {
      fieldSelector: 'metadata.name=default',
    },
  );

// Unless the default service account opts out, every pod that names no account gets an API token mounted.
export const defaultServiceAccountFacts = (serviceAccounts: ServiceAccount[]): Fact[] => {
  const defaults = serviceAccounts
    .filter(({ metadata }) => isWorkloadNamespace(metadata.namespace))
    .map(({ metadata, automountServiceAccountToken }) => ({
      namespace: metadata.namespace,
      automountServiceAccountToken: automountServiceAccountToken ?? null,
    }));
  return [
    {
      check: 'kubernetes.defaultServiceAccountTokens',
      value: share(defaults, ({ automountServiceAccountToken }) => automountServiceAccountToken === false),
      data: { defaultServiceAccounts: defaults },
    },
  ];
};
