import { type Fact, share } from '../facts';
import type { ProviderCall } from '../providerApi';
import { listAll, listing } from './client';
import type { Namespace, NetworkPolicy } from './resources';

const enforceLabel = 'pod-security.kubernetes.io/enforce';

// The privileged level enforces nothing; baseline blocks known privilege escalations and restricted adds hardening.
const enforcingLevels = new Set(['baseline', 'restricted']);

export const listNetworkPolicies = (call: ProviderCall): Promise<NetworkPolicy[]> =>
  listAll<NetworkPolicy>(
    call,
    listing(
      '/apis/networking.k8s.io/v1/networkpolicies',
      'networkpolicies',
      'networking.k8s.io',
      "the cluster's network policies",
    ),
  );

/** Pod Security admission and network policies of each workload namespace. */
export const namespaceIsolationFacts = (namespaces: Namespace[], policies: NetworkPolicy[]): Fact[] => {
  const admission = namespaces.map(({ metadata }) => ({
    namespace: metadata.name,
    enforce: metadata.labels?.[enforceLabel] ?? null,
  }));
  const isolation = namespaces.map(({ metadata }) => ({
    namespace: metadata.name,
    networkPolicies: policies
      .filter((policy) => policy.metadata.namespace === metadata.name)
      .map((policy) => policy.metadata.name),
  }));
  return [
    {
      check: 'kubernetes.podSecurityAdmission',
      value: share(admission, ({ enforce }) => enforce !== null && enforcingLevels.has(enforce)),
      data: { label: enforceLabel, namespaces: admission },
    },
    {
      check: 'kubernetes.networkPolicies',
      value: share(isolation, ({ networkPolicies }) => networkPolicies.length > 0),
      data: { namespaces: isolation },
    },
  ];
};
