import type { Guidance } from './types';

export const mongodbGuidance = {
  'mongodb.openAccessList': {
    what: "Verifies that no entry of the Atlas project's IP access list (0.0.0.0/0 or any /0 block) lets any address on the internet reach the clusters; auditors treat an open database listener as a missing network boundary, whatever the password strength.",
    steps: {
      generic: [
        'Allow database connections only from the networks that need them: application subnets, VPN egress addresses, CI runners.',
        'Prefer private connectivity (peering or private endpoints) and give temporary entries an expiry date.',
      ],
      mongodb: [
        'Atlas: Security > Network Access > IP Access List: delete the 0.0.0.0/0 entry and add the specific CIDR blocks, or `atlas accessLists delete 0.0.0.0/0 --projectId <id>`.',
        'Connect applications through VPC/VNet peering or Private Endpoints (Security > Network Access > Private Endpoint), and use "This entry is temporary" for one-off access.',
      ],
    },
  },
  'mongodb.encryptionAtRest': {
    what: 'Verifies that every Atlas cluster is encrypted at rest with a key the organisation manages in its own cloud KMS; Atlas encrypts all storage by default, but auditors of regulated data look for customer control and revocation of the keys.',
    steps: {
      generic: [
        'Keep the database encryption keys in your own key management service, with rotation and access logging, and limit who can use them.',
      ],
      mongodb: [
        'Atlas: Security > Advanced > Encryption at Rest using your Key Management: configure AWS KMS, Azure Key Vault or Google Cloud KMS for the project (Project Owner role).',
        'Then, for each M10+ cluster: Edit Configuration > Additional Settings > "Manage your own encryption keys" on, or `atlas clusters update <name> --file cluster.json` with `"encryptionAtRestProvider": "AWS"` (or AZURE, GCP).',
      ],
    },
  },
  'mongodb.auditing': {
    what: "Verifies that database auditing is on for the Atlas project, so that authentication, user and role changes and schema operations are recorded; auditors expect a trail of who did what in the database that holds the organisation's data.",
    steps: {
      generic: [
        'Record authentication attempts, user and role changes and DDL operations in the database audit log, and ship the log to central storage with a retention of at least a year.',
      ],
      mongodb: [
        'Atlas: Security > Advanced > Database Auditing on, with an audit filter covering authenticate, authCheck failures, createUser/dropUser/grantRolesToUser and DDL actions (M10 and above).',
        'Or through the Administration API: `PATCH /api/atlas/v2/groups/{groupId}/auditLog` with `{"enabled": true, "auditFilter": "<json>"}`; then collect the audit logs into your log platform.',
      ],
    },
  },
  'mongodb.privilegedUsers': {
    what: 'Verifies that at most two database users hold atlasAdmin, readWriteAnyDatabase or dbAdminAnyDatabase, the roles over every database of every cluster in the project; auditors look for least privilege and a named owner for each privileged account.',
    steps: {
      generic: [
        'Keep one administrator and one break-glass account with project-wide roles; give applications and people roles on their own databases only.',
        'Review privileged database users at every access review, and remove accounts that are no longer used.',
      ],
      mongodb: [
        'Atlas: Security > Database Access: edit each user with a built-in "any database" role and replace it with readWrite or read on specific databases, or a custom role; restrict users to the clusters they need.',
        'Prefer X.509, AWS IAM or OIDC/LDAP authentication for the remaining administrators, and use temporary users (delete after) for one-off administration.',
      ],
    },
  },
  'mongodb.clusterBackups': {
    what: 'Verifies that Cloud Backup is enabled on every Atlas cluster; auditors expect backups of production data taken automatically, retained per policy and restorable.',
    steps: {
      generic: [
        'Back up every database that holds production data automatically, keep the copies per the retention policy, and test a restore regularly.',
      ],
      mongodb: [
        'Atlas: Clusters > Edit Configuration > Additional Settings > Turn on Cloud Backup (and Continuous Cloud Backup for point-in-time restore), or `atlas clusters update <name> --file cluster.json` with `"backupEnabled": true`.',
        'Free and shared clusters (M0/M2/M5) have no Cloud Backup: move data that matters to an M10+ cluster, and set a Backup Compliance Policy to stop backups being switched off.',
      ],
    },
  },
  'mongodb.minimumTls': {
    what: 'Verifies that every dedicated Atlas cluster refuses connections over TLS 1.0 and 1.1, deprecated protocols with known weaknesses; auditors expect data in transit protected by TLS 1.2 or later.',
    steps: {
      generic: [
        'Refuse TLS 1.0 and 1.1 on database endpoints, after checking that every client driver supports TLS 1.2.',
      ],
      mongodb: [
        'Atlas: Clusters > Edit Configuration > Additional Settings > More Configuration Options > Minimum TLS Protocol Version: TLS 1.2 (or 1.3).',
        'Or `atlas clusters advancedSettings update <name> --minimumEnabledTLSProtocol TLS1_2 --projectId <id>`.',
      ],
    },
  },
  'mongodb.terminationProtection': {
    what: 'Verifies that termination protection is on for every Atlas cluster, so that no one deletes a cluster and its data by mistake or with stolen credentials without first switching it off; auditors look for safeguards against destruction of data.',
    steps: {
      generic: ['Guard production databases against deletion, and review who can lift that guard.'],
      mongodb: [
        'Atlas: Clusters > Edit Configuration > Additional Settings > Termination Protection on, or `atlas clusters update <name> --enableTerminationProtection`.',
        'Keep the Project Owner and Project Cluster Manager roles, which can lift the protection, to the few people who run the clusters.',
      ],
    },
  },
} satisfies Guidance;
