export type SandboxAccessEntry = { cidrBlock?: string; ipAddress?: string; awsSecurityGroup?: string; comment: string };

export type SandboxCluster = {
  name: string;
  /** M0 runs on shared hosts (provider TENANT); M10 and up are dedicated. */
  tier: 'M0' | 'M10' | 'M30' | 'M40';
  backup: boolean;
  customerKey: boolean;
  terminationProtection: boolean;
  minimumTls: 'TLS1_0' | 'TLS1_1' | 'TLS1_2' | 'TLS1_3';
};

export type SandboxDatabaseUser = {
  username: string;
  /** Role name and the database it applies to. */
  roles: [string, string][];
  authentication?: 'AWS IAM' | 'X.509';
};

export type SandboxProject = {
  id: string;
  name: string;
  orgId: string;
  accessList: SandboxAccessEntry[];
  awsKmsEnabled: boolean;
  auditing: boolean;
  databaseUsers: SandboxDatabaseUser[];
  clusters: SandboxCluster[];
};

export const sandboxProjectId = '665f1c2ab3d4e5f6a7b8c9d0';
export const sandboxProjectName = 'acme-production';

const orgId = '665f1b0e9a8b7c6d5e4f3a21';

const hardened = (name: string, minimumTls: SandboxCluster['minimumTls'] = 'TLS1_2'): SandboxCluster => ({
  name,
  tier: 'M30',
  backup: true,
  customerKey: true,
  terminationProtection: true,
  minimumTls,
});

const privateNetworks: SandboxAccessEntry[] = [
  { cidrBlock: '10.8.0.0/16', comment: 'Production VPC peering' },
  { cidrBlock: '203.0.113.10/32', ipAddress: '203.0.113.10', comment: 'Office VPN egress' },
  { awsSecurityGroup: 'sg-0a1b2c3d4e5f60718', comment: 'Application servers' },
];

const applicationUsers: SandboxDatabaseUser[] = [
  {
    username: 'arn:aws:iam::123456789012:role/orders-service',
    roles: [['readWrite', 'orders']],
    authentication: 'AWS IAM',
  },
  { username: 'analytics-reader', roles: [['read', 'analytics']] },
];

/** Well configured: private networks only, customer keys, auditing, one administrator, every cluster hardened. */
export const goodProject: SandboxProject = {
  id: sandboxProjectId,
  name: sandboxProjectName,
  orgId,
  accessList: privateNetworks,
  awsKmsEnabled: true,
  auditing: true,
  databaseUsers: [
    { username: 'CN=dba-admin,OU=Databases,O=Acme', roles: [['atlasAdmin', 'admin']], authentication: 'X.509' },
    ...applicationUsers,
  ],
  clusters: [hardened('orders-prod'), hardened('analytics-prod', 'TLS1_3')],
};

const tenantUsers = Array.from({ length: 106 }, (_, index): SandboxDatabaseUser => {
  const tenant = `tenant-${String(index + 1).padStart(3, '0')}`;
  return { username: `svc-${tenant}`, roles: [['readWrite', tenant]] };
});

/**
 * A realistic drifted project, over two pages of database users: the world let in "temporarily", four users with
 * roles over every database (the last on the second page), a staging cluster and a free prototype cluster with
 * neither customer keys nor Cloud Backup. Auditing, termination protection and TLS 1.2 hold.
 */
export const misconfiguredProject: SandboxProject = {
  ...goodProject,
  accessList: [
    ...privateNetworks,
    { cidrBlock: '0.0.0.0/0', ipAddress: '0.0.0.0', comment: 'Temporary: vendor data migration' },
  ],
  databaseUsers: [
    { username: 'dba-admin', roles: [['atlasAdmin', 'admin']] },
    { username: 'migration-tool', roles: [['atlasAdmin', 'admin']] },
    {
      username: 'reporting-service',
      roles: [
        ['readWriteAnyDatabase', 'admin'],
        ['clusterMonitor', 'admin'],
      ],
    },
    ...applicationUsers,
    ...tenantUsers,
    { username: 'legacy-etl', roles: [['dbAdminAnyDatabase', 'admin']] },
  ],
  clusters: [
    hardened('orders-prod'),
    hardened('analytics-prod', 'TLS1_3'),
    { ...hardened('staging'), tier: 'M10', backup: false, customerKey: false },
    { ...hardened('prototype'), tier: 'M0', backup: false, customerKey: false },
  ],
};
