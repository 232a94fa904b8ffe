import type { Guidance } from './types';

export const resilienceGuidance = {
  'backups.tested': {
    what: 'Verifies that a backup restore was tested in the last 90 days; auditors want proof that backups can be restored within the recovery time and point objectives (RTO/RPO), not only that backup jobs run.',
    steps: {
      generic: [
        'Restore a production backup into an isolated environment, validate it (row counts, checksums, an application smoke test) and record the time taken against the RTO and the data age against the RPO.',
        'Keep backups encrypted, in a separate account or region, and immutable where possible.',
        'Document each test: date, system, backup used, result, problems found and who performed it.',
      ],
      aws: [
        'AWS Backup: backup plans with cross-region or cross-account copies and Vault Lock; restore testing plans automate periodic restores and validation.',
        'RDS: `aws rds restore-db-instance-to-point-in-time` into a new instance, validate, then delete it.',
      ],
      azure: [
        'Recovery Services vault with soft delete and immutability; test restores of VMs, and Azure SQL point-in-time restore to a new database.',
      ],
      gcp: [
        'Restore a Cloud SQL backup to a new instance or clone; use Backup and DR Service or Cloud Storage object versioning with bucket lock.',
      ],
      kubernetes: [
        'Back up resources and persistent volumes with Velero and test `velero restore create` into a scratch namespace or cluster.',
      ],
      mongodb: [
        'Atlas: enable Cloud Backup with continuous backup (point-in-time restore) and restore a snapshot to a separate cluster to test; self-managed: `mongodump`/`mongorestore` or filesystem snapshots.',
      ],
    },
  },
  'incidentResponse.planTestedAt': {
    what: 'Verifies that the incident response plan was exercised (tabletop or simulation) in the last year; auditors expect a documented plan, defined roles and evidence that lessons learned updated it.',
    steps: {
      generic: [
        'Keep a written plan: severity levels, roles (incident commander, communications, legal), escalation contacts, evidence preservation, and customer and regulator notification paths (GDPR 72 hours, HIPAA breach rule).',
        'Run a tabletop at least yearly on a realistic scenario (leaked cloud keys, ransomware, stolen laptop, compromised admin) with engineering, management and legal.',
        'Record attendees, timeline, gaps and action items with owners, then update the plan.',
      ],
      aws: [
        'Prepare detection and evidence (GuardDuty, CloudTrail, Security Hub) and runbooks such as compromised access keys: deactivate the key, review CloudTrail activity, rotate credentials.',
        'Rehearse with sample findings (`aws guardduty create-sample-findings`) routed through your real alerting path.',
      ],
      azure: [
        'Rehearse with Microsoft Sentinel incidents and playbooks, e.g. a compromised Entra ID account: revoke sessions, reset credentials, review sign-in logs.',
      ],
      gcp: ['Rehearse with Security Command Center findings and runbooks for compromised service account keys.'],
    },
  },
  'businessContinuity.testedAt': {
    what: 'Verifies that the business continuity and disaster recovery plan was tested in the last year; auditors look for defined RTO/RPO, a test against them and follow-up of the gaps found.',
    steps: {
      generic: [
        'Run a business impact analysis: critical services, their RTO and RPO, and their dependencies including vendors.',
        'Write the disaster recovery plan: failover or rebuild procedure per system, contact tree, customer communication.',
        'Test yearly with a tabletop plus a technical failover or restore; compare achieved with target RTO/RPO and track the actions.',
      ],
      aws: [
        'Multi-AZ databases and cross-region backups or replicas; AWS Elastic Disaster Recovery for servers; rehearse failover with Route 53 health checks and AWS Fault Injection Service game days.',
      ],
      azure: [
        'Azure Site Recovery test failovers (non-disruptive), zone-redundant services and paired-region replication.',
      ],
      gcp: [
        'Regional or multi-regional resources, Cloud SQL high availability with cross-region replicas, and a rehearsed replica promotion.',
      ],
      kubernetes: [
        'Multi-zone node pools, GitOps manifests to recreate clusters, and Velero restores into a secondary cluster.',
      ],
    },
  },
} satisfies Guidance;
