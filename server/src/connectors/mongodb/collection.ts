import type { Collection } from '../connector';
import { collectionOf, type Fact, share } from '../facts';
import type { AccessListPosture } from './accessList';
import type { AuditingPosture } from './auditing';
import type { ClusterPosture } from './clusters';
import { privilegedRoles, type DatabaseUsersPosture } from './databaseUsers';
import { type CustomerKeys, usesCustomerKey } from './encryption';

export type ProjectPosture = {
  project: string;
  accessList: AccessListPosture;
  customerKeys: CustomerKeys;
  auditing: AuditingPosture;
  databaseUsers: DatabaseUsersPosture;
  clusters: ClusterPosture[];
};

const modernTls = new Set(['TLS1_2', 'TLS1_3']);

const facts = ({ project, accessList, customerKeys, auditing, databaseUsers, clusters }: ProjectPosture): Fact[] => {
  const dedicated = clusters.filter((cluster) => !cluster.sharedTier);
  return [
    {
      check: 'mongodb.openAccessList',
      value: accessList.openEntries.length,
      data: { project, entries: accessList.entries, openEntries: accessList.openEntries },
    },
    {
      check: 'mongodb.encryptionAtRest',
      value: share(clusters, (cluster) => usesCustomerKey(customerKeys, cluster.encryptionAtRestProvider)),
      data: {
        project,
        customerKeyManagement: customerKeys,
        clusters: clusters.map(({ name, encryptionAtRestProvider }) => ({ name, encryptionAtRestProvider })),
      },
    },
    { check: 'mongodb.auditing', value: auditing.enabled, data: { project, ...auditing } },
    {
      check: 'mongodb.privilegedUsers',
      value: databaseUsers.privileged.length,
      data: {
        project,
        privilegedRoles,
        databaseUsers: databaseUsers.total,
        privilegedUsers: databaseUsers.privileged,
      },
    },
    {
      check: 'mongodb.clusterBackups',
      value: share(clusters, (cluster) => cluster.backupEnabled),
      data: {
        project,
        clusters: clusters.map(({ name, backupEnabled, pitEnabled }) => ({ name, backupEnabled, pitEnabled })),
      },
      // Cluster names are unique within a project only.
      assets: clusters.map(({ name, sharedTier, backupEnabled }) => ({
        kind: 'databaseCluster',
        externalId: `${project}/${name}`,
        name,
        detail: { project, sharedTier, backupEnabled },
      })),
    },
    {
      check: 'mongodb.minimumTls',
      value: share(dedicated, (cluster) => modernTls.has(cluster.minimumEnabledTlsProtocol ?? '')),
      data: {
        project,
        clusters: dedicated.map(({ name, minimumEnabledTlsProtocol }) => ({ name, minimumEnabledTlsProtocol })),
        sharedTierClusters: clusters.filter((cluster) => cluster.sharedTier).map(({ name }) => name),
      },
    },
    {
      check: 'mongodb.terminationProtection',
      value: share(clusters, (cluster) => cluster.terminationProtectionEnabled),
      data: {
        project,
        clusters: clusters.map(({ name, terminationProtectionEnabled }) => ({ name, terminationProtectionEnabled })),
      },
    },
  ];
};

export const mongodbCollection = (posture: ProjectPosture, collectedAt: Date): Collection =>
  collectionOf(facts(posture), collectedAt);
