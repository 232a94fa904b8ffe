import type { SandboxCluster, SandboxProject } from './mongodbProjects';
import { hexId, self } from './mongodbShapes';

// Atlas's cluster JSON (AdvancedClusterDescription, version 2023-01-01) and its advanced configuration.

const regionConfig = (cluster: SandboxCluster) =>
  cluster.tier === 'M0'
    ? {
        backingProviderName: 'AWS',
        electableSpecs: { instanceSize: 'M0' },
        priority: 7,
        providerName: 'TENANT',
        regionName: 'EU_WEST_1',
      }
    : {
        electableSpecs: { diskIOPS: 3000, instanceSize: cluster.tier, nodeCount: 3 },
        priority: 7,
        providerName: 'AWS',
        regionName: 'EU_WEST_1',
      };

export const clusterShape = (groupUrl: string, project: SandboxProject, cluster: SandboxCluster) => ({
  backupEnabled: cluster.backup,
  clusterType: 'REPLICASET',
  connectionStrings: { standardSrv: `mongodb+srv://${cluster.name}.x7k2p.mongodb.net` },
  createDate: '2024-02-06T11:04:19Z',
  encryptionAtRestProvider: cluster.customerKey ? 'AWS' : 'NONE',
  groupId: project.id,
  id: hexId(cluster.name),
  labels: [],
  links: self(`${groupUrl}/clusters/${cluster.name}`),
  mongoDBMajorVersion: '7.0',
  mongoDBVersion: '7.0.14',
  name: cluster.name,
  paused: false,
  pitEnabled: cluster.backup,
  replicationSpecs: [
    { id: hexId(`${cluster.name}-zone`), numShards: 1, regionConfigs: [regionConfig(cluster)], zoneName: 'Zone 1' },
  ],
  rootCertType: 'ISRGROOTX1',
  stateName: 'IDLE',
  terminationProtectionEnabled: cluster.terminationProtection,
  versionReleaseSystem: 'LTS',
});

export const processArgsShape = (cluster: SandboxCluster) => ({
  defaultReadConcern: 'local',
  defaultWriteConcern: 'majority',
  javascriptEnabled: false,
  minimumEnabledTlsProtocol: cluster.minimumTls,
  noTableScan: false,
  oplogMinRetentionHours: null,
  oplogSizeMB: null,
  sampleRefreshIntervalBIConnector: 0,
  sampleSizeBIConnector: 1000,
  transactionLifetimeLimitSeconds: 60,
});
