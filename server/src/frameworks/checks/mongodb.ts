import { type AutomatedCheck, automatedCheck, supports } from './automated';
import { encryptionAtRest, encryptionInTransit, networkExposure } from './rationales/exposure';
import { privilegedAccess } from './rationales/identity';
import { auditLogging, resilience } from './rationales/operations';
import { booleanCheck, maximumCheck, ratioCheck, zeroCountCheck } from './rules';

const mongodb = ['mongodb'] as const;

/** What the MongoDB Atlas connector measures of one Atlas project. */
export const mongodbChecks = {
  'mongodb.openAccessList': automatedCheck(
    mongodb,
    zeroCountCheck('Atlas IP access list', (count) =>
      count === 1
        ? '1 IP access list entry lets any address on the internet connect to the Atlas clusters'
        : `${count} IP access list entries let any address on the internet connect to the Atlas clusters`,
    ),
    supports(networkExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.8.20', 'A.8.22'],
      HIPAA: ['164.312(a)(1)', '164.312(e)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  // Atlas always encrypts storage with its own keys; customer-managed keys let the organisation revoke access to
  // the data and prove who can decrypt it, which is what auditors ask of encryption at rest for regulated data.
  'mongodb.encryptionAtRest': automatedCheck(
    mongodb,
    ratioCheck(
      'Atlas encryption with customer-managed keys',
      (missing, total) => `${missing} of ${total} Atlas clusters are not encrypted at rest with a customer-managed key`,
    ),
    supports(encryptionAtRest, {
      SOC2: ['CC6.1', 'C1.1'],
      ISO27001: ['A.8.24'],
      HIPAA: ['164.312(a)(2)(iv)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'mongodb.auditing': automatedCheck(
    mongodb,
    booleanCheck('Atlas database auditing', 'Database auditing is disabled for the Atlas project'),
    supports(auditLogging, {
      SOC2: ['CC7.2', 'CC7.3'],
      ISO27001: ['A.8.15', 'A.8.16'],
      HIPAA: ['164.312(b)', '164.308(a)(1)(ii)(D)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // Least privilege, as the CIS MongoDB Benchmark asks of database roles: two accounts over every database (one
  // administrator, one break-glass) leave a spare without handing the whole project to applications.
  'mongodb.privilegedUsers': automatedCheck(
    mongodb,
    maximumCheck(
      'Atlas privileged database users',
      2,
      (count) =>
        `${count} database users hold atlasAdmin, readWriteAnyDatabase or dbAdminAnyDatabase on every database (maximum 2)`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.15', 'A.5.18', 'A.8.2'],
      HIPAA: ['164.308(a)(4)(ii)(B)', '164.308(a)(4)(ii)(C)', '164.312(a)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'mongodb.clusterBackups': automatedCheck(
    mongodb,
    ratioCheck(
      'Atlas cluster backups',
      (missing, total) => `${missing} of ${total} Atlas clusters have no Cloud Backup`,
    ),
    supports(resilience, {
      SOC2: ['A1.2', 'CC9.1'],
      ISO27001: ['A.8.13', 'A.5.30'],
      HIPAA: ['164.308(a)(7)(ii)(A)', '164.308(a)(7)(ii)(B)', '164.310(d)(2)(iv)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // TLS 1.0 and 1.1 are deprecated (RFC 8996); Atlas lets each dedicated cluster refuse them.
  'mongodb.minimumTls': automatedCheck(
    mongodb,
    ratioCheck(
      'Atlas minimum TLS version',
      (missing, total) => `${missing} of ${total} Atlas clusters accept connections over TLS older than 1.2`,
    ),
    supports(encryptionInTransit, {
      SOC2: ['CC6.1', 'CC6.7'],
      ISO27001: ['A.5.14', 'A.8.21', 'A.8.24'],
      HIPAA: ['164.312(e)(1)', '164.312(e)(2)(i)', '164.312(e)(2)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'mongodb.terminationProtection': automatedCheck(
    mongodb,
    ratioCheck(
      'Atlas termination protection',
      (missing, total) =>
        `${missing} of ${total} Atlas clusters can be deleted without first lifting termination protection`,
    ),
    supports(resilience, {
      SOC2: ['A1.2', 'CC8.1'],
      ISO27001: ['A.5.30', 'A.8.32'],
      HIPAA: ['164.312(c)(1)', '164.308(a)(7)(ii)(B)'],
      GDPR: ['Art. 32'],
    }),
  ),
} satisfies Record<string, AutomatedCheck>;
