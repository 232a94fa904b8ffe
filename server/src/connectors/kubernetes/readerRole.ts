/**
 * What to apply (`kubectl apply -f`) before connecting: a read-only ClusterRole with exactly the listings the
 * collectors make, a service account bound to it and a long-lived token for it. It grants no access to Secrets.
 * The securo namespace is hardened as the checks expect, so that it does not count against the cluster.
 */
export const kubernetesReaderManifest = `apiVersion: v1
kind: Namespace
metadata:
  name: securo
  labels:
    pod-security.kubernetes.io/enforce: restricted
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: default
  namespace: securo
automountServiceAccountToken: false
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: default-deny
  namespace: securo
spec:
  podSelector: {}
  policyTypes: [Ingress, Egress]
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: auditor
  namespace: securo
automountServiceAccountToken: false
---
apiVersion: v1
kind: Secret
metadata:
  name: auditor-token
  namespace: securo
  annotations:
    kubernetes.io/service-account.name: auditor
type: kubernetes.io/service-account-token
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: securo-auditor
rules:
  - apiGroups: [""]
    resources: [namespaces, pods, serviceaccounts]
    verbs: [list]
  - apiGroups: [rbac.authorization.k8s.io]
    resources: [clusterroles, clusterrolebindings]
    verbs: [list]
  - apiGroups: [networking.k8s.io]
    resources: [networkpolicies]
    verbs: [list]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: securo-auditor
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: securo-auditor
subjects:
  - kind: ServiceAccount
    name: auditor
    namespace: securo
`;
