import { type AutomatedCheck, automatedCheck, supports } from './automated';
import { encryptionAtRest, networkExposure } from './rationales/exposure';
import { privilegedAccess, strongAuthentication } from './rationales/identity';
import { auditLogging, configurationBaseline } from './rationales/operations';
import { booleanCheck, maximumCheck, ratioCheck, zeroCountCheck } from './rules';

const kubernetes = ['k8s'] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the Kubernetes connector measures of one cluster, after the CIS Kubernetes Benchmark. */
export const kubernetesChecks = {
  // CIS 5.1.1 keeps cluster-admin to where it is required: a break-glass group plus the installer's own binding
  // (kubeadm binds kubeadm:cluster-admins) covers that; system: users and groups are not counted.
  'kubernetes.clusterAdminBindings': automatedCheck(
    kubernetes,
    maximumCheck(
      'Cluster-admin bindings',
      2,
      (count) => `${plural(count, 'subject is', 'subjects are')} bound to cluster-admin (maximum 2)`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.1', 'CC6.2', 'CC6.3'],
      ISO27001: ['A.5.3', 'A.5.15', 'A.5.18', 'A.8.2'],
      HIPAA: ['164.308(a)(3)(ii)(B)', '164.308(a)(4)(ii)(B)', '164.308(a)(4)(ii)(C)', '164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'kubernetes.wildcardRoles': automatedCheck(
    kubernetes,
    zeroCountCheck('Wildcard RBAC roles', (count) =>
      count === 1
        ? '1 ClusterRole grants every verb or every resource through a wildcard'
        : `${count} ClusterRoles grant every verb or every resource through a wildcard`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.15', 'A.5.18', 'A.8.2'],
      HIPAA: ['164.308(a)(4)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'kubernetes.podSecurityAdmission': automatedCheck(
    kubernetes,
    ratioCheck(
      'Pod Security admission',
      (missing, total) =>
        `${missing} of ${total} namespaces do not enforce the baseline or restricted Pod Security Standard`,
    ),
    supports(configurationBaseline, {
      SOC2: ['CC6.1', 'CC6.8', 'CC7.1'],
      ISO27001: ['A.8.2', 'A.8.9', 'A.8.27'],
      HIPAA: ['164.308(a)(1)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'kubernetes.secretsEncryption': automatedCheck(
    kubernetes,
    booleanCheck(
      'Secrets encryption at rest',
      'The API server stores Secrets in etcd unencrypted (no --encryption-provider-config)',
    ),
    supports(encryptionAtRest, {
      SOC2: ['CC6.1', 'C1.1'],
      ISO27001: ['A.5.17', 'A.8.24'],
      HIPAA: ['164.312(a)(2)(iv)', '164.308(a)(1)(ii)(B)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'kubernetes.auditLogging': automatedCheck(
    kubernetes,
    booleanCheck(
      'API server audit logging',
      'The API server keeps no audit log (no --audit-policy-file with --audit-log-path or an audit webhook)',
    ),
    supports(auditLogging, {
      SOC2: ['CC7.2', 'CC7.3'],
      ISO27001: ['A.5.28', 'A.8.15', 'A.8.16'],
      HIPAA: ['164.308(a)(1)(ii)(D)', '164.308(a)(5)(ii)(C)', '164.312(b)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'kubernetes.anonymousAuth': automatedCheck(
    kubernetes,
    booleanCheck('Anonymous API access', 'The API server accepts anonymous requests (--anonymous-auth is not false)'),
    supports(strongAuthentication, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.5.15', 'A.8.5'],
      HIPAA: ['164.312(a)(1)', '164.312(a)(2)(i)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'kubernetes.networkPolicies': automatedCheck(
    kubernetes,
    ratioCheck(
      'Network policies',
      (missing, total) => `${missing} of ${total} namespaces have no network policy, so every pod accepts any traffic`,
    ),
    supports(networkExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.8.20', 'A.8.22'],
      HIPAA: ['164.312(a)(1)', '164.312(e)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'kubernetes.privilegedContainers': automatedCheck(
    kubernetes,
    zeroCountCheck(
      'Privileged pods',
      (count) =>
        `${plural(count, 'pod runs', 'pods run')} privileged containers or share${count === 1 ? 's' : ''} the node's network, process or IPC namespace`,
    ),
    supports(configurationBaseline, {
      SOC2: ['CC6.1', 'CC6.3', 'CC6.8'],
      ISO27001: ['A.8.2', 'A.8.3', 'A.8.22'],
      HIPAA: ['164.308(a)(1)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'kubernetes.runAsNonRoot': automatedCheck(
    kubernetes,
    ratioCheck(
      'Containers running as root',
      (missing, total) =>
        `${missing} of ${total} running pods may run containers as root (neither runAsNonRoot nor a non-zero runAsUser is set)`,
    ),
    supports(configurationBaseline, {
      SOC2: ['CC6.3', 'CC6.8'],
      ISO27001: ['A.8.2', 'A.8.9'],
      HIPAA: ['164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'kubernetes.defaultServiceAccountTokens': automatedCheck(
    kubernetes,
    ratioCheck(
      'Default service account tokens',
      (missing, total) =>
        `${missing} of ${total} default service accounts mount an API token into every pod that names no other (automountServiceAccountToken is not false)`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.17', 'A.5.18', 'A.8.2'],
      HIPAA: ['164.308(a)(4)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
} satisfies Record<string, AutomatedCheck>;
