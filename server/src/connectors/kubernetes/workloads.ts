import { type Fact, share } from '../facts';
import type { ProviderCall } from '../providerApi';
import { listAll, listing } from './client';
import { isWorkloadNamespace } from './namespaces';
import type { Container, Pod } from './resources';

export const listPods = (call: ProviderCall): Promise<Pod[]> =>
  listAll<Pod>(call, listing('/api/v1/pods', 'pods', '', "the cluster's pods"));

// A finished pod (a completed Job's) runs nothing any more.
const isLive = ({ status }: Pod) => status?.phase !== 'Succeeded' && status?.phase !== 'Failed';

const containersOf = ({ spec }: Pod): Container[] => [
  ...(spec.initContainers ?? []),
  ...spec.containers,
  ...(spec.ephemeralContainers ?? []),
];

const hostAccess = (pod: Pod) => ({
  namespace: pod.metadata.namespace,
  pod: pod.metadata.name,
  privilegedContainers: containersOf(pod)
    .filter(({ securityContext }) => securityContext?.privileged === true)
    .map(({ name }) => name),
  hostNetwork: pod.spec.hostNetwork ?? false,
  hostPID: pod.spec.hostPID ?? false,
  hostIPC: pod.spec.hostIPC ?? false,
});

const breaksOut = (access: ReturnType<typeof hostAccess>) =>
  access.privilegedContainers.length > 0 || access.hostNetwork || access.hostPID || access.hostIPC;

// The container's own setting wins over the pod's, as the kubelet applies them. Without a user id, runAsNonRoot
// makes the kubelet refuse an image that would run as root; with neither, the image decides, often root.
const runsAsNonRoot = (pod: Pod, { securityContext }: Container): boolean => {
  const runAsUser = securityContext?.runAsUser ?? pod.spec.securityContext?.runAsUser;
  if (runAsUser !== undefined) return runAsUser !== 0;
  return (securityContext?.runAsNonRoot ?? pod.spec.securityContext?.runAsNonRoot) === true;
};

const rootContainers = (pod: Pod) => ({
  namespace: pod.metadata.namespace,
  pod: pod.metadata.name,
  containers: containersOf(pod)
    .filter((container) => !runsAsNonRoot(pod, container))
    .map(({ name }) => name),
});

/** The running pods of the workload namespaces: privileges over their node, and whether they may run as root. */
export const workloadFacts = (allPods: Pod[]): Fact[] => {
  const pods = allPods.filter((pod) => isWorkloadNamespace(pod.metadata.namespace) && isLive(pod));
  const breakouts = pods.map(hostAccess).filter(breaksOut);
  const roots = pods.map(rootContainers);
  return [
    { check: 'kubernetes.privilegedContainers', value: breakouts.length, data: { pods: breakouts } },
    {
      check: 'kubernetes.runAsNonRoot',
      value: share(roots, ({ containers }) => containers.length === 0),
      data: { podsChecked: pods.length, podsThatMayRunAsRoot: roots.filter(({ containers }) => containers.length > 0) },
    },
  ];
};
