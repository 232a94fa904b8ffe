import { type AutomatedCheck, automatedCheck, supports } from './automated';
import { encryptionAtRest, networkExposure } from './rationales/exposure';
import { credentialHygiene, privilegedAccess, strongAuthentication } from './rationales/identity';
import { auditLogging, configurationBaseline, threatDetection } from './rationales/operations';
import { booleanCheck, ratioCheck, zeroCountCheck } from './rules';

const aws = ['aws'] as const;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const storageEncryption = supports(encryptionAtRest, {
  SOC2: ['CC6.1', 'PI1.5'],
  ISO27001: ['A.8.24'],
  HIPAA: ['164.312(a)(2)(iv)'],
  GDPR: ['Art. 32'],
});

/** What the AWS connector measures of one account, in the region it is connected to (IAM is global). */
export const awsChecks = {
  'aws.rootMfa': automatedCheck(
    aws,
    booleanCheck('AWS root user MFA', 'The AWS root user has no MFA device'),
    supports(strongAuthentication, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.5.17', 'A.8.2', 'A.8.5'],
      HIPAA: ['164.312(a)(1)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.rootAccessKeys': automatedCheck(
    aws,
    zeroCountCheck('AWS root access keys', (count) =>
      plural(count, 'The AWS root user has an active access key', `The AWS root user has ${count} active access keys`),
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.15', 'A.8.2', 'A.8.5'],
      HIPAA: ['164.312(a)(1)', '164.312(a)(2)(i)', '164.308(a)(4)(ii)(C)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.consoleUserMfa': automatedCheck(
    aws,
    ratioCheck(
      'AWS console user MFA',
      (missing, total) => `${missing} of ${total} IAM users who can sign in to the AWS console have no MFA device`,
    ),
    supports(strongAuthentication, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.5.17', 'A.8.5'],
      HIPAA: ['164.312(a)(1)', '164.312(d)', '164.308(a)(5)(ii)(D)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // CIS AWS Foundations 1.x disables credentials unused for 90 days; later editions tighten it to 45.
  'aws.unusedCredentials': automatedCheck(
    aws,
    zeroCountCheck('AWS unused credentials', (count) =>
      plural(
        count,
        '1 IAM password or access key has not been used for 90 days or more',
        `${count} IAM passwords and access keys have not been used for 90 days or more`,
      ),
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.2', 'CC6.3'],
      ISO27001: ['A.5.15', 'A.5.18'],
      HIPAA: ['164.308(a)(3)(ii)(C)', '164.308(a)(4)(ii)(C)', '164.308(a)(5)(ii)(D)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // CIS AWS Foundations: access keys are rotated every 90 days or less.
  'aws.accessKeyRotation': automatedCheck(
    aws,
    zeroCountCheck('AWS access key rotation', (count) =>
      plural(
        count,
        '1 active IAM access key is older than 90 days',
        `${count} active IAM access keys are older than 90 days`,
      ),
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.1'],
      ISO27001: ['A.5.17', 'A.8.5'],
      HIPAA: ['164.308(a)(5)(ii)(D)', '164.308(a)(4)(ii)(C)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // CIS AWS Foundations: at least 14 characters, and none of the last 24 passwords reused.
  'aws.passwordPolicy': automatedCheck(
    aws,
    booleanCheck(
      'AWS IAM password policy',
      'The IAM password policy does not require 14+ characters and prevent reuse of the last 24 passwords (CIS)',
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.1'],
      ISO27001: ['A.5.17'],
      HIPAA: ['164.308(a)(5)(ii)(D)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.cloudTrailMultiRegion': automatedCheck(
    aws,
    booleanCheck('AWS CloudTrail', 'No multi-region CloudTrail trail is logging API activity'),
    supports(auditLogging, {
      SOC2: ['CC2.1', 'CC7.2', 'CC7.3'],
      ISO27001: ['A.8.15', 'A.8.16', 'A.5.28'],
      HIPAA: ['164.312(b)', '164.308(a)(1)(ii)(D)', '164.308(a)(5)(ii)(C)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.cloudTrailLogValidation': automatedCheck(
    aws,
    ratioCheck(
      'AWS CloudTrail log file validation',
      (missing, total) => `${missing} of ${total} CloudTrail trails do not validate the integrity of their log files`,
    ),
    supports(auditLogging, {
      SOC2: ['CC7.2'],
      ISO27001: ['A.8.15', 'A.5.28', 'A.8.16'],
      HIPAA: ['164.312(b)', '164.312(c)(1)', '164.312(c)(2)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.s3PublicAccessBlock': automatedCheck(
    aws,
    ratioCheck(
      'AWS S3 public access block',
      (missing, total) => `${missing} of ${total} S3 buckets do not block public access`,
    ),
    supports(auditLogging, {
      SOC2: ['CC7.2'],
      ISO27001: ['A.8.15', 'A.5.28', 'A.8.16'],
      HIPAA: ['164.312(b)', '164.312(c)(1)', '164.312(c)(2)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.s3DefaultEncryption': automatedCheck(
    aws,
    ratioCheck(
      'AWS S3 default encryption',
      (missing, total) => `${missing} of ${total} S3 buckets have no default encryption`,
    ),
    storageEncryption,
  ),
  'aws.rdsEncryption': automatedCheck(
    aws,
    ratioCheck(
      'AWS RDS encryption',
      (missing, total) => `${missing} of ${total} RDS database instances are not encrypted at rest`,
    ),
    storageEncryption,
  ),
  'aws.ebsEncryption': automatedCheck(
    aws,
    ratioCheck('AWS EBS encryption', (missing, total) => `${missing} of ${total} EBS volumes are not encrypted`),
    storageEncryption,
  ),
  'aws.openAdminPorts': automatedCheck(
    aws,
    zeroCountCheck('AWS SSH and RDP exposure', (count) =>
      plural(
        count,
        '1 security group allows SSH or RDP from the whole internet',
        `${count} security groups allow SSH or RDP from the whole internet`,
      ),
    ),
    supports(networkExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.8.20', 'A.8.21', 'A.8.22'],
      HIPAA: ['164.312(e)(1)', '164.312(a)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.guardDuty': automatedCheck(
    aws,
    booleanCheck('AWS GuardDuty', 'GuardDuty threat detection is not enabled in the region'),
    supports(threatDetection, {
      SOC2: ['CC6.8', 'CC7.1', 'CC7.2', 'CC7.3', 'CC7.4'],
      ISO27001: ['A.8.16', 'A.8.7', 'A.5.7', 'A.5.25'],
      HIPAA: ['164.308(a)(1)(ii)(D)', '164.308(a)(5)(ii)(B)', '164.308(a)(6)(ii)', '164.312(b)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.configRecorder': automatedCheck(
    aws,
    booleanCheck('AWS Config recording', 'AWS Config is not recording resource configuration changes in the region'),
    supports(configurationBaseline, {
      SOC2: ['CC7.1', 'CC8.1', 'CC3.4'],
      ISO27001: ['A.8.9', 'A.5.9', 'A.8.32'],
      HIPAA: ['164.308(a)(1)(ii)(D)', '164.312(b)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'aws.kmsKeyRotation': automatedCheck(
    aws,
    ratioCheck(
      'AWS KMS key rotation',
      (missing, total) => `${missing} of ${total} customer managed KMS keys are not rotated automatically`,
    ),
    supports(encryptionAtRest, {
      SOC2: ['CC6.1'],
      ISO27001: ['A.8.24'],
      HIPAA: ['164.312(a)(2)(iv)'],
      GDPR: ['Art. 32'],
    }),
  ),
} satisfies Record<string, AutomatedCheck>;
