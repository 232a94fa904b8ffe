import type { Fact } from '../facts';
import type { ProviderCall } from '../providerApi';
import { listAll, listing } from './client';
import type { Pod } from './resources';

const apiServersListing = listing('/api/v1/namespaces/kube-system/pods', 'pods', '', 'the kube-apiserver pods');

/** The API servers running as static pods (kubeadm and most self-managed clusters label them so). */
export const listApiServers = (call: ProviderCall): Promise<Pod[]> =>
  listAll<Pod>(call, apiServersListing, { labelSelector: 'component=kube-apiserver' });

/** The flags of the API server's command line, by name without dashes; a bare boolean flag reads 'true'. */
const flagsOf = ({ spec }: Pod): Map<string, string> => {
  const container = spec.containers.find(({ name }) => name === 'kube-apiserver') ?? spec.containers[0];
  const words = [...(container?.command ?? []), ...(container?.args ?? [])];
  const flags = new Map<string, string>();
  words.forEach((word, index) => {
    const flag = /^--([^=]+)(?:=(.*))?$/.exec(word);
    if (!flag) return;
    const next = words[index + 1];
    flags.set(flag[1], flag[2] ?? (next === undefined || next.startsWith('--') ? 'true' : next));
  });
  return flags;
};

type ApiServer = { pod: string; node: string | null; flags: Map<string, string> };

const isSet = (server: ApiServer, flag: string) => Boolean(server.flags.get(flag));

/** What each API server sets of the flags a check reads, as evidence: an unset flag reads null. */
const evidence = (servers: ApiServer[], flags: string[]) => ({
  apiServers: servers.map(({ pod, node, flags: set }) => ({
    pod,
    node,
    flags: Object.fromEntries(flags.map((flag) => [`--${flag}`, set.get(flag) ?? null])),
  })),
});

// An audit policy decides what is recorded (without one nothing is); a log file or a webhook receives it.
const audits = (server: ApiServer) =>
  isSet(server, 'audit-policy-file') && (isSet(server, 'audit-log-path') || isSet(server, 'audit-webhook-config-file'));

/**
 * Each setting must hold on every API server of the cluster. Managed control planes (EKS, GKE, AKS) and API
 * servers run outside pods (k3s, systemd units) show no kube-apiserver pod: then these checks get no signal, since
 * the cluster does not say, rather than a failure the team could not fix here.
 */
export const controlPlaneFacts = (apiServerPods: Pod[]): Fact[] => {
  if (apiServerPods.length === 0) return [];
  const servers = apiServerPods.map((pod) => ({
    pod: pod.metadata.name,
    node: pod.spec.nodeName ?? null,
    flags: flagsOf(pod),
  }));
  return [
    {
      check: 'kubernetes.secretsEncryption',
      value: servers.every((server) => isSet(server, 'encryption-provider-config')),
      data: evidence(servers, ['encryption-provider-config']),
    },
    {
      check: 'kubernetes.auditLogging',
      value: servers.every(audits),
      data: evidence(servers, ['audit-policy-file', 'audit-log-path', 'audit-webhook-config-file']),
    },
    {
      // Anonymous requests are allowed unless the flag turns them off.
      check: 'kubernetes.anonymousAuth',
      value: servers.every((server) => server.flags.get('anonymous-auth') === 'false'),
      data: evidence(servers, ['anonymous-auth']),
    },
  ];
};
