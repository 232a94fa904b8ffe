import type { Guidance } from './types';

export const dataProtectionGuidance = {
  'encryption.atRest': {
    what: 'Verifies that every data store (databases, object storage, disks, backups) is encrypted at rest; auditors also expect the keys in a KMS with restricted use and rotation.',
    steps: {
      generic: [
        "Inventory data stores and enable the provider's storage encryption; use customer-managed keys where you need to control and audit key use.",
        'Restrict who can use and administer keys through key policies, enable rotation, and log key usage.',
        'Cover snapshots, replicas and backups as well as primary stores.',
      ],
      aws: [
        'S3: set default encryption to SSE-KMS with an S3 Bucket Key (`aws s3api put-bucket-encryption`); new objects already get SSE-S3 by default, SSE-KMS adds key access control and CloudTrail records of key use.',
        'EBS: `aws ec2 enable-ebs-encryption-by-default` in every region used.',
        'RDS: encryption can only be chosen when an instance is created; for an unencrypted one, snapshot it, copy the snapshot with `--kms-key-id` (`aws rds copy-db-snapshot`), restore from the encrypted copy and cut over.',
        'KMS: `aws kms enable-key-rotation` on customer-managed keys; AWS Config rules `s3-bucket-server-side-encryption-enabled`, `rds-storage-encrypted` and `encrypted-volumes` give continuous evidence.',
      ],
      azure: [
        'Storage accounts and managed disks are encrypted with platform-managed keys by default; configure customer-managed keys in Key Vault where required.',
        'Confirm Transparent Data Encryption on Azure SQL (on by default) and assign Azure Policy built-ins that audit encryption.',
      ],
      gcp: [
        'Data is encrypted by default with Google-managed keys; use CMEK with Cloud KMS for Cloud Storage, Cloud SQL and BigQuery where you need key control.',
        'Org policy `constraints/gcp.restrictNonCmekServices` can require CMEK for chosen services.',
      ],
      kubernetes: [
        'Encrypt Secrets in etcd with an EncryptionConfiguration using a KMS v2 provider (EKS: envelope encryption with KMS; GKE: application-layer secrets encryption).',
        'Encrypt persistent volumes through the StorageClass (e.g. `encrypted: "true"` for the EBS CSI driver).',
      ],
      mongodb: [
        'Atlas encrypts cluster storage by default; enable "Encryption at Rest using Customer Key Management" with AWS KMS, Azure Key Vault or Google Cloud KMS for control of the keys.',
        'Self-managed: MongoDB Enterprise encrypted storage engine (`--enableEncryption` with a KMIP key server) or volume-level encryption.',
      ],
    },
  },
  'encryption.inTransit': {
    what: 'Verifies that endpoints refuse connections without TLS 1.2 or later; auditors expect data in transit encrypted on public and internal connections.',
    steps: {
      generic: [
        'Set TLS 1.2 as the minimum (1.3 preferred) on load balancers, CDNs and APIs; disable TLS 1.0/1.1 and weak cipher suites; redirect HTTP to HTTPS and send HSTS.',
        'Require TLS for database connections and internal service-to-service traffic (or mutual TLS through a service mesh).',
        'Scan endpoints (testssl.sh, SSL Labs) and keep the results as evidence; automate certificate renewal.',
      ],
      aws: [
        'ALB/NLB HTTPS listeners: security policy `ELBSecurityPolicy-TLS13-1-2-2021-06`; CloudFront: viewer protocol "Redirect HTTP to HTTPS" and minimum protocol TLSv1.2_2021.',
        'S3: bucket policy denying requests where `aws:SecureTransport` is false; RDS: `rds.force_ssl=1` (PostgreSQL) or `require_secure_transport=ON` (MySQL) in the parameter group.',
      ],
      azure: [
        'App Service: HTTPS Only and minimum TLS 1.2; Storage accounts: "Secure transfer required" and minimum TLS 1.2; Azure SQL: minimal TLS version 1.2.',
      ],
      gcp: [
        'Attach an SSL policy with minimum TLS 1.2 and the MODERN or RESTRICTED profile to HTTPS load balancers; Cloud SQL: set SSL mode to allow only encrypted connections.',
      ],
      kubernetes: [
        'Terminate TLS at the ingress with cert-manager certificates and set the minimum protocol (ingress-nginx `ssl-protocols: "TLSv1.2 TLSv1.3"`).',
        'Enforce mutual TLS between workloads with a mesh (Istio PeerAuthentication mode STRICT, or Linkerd).',
      ],
      mongodb: [
        "Atlas always requires TLS; set the minimum TLS protocol version to 1.2 in the cluster's additional settings. Self-managed: `net.tls.mode: requireTLS` and `net.tls.disabledProtocols: TLS1_0,TLS1_1`.",
      ],
    },
  },
  'dataRetention.policyDefined': {
    what: 'Verifies that a data retention and disposal policy states how long each kind of data is kept and how it is deleted; auditors, and GDPR storage limitation (Art. 5(1)(e)), expect nothing kept longer than needed.',
    steps: {
      generic: [
        'Write a retention schedule per data category (customer data, logs, backups, HR, finance) with its reason and period, e.g. statutory accounting periods, six years for HIPAA documentation.',
        'Define disposal: automated deletion jobs, crypto-shredding, media sanitisation per NIST SP 800-88, and certificates of destruction from disposal vendors.',
        'Implement the schedule in the systems themselves and keep deletion job logs as evidence; approve the policy and review it yearly.',
      ],
      aws: [
        'S3 Lifecycle rules expiring objects and noncurrent versions; `aws logs put-retention-policy` per CloudWatch log group; AWS Backup plan lifecycles; DynamoDB TTL.',
      ],
      azure: [
        'Blob Storage lifecycle management policies, Log Analytics workspace retention, and Microsoft Purview retention policies for Microsoft 365.',
      ],
      gcp: [
        'Cloud Storage Object Lifecycle delete rules and retention policies, BigQuery table and partition expiration, Cloud Logging bucket retention.',
      ],
      mongodb: [
        'TTL indexes (`expireAfterSeconds`) on time-bound collections, Atlas Online Archive, and a backup snapshot retention policy that matches the schedule.',
      ],
    },
  },
} satisfies Guidance;
