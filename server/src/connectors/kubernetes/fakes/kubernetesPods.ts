import { type KubernetesObject, objectMeta } from './kubernetesShapes';

/** How a workload's pods are secured, as its pod template says. */
export type PodProfile = {
  hostNetwork?: boolean;
  hostPID?: boolean;
  podSecurity?: object;
  containerSecurity?: object;
};

export const profiles = {
  // What the restricted Pod Security Standard asks of a pod.
  restricted: {
    podSecurity: { runAsNonRoot: true, runAsUser: 10001, seccompProfile: { type: 'RuntimeDefault' } },
    containerSecurity: {
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    },
  },
  // Nothing set: the image's user decides, root for most images.
  imageDefault: {},
  rootAgent: { containerSecurity: { runAsUser: 0, readOnlyRootFilesystem: true } },
  hostAgent: { hostNetwork: true, hostPID: true, podSecurity: { runAsNonRoot: true, runAsUser: 65534 } },
  privileged: { containerSecurity: { privileged: true, runAsUser: 0 } },
} satisfies Record<string, PodProfile>;

export type Workload = {
  namespace: string;
  name: string;
  kind: 'Deployment' | 'StatefulSet' | 'DaemonSet' | 'Job' | 'Pod';
  /** Ignored for a DaemonSet, which runs one pod per node. */
  replicas?: number;
  image: string;
  profile: PodProfile;
  phase?: 'Running' | 'Succeeded';
  labels?: Record<string, string>;
};

// The characters Kubernetes draws generated name suffixes from.
const suffixAlphabet = 'bcdfghjklmnpqrstvwxz2456789';

// Multiplying by a prime scatters consecutive indexes over the alphabet while keeping every suffix distinct.
const suffix = (index: number, length = 5) => {
  const spread = (index * 7919 + 104729) % suffixAlphabet.length ** length;
  return Array.from(
    { length },
    (_, place) => suffixAlphabet[Math.floor(spread / suffixAlphabet.length ** place) % suffixAlphabet.length],
  ).join('');
};

const templateHash = (name: string) =>
  suffix(
    [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1e9, 7),
    9,
  );

/** Each pod's name and owner, as the workload's controller names them. */
const instances = ({ kind, name, replicas = 1 }: Workload, nodes: string[]) => {
  const count = kind === 'DaemonSet' ? nodes.length : replicas;
  return Array.from({ length: count }, (_, index) => {
    if (kind === 'Deployment') {
      const replicaSet = `${name}-${templateHash(name)}`;
      return { name: `${replicaSet}-${suffix(index)}`, owner: { kind: 'ReplicaSet', name: replicaSet } };
    }
    if (kind === 'StatefulSet') return { name: `${name}-${index}`, owner: { kind, name } };
    if (kind === 'Pod') return { name, owner: undefined };
    return { name: `${name}-${suffix(index)}`, owner: { kind, name } };
  }).map((instance, index) => ({ ...instance, node: nodes[index % nodes.length] }));
};

const ownerApi = (kind: string) => (kind === 'Job' ? 'batch/v1' : 'apps/v1');

const podIp = (podName: string) => {
  const hash = [...podName].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 62_500, 0);
  return `10.244.${Math.floor(hash / 250)}.${(hash % 250) + 2}`;
};

/** The pods a workload runs, spread over the nodes, as the API lists them. */
export const workloadPods = (workload: Workload, nodes: string[], startedAt: string): KubernetesObject[] => {
  const { namespace, name, image, profile, phase = 'Running', labels = { app: name } } = workload;
  return instances(workload, nodes).map((instance) => ({
    metadata: objectMeta(instance.name, {
      namespace,
      labels,
      createdAt: startedAt,
      extra: instance.owner
        ? {
            ownerReferences: [
              {
                apiVersion: ownerApi(instance.owner.kind),
                ...instance.owner,
                controller: true,
                blockOwnerDeletion: true,
              },
            ],
          }
        : {},
    }),
    spec: {
      nodeName: instance.node,
      serviceAccountName: 'default',
      restartPolicy: workload.kind === 'Job' ? 'Never' : 'Always',
      ...(profile.hostNetwork ? { hostNetwork: true } : {}),
      ...(profile.hostPID ? { hostPID: true } : {}),
      securityContext: profile.podSecurity ?? {},
      containers: [
        {
          name,
          image,
          resources: { requests: { cpu: '100m', memory: '128Mi' } },
          ...(profile.containerSecurity ? { securityContext: profile.containerSecurity } : {}),
        },
      ],
    },
    status: {
      phase,
      hostIP: `10.0.0.${11 + nodes.indexOf(instance.node)}`,
      podIP: profile.hostNetwork ? `10.0.0.${11 + nodes.indexOf(instance.node)}` : podIp(instance.name),
      startTime: startedAt,
      qosClass: 'Burstable',
    },
  }));
};
