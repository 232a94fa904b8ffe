import { type Workload, profiles, workloadPods } from './kubernetesPods';
import { type KubernetesObject, objectMeta } from './kubernetesShapes';

const pki = '/etc/kubernetes/pki';

/** The API server flags kubeadm writes into its static pod manifest. */
const kubeadmFlags = (address: string) => [
  `--advertise-address=${address}`,
  '--allow-privileged=true',
  '--authorization-mode=Node,RBAC',
  `--client-ca-file=${pki}/ca.crt`,
  '--enable-admission-plugins=NodeRestriction',
  '--enable-bootstrap-token-auth=true',
  `--etcd-cafile=${pki}/etcd/ca.crt`,
  `--etcd-certfile=${pki}/apiserver-etcd-client.crt`,
  `--etcd-keyfile=${pki}/apiserver-etcd-client.key`,
  '--etcd-servers=https://127.0.0.1:2379',
  `--kubelet-client-certificate=${pki}/apiserver-kubelet-client.crt`,
  `--kubelet-client-key=${pki}/apiserver-kubelet-client.key`,
  '--kubelet-preferred-address-types=InternalIP,ExternalIP,Hostname',
  `--proxy-client-cert-file=${pki}/front-proxy-client.crt`,
  `--proxy-client-key-file=${pki}/front-proxy-client.key`,
  '--requestheader-allowed-names=front-proxy-client',
  `--requestheader-client-ca-file=${pki}/front-proxy-ca.crt`,
  '--secure-port=6443',
  '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
  `--service-account-key-file=${pki}/sa.pub`,
  `--service-account-signing-key-file=${pki}/sa.key`,
  '--service-cluster-ip-range=10.96.0.0/12',
  `--tls-cert-file=${pki}/apiserver.crt`,
  `--tls-private-key-file=${pki}/apiserver.key`,
];

/** The hardening a cluster's API servers add to kubeadm's flags. */
export const hardening = {
  encryption: ['--encryption-provider-config=/etc/kubernetes/enc/encryption-config.yaml'],
  audit: [
    '--audit-policy-file=/etc/kubernetes/audit/policy.yaml',
    '--audit-log-path=/var/log/kubernetes/audit/audit.log',
    '--audit-log-maxage=30',
    '--audit-log-maxbackup=10',
    '--audit-log-maxsize=100',
  ],
  anonymousOff: ['--anonymous-auth=false'],
};

export type ControlPlane = {
  gitVersion: string;
  /** None on a managed cluster: its control plane runs out of sight. */
  controlPlaneNodes: string[];
  workerNodes: string[];
  apiServerHardening: string[];
};

const nodeAddress = (nodes: string[], node: string) => `10.0.0.${11 + nodes.indexOf(node)}`;

/** A control plane component as kubeadm runs it: a static pod mirrored into kube-system, owned by its node. */
const staticPod = (component: string, node: string, command: string[], plane: ControlPlane, startedAt: string) => ({
  metadata: objectMeta(`${component}-${node}`, {
    namespace: 'kube-system',
    labels: { component, tier: 'control-plane' },
    createdAt: startedAt,
    extra: { ownerReferences: [{ apiVersion: 'v1', kind: 'Node', name: node, controller: true }] },
  }),
  spec: {
    nodeName: node,
    hostNetwork: true,
    priorityClassName: 'system-node-critical',
    securityContext: { seccompProfile: { type: 'RuntimeDefault' } },
    containers: [{ name: component, image: `registry.k8s.io/${component}:${plane.gitVersion}`, command }],
  },
  status: { phase: 'Running', hostIP: nodeAddress(plane.controlPlaneNodes, node), startTime: startedAt },
});

const systemWorkloads = (plane: ControlPlane): Workload[] => [
  {
    namespace: 'kube-system',
    name: 'kube-proxy',
    kind: 'DaemonSet',
    image: `registry.k8s.io/kube-proxy:${plane.gitVersion}`,
    profile: { hostNetwork: true, containerSecurity: { privileged: true } },
  },
  {
    namespace: 'kube-system',
    name: 'coredns',
    kind: 'Deployment',
    replicas: 2,
    image: 'registry.k8s.io/coredns/coredns:v1.11.1',
    profile: profiles.imageDefault,
    labels: { 'k8s-app': 'kube-dns' },
  },
];

/** The pods of kube-system: the static control plane pods where they are visible, kube-proxy and CoreDNS. */
export const systemPods = (plane: ControlPlane, startedAt: string): KubernetesObject[] => [
  ...plane.controlPlaneNodes.flatMap((node) => [
    staticPod('etcd', node, ['etcd', '--data-dir=/var/lib/etcd'], plane, startedAt),
    staticPod(
      'kube-apiserver',
      node,
      ['kube-apiserver', ...kubeadmFlags(nodeAddress(plane.controlPlaneNodes, node)), ...plane.apiServerHardening],
      plane,
      startedAt,
    ),
    staticPod('kube-controller-manager', node, ['kube-controller-manager'], plane, startedAt),
    staticPod('kube-scheduler', node, ['kube-scheduler'], plane, startedAt),
  ]),
  ...systemWorkloads(plane).flatMap((workload) =>
    workloadPods(workload, [...plane.controlPlaneNodes, ...plane.workerNodes], startedAt),
  ),
];
