// The fields of the Kubernetes objects the collectors read, named as the Kubernetes API reference names them.

export type ObjectMeta = { name: string; namespace?: string; labels?: Record<string, string> };

export type Namespace = { metadata: ObjectMeta };

export type Subject = { kind: 'User' | 'Group' | 'ServiceAccount'; name: string; namespace?: string };

export type ClusterRoleBinding = {
  metadata: ObjectMeta;
  roleRef: { kind: string; name: string };
  subjects?: Subject[];
};

export type PolicyRule = { apiGroups?: string[]; resources?: string[]; nonResourceURLs?: string[]; verbs: string[] };

/** An aggregated ClusterRole's rules are null until the controller fills them. */
export type ClusterRole = { metadata: ObjectMeta; rules?: PolicyRule[] | null };

export type SecurityContext = { privileged?: boolean; runAsNonRoot?: boolean; runAsUser?: number };

export type Container = {
  name: string;
  command?: string[];
  args?: string[];
  securityContext?: SecurityContext;
};

export type Pod = {
  metadata: ObjectMeta;
  spec: {
    nodeName?: string;
    hostNetwork?: boolean;
    hostPID?: boolean;
    hostIPC?: boolean;
    securityContext?: Omit<SecurityContext, 'privileged'>;
    containers: Container[];
    initContainers?: Container[];
    ephemeralContainers?: Container[];
  };
  status?: { phase?: 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'Unknown' };
};

export type NetworkPolicy = { metadata: ObjectMeta };

export type ServiceAccount = { metadata: ObjectMeta; automountServiceAccountToken?: boolean };
