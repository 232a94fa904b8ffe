import { type AutomatedCheck, automatedCheck, supports } from './automated';
import { encryptionInTransit, networkExposure, publicExposure } from './rationales/exposure';
import { credentialHygiene, privilegedAccess } from './rationales/identity';
import { auditLogging, configurationBaseline } from './rationales/operations';
import { booleanCheck, ratioCheck, zeroCountCheck } from './rules';

const gcp = ['gcp'] as const;

const are = (count: number) => (count === 1 ? 'is' : 'are');

/** What the Google Cloud connector measures of one project, against the CIS Google Cloud Foundations Benchmark. */
export const gcpChecks = {
  // The guardrails Google enforces by default in new organizations ("secure by default"), read on the project.
  'gcp.orgPolicyConstraints': automatedCheck(
    gcp,
    ratioCheck(
      'GCP organization policy guardrails',
      (missing, total) =>
        `${missing} of ${total} security organization policy constraints ${are(missing)} not enforced on the Google Cloud project`,
    ),
    supports(configurationBaseline, {
      SOC2: ['CC5.2', 'CC6.1', 'CC6.6'],
      ISO27001: ['A.5.23', 'A.8.9'],
      HIPAA: ['164.308(a)(1)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'gcp.publicBuckets': automatedCheck(
    gcp,
    ratioCheck(
      'Public Cloud Storage buckets',
      (missing, total) =>
        `${missing} of ${total} Cloud Storage buckets ${are(missing)} public (granted to allUsers or allAuthenticatedUsers)`,
    ),
    supports(publicExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.5.15', 'A.8.3', 'A.8.12'],
      HIPAA: ['164.308(a)(1)(ii)(B)', '164.308(a)(4)', '164.312(a)(1)'],
      GDPR: ['Art. 5', 'Art. 25', 'Art. 32'],
    }),
  ),
  'gcp.uniformBucketAccess': automatedCheck(
    gcp,
    ratioCheck(
      'Uniform bucket-level access',
      (missing, total) =>
        `${missing} of ${total} Cloud Storage buckets still allow per-object ACLs (uniform bucket-level access is off)`,
    ),
    supports(publicExposure, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.15', 'A.8.3'],
      HIPAA: ['164.308(a)(1)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'gcp.dataAccessAuditLogs': automatedCheck(
    gcp,
    booleanCheck(
      'GCP Data Access audit logs',
      'Data Access audit logs (DATA_READ and DATA_WRITE) are not enabled for all services of the Google Cloud project',
    ),
    supports(auditLogging, {
      SOC2: ['CC7.2', 'CC7.3'],
      ISO27001: ['A.8.15', 'A.8.16'],
      HIPAA: ['164.308(a)(1)(ii)(D)', '164.312(b)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 5', 'Art. 32'],
    }),
  ),
  // CIS Google Cloud 1.7: user-managed keys are rotated within 90 days.
  'gcp.serviceAccountKeyAge': automatedCheck(
    gcp,
    ratioCheck(
      'GCP service account key rotation',
      (missing, total) => `${missing} of ${total} user-managed service account keys ${are(missing)} older than 90 days`,
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.16', 'A.5.17', 'A.8.5'],
      HIPAA: ['164.308(a)(5)(ii)(D)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // Google advises against basic roles in production; administrators hold them through a group, if at all.
  'gcp.primitiveRoles': automatedCheck(
    gcp,
    zeroCountCheck('GCP basic roles granted to users', (count) =>
      count === 1
        ? '1 user holds the basic Owner or Editor role on the Google Cloud project'
        : `${count} users hold the basic Owner or Editor role on the Google Cloud project`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.15', 'A.5.18', 'A.8.2'],
      HIPAA: ['164.308(a)(3)', '164.308(a)(4)', '164.308(a)(4)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'gcp.cloudSqlTls': automatedCheck(
    gcp,
    ratioCheck(
      'Cloud SQL encryption in transit',
      (missing, total) => `${missing} of ${total} Cloud SQL instances accept unencrypted connections`,
    ),
    supports(encryptionInTransit, {
      SOC2: ['CC6.1', 'CC6.7'],
      ISO27001: ['A.5.14', 'A.8.24'],
      HIPAA: ['164.312(e)(1)', '164.312(e)(2)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'gcp.cloudSqlPublicAccess': automatedCheck(
    gcp,
    ratioCheck(
      'Cloud SQL public access',
      (missing, total) => `${missing} of ${total} Cloud SQL instances accept connections from any address (0.0.0.0/0)`,
    ),
    supports(publicExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.8.3', 'A.8.20', 'A.8.22'],
      HIPAA: ['164.308(a)(1)(ii)(B)', '164.308(a)(4)', '164.312(a)(1)', '164.312(e)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  // CIS Google Cloud 3.6 and 3.7: SSH (22) and RDP (3389) are not open to the internet.
  'gcp.firewallOpenManagementPorts': automatedCheck(
    gcp,
    zeroCountCheck('GCP firewall management ports', (count) =>
      count === 1
        ? '1 firewall rule allows SSH or RDP from the internet'
        : `${count} firewall rules allow SSH or RDP from the internet`,
    ),
    supports(networkExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.8.20', 'A.8.22'],
      HIPAA: ['164.308(a)(1)(ii)(B)', '164.312(a)(1)', '164.312(e)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // CIS Google Cloud 2.2: a sink without a filter keeps a copy of every entry beyond Cloud Logging's retention.
  'gcp.logSinks': automatedCheck(
    gcp,
    booleanCheck('GCP log export', 'No log sink exports all log entries of the Google Cloud project'),
    supports(auditLogging, {
      SOC2: ['CC2.1', 'CC7.2'],
      ISO27001: ['A.5.28', 'A.8.15'],
      HIPAA: ['164.308(a)(1)(ii)(D)', '164.312(b)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
} satisfies Record<string, AutomatedCheck>;
