import type { Guidance } from './types';

export const gcpGuidance = {
  'gcp.orgPolicyConstraints': {
    what: 'Verifies that four preventive organization policy constraints are enforced on the project: no service account key creation, uniform bucket-level access, public access prevention on Cloud Storage and OS Login on VMs. Auditors look for guardrails that stop a misconfiguration before it happens, not only detect it after.',
    steps: {
      generic: [
        'Enforce preventive guardrails at the top of the cloud hierarchy so every project inherits them, and grant exceptions per project with a recorded reason.',
        'Review the exceptions at each access review.',
      ],
      gcp: [
        'IAM & Admin > Organization policies (at the organization or the folder): enforce iam.disableServiceAccountKeyCreation, storage.uniformBucketLevelAccess, storage.publicAccessPrevention and compute.requireOsLogin.',
        'Or with gcloud: `gcloud resource-manager org-policies enable-enforce constraints/storage.publicAccessPrevention --organization=ORG_ID` (repeat per constraint; use --project=PROJECT_ID for one project).',
        'Roles to do it: Organization Policy Administrator (roles/orgpolicy.policyAdmin) at the organization.',
      ],
    },
  },
  'gcp.publicBuckets': {
    what: 'Verifies that no Cloud Storage bucket grants access to allUsers or allAuthenticatedUsers (anyone with a Google account) without public access prevention overriding it; a public bucket is one of the commonest causes of data leaks.',
    steps: {
      generic: [
        'Remove public grants from storage holding anything but deliberately public content, and serve public content through a CDN or a dedicated, documented bucket.',
        'Prevent public access by default so a new grant cannot make data public.',
      ],
      gcp: [
        'Cloud Storage > Buckets > the bucket > Permissions: remove the allUsers and allAuthenticatedUsers principals, then "Prevent public access".',
        'With gcloud: `gcloud storage buckets remove-iam-policy-binding gs://BUCKET --member=allUsers --role=ROLE` and `gcloud storage buckets update gs://BUCKET --public-access-prevention`.',
        'Enforce the storage.publicAccessPrevention organization policy so every bucket inherits it.',
      ],
    },
  },
  'gcp.uniformBucketAccess': {
    what: 'Verifies that every Cloud Storage bucket uses uniform bucket-level access, so access is granted only through IAM and not through per-object ACLs that no access review sees.',
    steps: {
      generic: [
        'Grant access to stored data in one place, at the bucket, through the identity and access management system, and disable per-object permissions.',
      ],
      gcp: [
        'Cloud Storage > Buckets > the bucket > Permissions > Access control: switch to Uniform (first grant through IAM what object ACLs granted).',
        'With gcloud: `gcloud storage buckets update gs://BUCKET --uniform-bucket-level-access`.',
        'Enforce the storage.uniformBucketLevelAccess organization policy so new buckets are uniform.',
      ],
    },
  },
  'gcp.dataAccessAuditLogs': {
    what: 'Verifies that Data Access audit logs (DATA_READ and DATA_WRITE) are enabled for all services of the project with no member exempted; without them no one can tell who read or changed data, the first question of any breach investigation.',
    steps: {
      generic: [
        'Record who reads and changes data in every service, not only administrative changes, and exempt no one.',
        'Route the logs to retention that meets your obligations, and budget for their volume.',
      ],
      gcp: [
        'IAM & Admin > Audit Logs: select "Google Cloud Services" (allServices) and tick Admin Read, Data Read and Data Write; remove exempted principals.',
        'Or edit the project IAM policy (`gcloud projects get-iam-policy PROJECT_ID > policy.yaml`) to add an auditConfigs entry for service allServices with DATA_READ and DATA_WRITE, then `gcloud projects set-iam-policy PROJECT_ID policy.yaml`.',
      ],
    },
  },
  'gcp.serviceAccountKeyAge': {
    what: 'Verifies that no enabled user-managed service account key is older than 90 days (CIS Google Cloud 1.7); a long-lived key file is a password that never expires and is easily copied.',
    steps: {
      generic: [
        'Prefer short-lived credentials (workload identity federation, attached service accounts) to key files.',
        'Rotate any remaining key within 90 days, and delete keys that are no longer used.',
      ],
      gcp: [
        'IAM & Admin > Service accounts > the account > Keys: add a new key, deploy it, then delete the old one.',
        'With gcloud: `gcloud iam service-accounts keys list --iam-account=EMAIL --managed-by=user`, `gcloud iam service-accounts keys create` and `gcloud iam service-accounts keys delete KEY_ID --iam-account=EMAIL`.',
        'Replace keys used from outside Google Cloud with workload identity federation (GitHub Actions, AWS, Azure, Kubernetes).',
      ],
    },
  },
  'gcp.primitiveRoles': {
    what: 'Verifies that no individual user holds the basic Owner or Editor role on the project; these roles can change almost everything, and Google advises against basic roles in production. Auditors take it as evidence of least privilege.',
    steps: {
      generic: [
        'Grant people the narrowest predefined roles their job needs, through groups, and keep administrative access to a small, reviewed group.',
      ],
      gcp: [
        'IAM & Admin > IAM: for each user with Owner or Editor, grant the predefined roles they need (use the role recommendations), then remove the basic role.',
        'With gcloud: `gcloud projects remove-iam-policy-binding PROJECT_ID --member=user:EMAIL --role=roles/editor`.',
        'Keep Owner to a group such as gcp-admins@ and grant time-bound elevation through Privileged Access Manager.',
      ],
    },
  },
  'gcp.cloudSqlTls': {
    what: 'Verifies that every Cloud SQL instance refuses unencrypted connections (SSL mode ENCRYPTED_ONLY or TRUSTED_CLIENT_CERTIFICATE_REQUIRED); data in transit to the database is then always encrypted.',
    steps: {
      generic: ['Make every database refuse connections that are not encrypted with TLS, and update clients first.'],
      gcp: [
        'Cloud SQL > the instance > Connections > Security: "Allow only SSL connections" (or require trusted client certificates).',
        'With gcloud: `gcloud sql instances patch INSTANCE --ssl-mode=ENCRYPTED_ONLY`.',
        'Connect applications through the Cloud SQL Auth Proxy or connectors, which encrypt the connection.',
      ],
    },
  },
  'gcp.cloudSqlPublicAccess': {
    what: 'Verifies that no Cloud SQL instance with a public IP accepts connections from any address (authorized network 0.0.0.0/0), which exposes the database to the whole internet.',
    steps: {
      generic: [
        'Reach databases over private networks; where a public address is unavoidable, allow only named, fixed addresses.',
      ],
      gcp: [
        'Cloud SQL > the instance > Connections > Networking: remove the 0.0.0.0/0 authorized network; prefer Private IP and turn Public IP off.',
        'With gcloud: `gcloud sql instances patch INSTANCE --authorized-networks=203.0.113.0/24` (only the addresses needed) or `--no-assign-ip` with a private network.',
      ],
    },
  },
  'gcp.firewallOpenManagementPorts': {
    what: 'Verifies that no enabled VPC firewall rule allows SSH (22) or RDP (3389) from the internet (0.0.0.0/0), a constant target of brute force and exploits (CIS Google Cloud 3.6 and 3.7).',
    steps: {
      generic: [
        'Reach servers for administration through an identity-aware proxy or bastion, never from the whole internet.',
      ],
      gcp: [
        'VPC network > Firewall: delete or restrict the rules open to 0.0.0.0/0 on tcp:22 or tcp:3389 (default-allow-ssh and default-allow-rdp are created with the default network).',
        'Allow SSH and RDP only from Identity-Aware Proxy: source range 35.235.240.0/20, and connect with `gcloud compute ssh VM --tunnel-through-iap`.',
        'With gcloud: `gcloud compute firewall-rules delete RULE` or `gcloud compute firewall-rules update RULE --source-ranges=35.235.240.0/20`.',
      ],
    },
  },
  'gcp.logSinks': {
    what: 'Verifies that an enabled log sink with no filter exports every log entry of the project (CIS Google Cloud 2.2), so logs are kept beyond Cloud Logging’s default retention and out of reach of the project’s own administrators.',
    steps: {
      generic: [
        'Copy all logs to storage you control with the retention your obligations require, ideally in a separate project or account.',
      ],
      gcp: [
        'Logging > Log Router > Create sink: destination a Cloud Storage bucket (with a retention lock), BigQuery dataset or another project’s log bucket, and leave the inclusion filter empty.',
        'With gcloud: `gcloud logging sinks create all-logs storage.googleapis.com/BUCKET`, then grant the sink’s writer identity access to the destination.',
        'Better, create an aggregated sink at the organization with --include-children.',
      ],
    },
  },
} satisfies Guidance;
