import type { Guidance } from './types';

export const awsGuidance = {
  'aws.rootMfa': {
    what: "Verifies that the AWS account's root user signs in with MFA; root can do anything, including close the account, so auditors treat an unprotected root as a critical access control failure.",
    steps: {
      generic: [
        'Protect the most privileged account of every cloud provider with a phishing-resistant second factor, kept by two named people in a safe place.',
      ],
      aws: [
        'Sign in as root > account menu > Security credentials > Multi-factor authentication (MFA) > Assign MFA device; prefer a FIDO2 security key, and register a second one as a backup.',
        'In AWS Organizations, centralise root access (IAM > Root access management) so member accounts need no root credentials at all.',
      ],
    },
  },
  'aws.rootAccessKeys': {
    what: 'Verifies that the root user has no active access keys; a root key is a permanent credential with unlimited power that no policy can restrict, and CIS requires that none exists.',
    steps: {
      generic: ['Never use the root identity for automation: give each workload its own least-privileged role.'],
      aws: [
        'Find what uses the key: IAM credential report, columns access_key_1_last_used_date and access_key_1_last_used_service; move that automation to an IAM role.',
        'Sign in as root > Security credentials > Access keys: Deactivate the key, watch for breakage for a few days, then Delete it.',
      ],
    },
  },
  'aws.consoleUserMfa': {
    what: 'Verifies that every IAM user with a console password has an MFA device; a password alone is phished or reused, and MFA is what auditors look for on every interactive sign-in.',
    steps: {
      generic: [
        'Require a second factor for every person who can sign in, and prefer single sign-on so that people have no separate cloud passwords at all.',
      ],
      aws: [
        'IAM > Users > (user) > Security credentials > Assign MFA device, or `aws iam create-virtual-mfa-device` then `aws iam enable-mfa-device`.',
        'Attach a policy that denies everything but MFA self-service when `aws:MultiFactorAuthPresent` is false, so no one works without it.',
        'Better: move people to IAM Identity Center with MFA enforced, and remove their IAM user passwords (`aws iam delete-login-profile`).',
      ],
    },
  },
  'aws.unusedCredentials': {
    what: 'Verifies that no IAM password or active access key has gone unused for 90 days or more; idle credentials usually belong to people or systems that have left, and auditors read them as failed deprovisioning.',
    steps: {
      generic: [
        'Disable credentials that have not been used for 90 days, and remove them once no one claims them.',
        'Tie account removal to the leaver process so that credentials never outlive the need.',
      ],
      aws: [
        'IAM > Credential report (or `aws iam generate-credential-report` and `aws iam get-credential-report`): read password_last_used and access_key_N_last_used_date.',
        'Deactivate idle keys with `aws iam update-access-key --status Inactive`, remove idle passwords with `aws iam delete-login-profile`, then delete the user if no one objects.',
      ],
    },
  },
  'aws.accessKeyRotation': {
    what: 'Verifies that no active IAM access key is older than 90 days; long-lived keys leak through laptops, repositories and logs, and rotation limits how long a leaked key works.',
    steps: {
      generic: [
        'Replace long-lived keys with short-lived credentials where possible, and rotate the rest at least every 90 days.',
      ],
      aws: [
        'Create a second key (`aws iam create-access-key`), deploy it, deactivate the old one (`aws iam update-access-key --status Inactive`) and delete it once nothing breaks.',
        'For workloads in AWS use IAM roles; for CI use OIDC federation (e.g. GitHub Actions to an IAM role) so no access key exists at all.',
      ],
    },
  },
  'aws.passwordPolicy': {
    what: 'Verifies that the IAM password policy requires at least 14 characters and prevents reuse of the last 24 passwords, as the CIS AWS Foundations Benchmark recommends; without a policy IAM accepts 8-character passwords.',
    steps: {
      generic: ['Require long passwords and prevent their reuse wherever a password is still accepted.'],
      aws: [
        'IAM > Account settings > Password policy > Edit: minimum length 14, prevent password reuse 24; or `aws iam update-account-password-policy --minimum-password-length 14 --password-reuse-prevention 24`.',
      ],
    },
  },
  'aws.cloudTrailMultiRegion': {
    what: 'Verifies that a multi-region CloudTrail trail is logging, so every API call in every region is recorded; this audit trail is what investigations and auditors rely on.',
    steps: {
      generic: [
        'Record every administrative action in the cloud account, in every region, to storage the operators cannot alter.',
      ],
      aws: [
        'CloudTrail > Trails > Create trail, apply to all regions (an organization trail from the management account covers every account), management events Read and Write.',
        'If a trail exists but is stopped: `aws cloudtrail start-logging --name <trail>`.',
      ],
    },
  },
  'aws.cloudTrailLogValidation': {
    what: 'Verifies that every CloudTrail trail writes digest files, so anyone can prove that a log file was not changed or deleted after delivery; auditors need logs whose integrity can be shown.',
    steps: {
      generic: ['Protect audit logs against tampering with signed digests or immutable storage.'],
      aws: [
        'CloudTrail > Trails > (trail) > General details > Edit > Log file validation: Enabled; or `aws cloudtrail update-trail --name <trail> --enable-log-file-validation`.',
        'Check a period with `aws cloudtrail validate-logs --trail-arn <arn> --start-time <time>`.',
      ],
    },
  },
  'aws.s3PublicAccessBlock': {
    what: 'Verifies that every S3 bucket in the region blocks public access (all four Block Public Access settings); public buckets are the commonest source of cloud data leaks.',
    steps: {
      generic: ['Keep storage private by default and publish content through a controlled front end.'],
      aws: [
        'S3 > (bucket) > Permissions > Block public access > Edit: turn on all four settings; or `aws s3api put-public-access-block --bucket <bucket> --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true`.',
        'Also turn it on for the whole account (S3 > Block Public Access settings for this account). Serve public websites through CloudFront with origin access control instead of a public bucket.',
      ],
    },
  },
  'aws.s3DefaultEncryption': {
    what: 'Verifies that every S3 bucket in the region encrypts new objects by default. Since January 2023 S3 applies SSE-S3 to every bucket, so this check passes with SSE-S3 or SSE-KMS; choose SSE-KMS where key access must be controlled and logged.',
    steps: {
      generic: ['Encrypt all stored data by default, with keys whose use is controlled and logged for sensitive data.'],
      aws: [
        'S3 > (bucket) > Properties > Default encryption > Edit: SSE-KMS with a customer managed key and Bucket Key enabled; or `aws s3api put-bucket-encryption`.',
      ],
    },
  },
  'aws.rdsEncryption': {
    what: 'Verifies that every RDS database instance in the region encrypts its storage, backups and snapshots at rest; databases hold most personal and health data.',
    steps: {
      generic: ['Encrypt every database at rest, and create new ones encrypted by default.'],
      aws: [
        'Encryption is chosen at creation: snapshot the instance, copy the snapshot with `aws rds copy-db-snapshot --kms-key-id <key>`, restore from the encrypted copy and switch the application over.',
        'Enforce it for new databases with the AWS Config rule rds-storage-encrypted or an SCP denying rds:CreateDBInstance when rds:StorageEncrypted is false.',
      ],
    },
  },
  'aws.ebsEncryption': {
    what: 'Verifies that every EBS volume in the region is encrypted; the evidence also shows whether EBS encryption by default is on, which keeps new volumes encrypted.',
    steps: {
      generic: ['Encrypt every disk at rest, and make encryption the default for new ones.'],
      aws: [
        'EC2 > Settings > EBS encryption > Always encrypt new EBS volumes; or `aws ec2 enable-ebs-encryption-by-default`, in every region used.',
        'For an unencrypted volume: snapshot it, `aws ec2 copy-snapshot --encrypted`, create a volume from the copy and swap it in during a maintenance window.',
      ],
    },
  },
  'aws.openAdminPorts': {
    what: 'Verifies that no security group allows SSH (22) or RDP (3389) from the whole internet (0.0.0.0/0 or ::/0); exposed administration ports are brute-forced within minutes of being opened.',
    steps: {
      generic: [
        'Reach servers for administration through a managed, logged access path, never directly from the internet.',
      ],
      aws: [
        'EC2 > Security groups > (group) > Inbound rules: remove 0.0.0.0/0 and ::/0 on 22, 3389 and all-traffic rules; or `aws ec2 revoke-security-group-ingress`.',
        'Use Systems Manager Session Manager (no inbound port at all) or EC2 Instance Connect Endpoint, and a VPN range where a port must stay open.',
      ],
    },
  },
  'aws.guardDuty': {
    what: 'Verifies that GuardDuty is enabled in the region, so that compromised credentials, instances and buckets raise findings; auditors expect continuous threat detection on production accounts.',
    steps: {
      generic: ['Run managed threat detection on every cloud account and route its findings to the people on call.'],
      aws: [
        'GuardDuty > Get started > Enable GuardDuty, or `aws guardduty create-detector --enable`; from a delegated administrator, auto-enable it for all organisation accounts.',
        'Send findings to the on-call channel through EventBridge (source aws.guardduty) and Security Hub.',
      ],
    },
  },
  'aws.configRecorder': {
    what: 'Verifies that an AWS Config recorder is recording in the region, keeping a history of every resource configuration change; it is the evidence behind change management and asset inventory.',
    steps: {
      generic: [
        'Record configuration changes of cloud resources continuously, and keep the history for the audit period.',
      ],
      aws: [
        'AWS Config > Settings > Recorder: record all resource types (including global ones in one region), then Start recording; or `aws configservice start-configuration-recorder --configuration-recorder-name default`.',
      ],
    },
  },
  'aws.kmsKeyRotation': {
    what: 'Verifies that automatic rotation is on for every enabled, symmetric, customer managed KMS key; rotation limits how much data one key version protects, as CIS and most key management policies require.',
    steps: {
      generic: ['Rotate encryption keys on a schedule, automatically.'],
      aws: [
        'KMS > Customer managed keys > (key) > Key rotation: Automatically rotate this KMS key every year (or a shorter period); or `aws kms enable-key-rotation --key-id <key>`.',
      ],
    },
  },
} satisfies Guidance;
