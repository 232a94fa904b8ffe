import type { Guidance } from './types';

export const kubernetesGuidance = {
  'kubernetes.clusterAdminBindings': {
    what: 'Verifies that at most two subjects (users, groups or service accounts other than Kubernetes’ own system: ones) are bound to the cluster-admin ClusterRole; cluster-admin can read every Secret and change everything, so auditors look for least privilege here (CIS Kubernetes 5.1.1).',
    steps: {
      generic: [
        'Keep cluster-admin for a break-glass administrators group (and the installer’s own binding); give teams namespace-scoped Roles or the built-in admin, edit and view ClusterRoles through RoleBindings.',
        'Never bind cluster-admin to a CI or application service account: give it a Role with only the verbs and resources it deploys.',
        'Review the cluster-admin subjects at every access review.',
      ],
      kubernetes: [
        'List them: `kubectl get clusterrolebindings -o json | jq \'.items[] | select(.roleRef.name=="cluster-admin") | {binding: .metadata.name, subjects}\'`.',
        'Delete bindings that are not needed (`kubectl delete clusterrolebinding <name>`) and replace them with `kubectl create rolebinding <name> --clusterrole=edit --group=<team> -n <namespace>`.',
        'On EKS also review the access entries with the AmazonEKSClusterAdminPolicy (`aws eks list-access-entries`), which grant the same rights outside RBAC.',
      ],
    },
  },
  'kubernetes.wildcardRoles': {
    what: 'Verifies that no ClusterRole (other than cluster-admin and Kubernetes’ system: roles) grants "*" verbs or "*" resources; a wildcard also grants every resource and verb added later, including reading Secrets (CIS Kubernetes 5.1.3).',
    steps: {
      generic: [
        'Replace each wildcard with the explicit verbs and resources the role’s holder needs, read-only (get, list, watch) where it only observes.',
        'Ask vendors of operators for a least-privilege role, or scope their rights to the namespaces they manage with Roles.',
      ],
      kubernetes: [
        'Find them: `kubectl get clusterroles -o json | jq \'.items[] | select(any(.rules[]?; (.verbs | index("*")) or (.resources // [] | index("*")))) | .metadata.name\'`.',
        'Edit the role (`kubectl edit clusterrole <name>`, or its Helm values) so that each rule names its apiGroups, resources and verbs, then confirm with `kubectl auth can-i --list --as=system:serviceaccount:<ns>:<sa>`.',
      ],
    },
  },
  'kubernetes.podSecurityAdmission': {
    what: 'Verifies that every namespace outside kube-system, kube-public and kube-node-lease enforces the baseline or restricted Pod Security Standard, so that the API server refuses pods that could take over their node (CIS Kubernetes 5.2).',
    steps: {
      generic: [
        'Label every workload namespace to enforce restricted, or baseline where a workload cannot yet meet restricted, and warn on restricted meanwhile.',
        'Give the few infrastructure agents that need host access a dedicated namespace with a documented exception.',
      ],
      kubernetes: [
        'Preview the effect: `kubectl label --dry-run=server --overwrite ns <namespace> pod-security.kubernetes.io/enforce=restricted`.',
        'Enforce it: `kubectl label --overwrite ns <namespace> pod-security.kubernetes.io/enforce=restricted pod-security.kubernetes.io/warn=restricted`.',
        'Or set cluster-wide defaults with an AdmissionConfiguration for the PodSecurity plugin (`--admission-control-config-file`).',
      ],
    },
  },
  'kubernetes.secretsEncryption': {
    what: 'Verifies that every API server encrypts Secrets before writing them to etcd (--encryption-provider-config); otherwise anyone with an etcd backup or disk reads every password and token in clear (CIS Kubernetes 1.2.27). On managed clusters (EKS, GKE, AKS) the control plane is hidden: the check then gets no signal and the provider’s encryption settings are the evidence.',
    steps: {
      generic: [
        'Encrypt Secrets at rest with a KMS provider (or aescbc/secretbox with a key kept off the etcd hosts), then rewrite existing Secrets so they are encrypted too.',
        'Make sure the identity provider is not listed first in the EncryptionConfiguration, or nothing is encrypted.',
      ],
      kubernetes: [
        'Write an EncryptionConfiguration for `resources: [secrets]` with a `kms` (v2) or `aescbc` provider first and `identity: {}` last, and add `--encryption-provider-config=<file>` to /etc/kubernetes/manifests/kube-apiserver.yaml on every control plane node (mount the file into the pod).',
        'Re-encrypt what exists: `kubectl get secrets -A -o json | kubectl replace -f -`.',
        'EKS: envelope encryption with a KMS key (`aws eks associate-encryption-config`); GKE: application-layer secrets encryption (`gcloud container clusters update --database-encryption-key`); AKS: KMS etcd encryption (`az aks update --enable-azure-keyvault-kms`).',
      ],
    },
  },
  'kubernetes.auditLogging': {
    what: 'Verifies that every API server records an audit trail (--audit-policy-file with --audit-log-path or an audit webhook): who read or changed what in the cluster, which incident investigations and auditors rely on (CIS Kubernetes 1.2.16–1.2.19, 3.2.1). On managed clusters the control plane is hidden: the check then gets no signal.',
    steps: {
      generic: [
        'Write an audit policy that records at least Metadata for every request and RequestResponse for changes to RBAC, Secrets access at Metadata only.',
        'Ship the audit log to the central log store and keep it for at least a year.',
      ],
      kubernetes: [
        'Add `--audit-policy-file=/etc/kubernetes/audit/policy.yaml`, `--audit-log-path=/var/log/kubernetes/audit/audit.log`, `--audit-log-maxage=30`, `--audit-log-maxbackup=10` and `--audit-log-maxsize=100` to /etc/kubernetes/manifests/kube-apiserver.yaml on every control plane node, with hostPath mounts for the policy and the log directory.',
        'EKS: enable the audit control plane log type (`aws eks update-cluster-config --logging`); GKE: Cloud Audit Logs for Kubernetes Engine are on by default, enable Data Access logs; AKS: a diagnostic setting sending kube-audit to Log Analytics.',
      ],
    },
  },
  'kubernetes.anonymousAuth': {
    what: 'Verifies that every API server refuses anonymous requests (--anonymous-auth=false), so that each request is tied to an identity and no RBAC mistake exposes the API to anyone who can reach it (CIS Kubernetes 1.2.1). On managed clusters the control plane is hidden: the check then gets no signal.',
    steps: {
      generic: [
        'Turn anonymous requests off on every API server, after giving health checks and load balancers credentials or another path.',
        'Remove any RoleBinding or ClusterRoleBinding to system:anonymous or system:unauthenticated beyond the defaults.',
      ],
      kubernetes: [
        'Add `--anonymous-auth=false` to /etc/kubernetes/manifests/kube-apiserver.yaml on every control plane node, and point the liveness, readiness and startup probes at an authenticated check or a TCP socket.',
        'Find bindings that grant anonymous users anything: `kubectl get clusterrolebindings,rolebindings -A -o json | jq \'.items[] | select(.subjects[]?.name | test("system:(anonymous|unauthenticated)")) | .metadata.name\'`.',
      ],
    },
  },
  'kubernetes.networkPolicies': {
    what: 'Verifies that every namespace outside kube-system, kube-public and kube-node-lease has at least one NetworkPolicy; without one every pod accepts traffic from every other pod in the cluster, so one compromised workload reaches all others (CIS Kubernetes 5.3.2).',
    steps: {
      generic: [
        'Start each namespace with a default-deny policy for ingress (and egress where practical), then allow the flows each workload needs.',
        'Make sure the cluster’s network plugin enforces NetworkPolicy (Calico, Cilium, or the provider’s policy engine).',
      ],
      kubernetes: [
        'Apply a default deny per namespace: `kind: NetworkPolicy`, `spec: {podSelector: {}, policyTypes: [Ingress, Egress]}`, then policies allowing DNS and the workload’s own traffic.',
        'Check coverage: `kubectl get networkpolicies -A` against `kubectl get namespaces`.',
        'EKS: enable network policy in the VPC CNI (`enableNetworkPolicy: "true"`); GKE: Dataplane V2; AKS: `--network-policy azure|calico|cilium`.',
      ],
    },
  },
  'kubernetes.privilegedContainers': {
    what: 'Verifies that no running pod outside the system namespaces has a privileged container or shares the node’s network, process or IPC namespace; each of these lets a compromised container take over its node and every pod on it (CIS Kubernetes 5.2.2–5.2.5).',
    steps: {
      generic: [
        'Remove `privileged: true`, `hostNetwork`, `hostPID` and `hostIPC` from workloads; grant a specific capability instead where one is truly needed.',
        'Keep the few node agents that need host access in one namespace with a documented exception, and enforce the baseline Pod Security Standard everywhere else so new ones are refused.',
      ],
      kubernetes: [
        'Find them: `kubectl get pods -A -o json | jq \'.items[] | select(.spec.hostNetwork or .spec.hostPID or .spec.hostIPC or any(.spec.containers[]; .securityContext.privileged)) | "\\(.metadata.namespace)/\\(.metadata.name)"\'`.',
        'Fix the owning Deployment, DaemonSet or Helm values, and delete one-off debug pods (use `kubectl debug` with a restricted profile instead).',
      ],
    },
  },
  'kubernetes.runAsNonRoot': {
    what: 'Verifies that the running pods outside the system namespaces are kept from running containers as root (runAsNonRoot: true or a non-zero runAsUser); root in a container is one kernel flaw or mount away from root on the node (CIS Kubernetes 5.2.6).',
    steps: {
      generic: [
        'Build images with a non-root USER, and set `runAsNonRoot: true` (and a `runAsUser` above 0) in each pod’s securityContext.',
        'Enforce the restricted Pod Security Standard so that pods without it are refused.',
      ],
      kubernetes: [
        'Set `spec.securityContext: {runAsNonRoot: true, runAsUser: 10001, seccompProfile: {type: RuntimeDefault}}` in the pod template of each Deployment, StatefulSet, DaemonSet and Job, and `allowPrivilegeEscalation: false` on each container.',
        'List the pods without it: `kubectl get pods -A -o json | jq \'.items[] | select(.spec.securityContext.runAsNonRoot != true) | "\\(.metadata.namespace)/\\(.metadata.name)"\'`.',
      ],
    },
  },
  'kubernetes.defaultServiceAccountTokens': {
    what: 'Verifies that the default service account of every namespace outside the system ones does not mount an API token into pods (automountServiceAccountToken: false); otherwise every pod that names no account carries a credential to the Kubernetes API that an attacker in the pod can use (CIS Kubernetes 5.1.5, 5.1.6).',
    steps: {
      generic: [
        'Turn token automounting off on each namespace’s default service account, and give workloads that call the API a dedicated service account with a minimal Role.',
      ],
      kubernetes: [
        'Per namespace: `kubectl patch serviceaccount default -n <namespace> -p \'{"automountServiceAccountToken": false}\'`.',
        'Workloads that need the API set `serviceAccountName: <dedicated account>` and `automountServiceAccountToken: true` in their pod spec.',
      ],
    },
  },
} satisfies Guidance;
