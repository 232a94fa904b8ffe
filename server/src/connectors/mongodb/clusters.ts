import type { ProviderNeed } from '../providerApi';
import type { AtlasRequest } from './client';
import { listAll } from './pages';
import { projectPath } from './project';

type RegionConfig = { providerName?: string };

type AtlasCluster = {
  name: string;
  backupEnabled?: boolean;
  pitEnabled?: boolean;
  encryptionAtRestProvider?: string;
  terminationProtectionEnabled?: boolean;
  replicationSpecs?: { regionConfigs?: RegionConfig[] }[];
};

type ProcessArgs = { minimumEnabledTlsProtocol?: string };

export type ClusterPosture = {
  name: string;
  backupEnabled: boolean;
  pitEnabled: boolean;
  encryptionAtRestProvider: string;
  terminationProtectionEnabled: boolean;
  /** M0, M2 and M5 clusters run on shared hosts whose settings, TLS included, Atlas keeps to itself. */
  sharedTier: boolean;
  minimumEnabledTlsProtocol: string | null;
};

const need: ProviderNeed = { resource: "the project's clusters", permission: 'the Project Read Only role' };

const isSharedTier = (cluster: AtlasCluster): boolean =>
  (cluster.replicationSpecs ?? []).some(({ regionConfigs = [] }) =>
    regionConfigs.some((region) => region.providerName === 'TENANT'),
  );

const postureOf = async (request: AtlasRequest, projectId: string, cluster: AtlasCluster): Promise<ClusterPosture> => {
  const sharedTier = isSharedTier(cluster);
  const processArgs: ProcessArgs = sharedTier
    ? {}
    : await request<ProcessArgs>(
        { resource: `the advanced configuration of cluster ${cluster.name}`, permission: 'the Project Read Only role' },
        `${projectPath(projectId)}/clusters/${encodeURIComponent(cluster.name)}/processArgs`,
      );
  return {
    name: cluster.name,
    backupEnabled: cluster.backupEnabled ?? false,
    pitEnabled: cluster.pitEnabled ?? false,
    encryptionAtRestProvider: cluster.encryptionAtRestProvider ?? 'NONE',
    terminationProtectionEnabled: cluster.terminationProtectionEnabled ?? false,
    sharedTier,
    minimumEnabledTlsProtocol: processArgs.minimumEnabledTlsProtocol ?? null,
  };
};

export const readClusters = async (request: AtlasRequest, projectId: string): Promise<ClusterPosture[]> => {
  const clusters = await listAll<AtlasCluster>(request, need, `${projectPath(projectId)}/clusters`);
  const postures: ClusterPosture[] = [];
  // One request at a time: Atlas limits requests per key, and a project rarely has many clusters.
  for (const cluster of clusters) postures.push(await postureOf(request, projectId, cluster));
  return postures;
};
