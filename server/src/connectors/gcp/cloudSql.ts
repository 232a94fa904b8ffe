import { type Fact, share } from '../facts';
import { type GcpClient, gcpNeed } from './client';
import { listAll } from './pagination';

type SslMode = 'ALLOW_UNENCRYPTED_AND_ENCRYPTED' | 'ENCRYPTED_ONLY' | 'TRUSTED_CLIENT_CERTIFICATE_REQUIRED';

type DatabaseInstance = {
  name: string;
  databaseVersion?: string;
  region?: string;
  settings?: {
    ipConfiguration?: {
      ipv4Enabled?: boolean;
      requireSsl?: boolean;
      sslMode?: SslMode;
      authorizedNetworks?: { value: string; name?: string }[];
    };
  };
};

export type SqlInstancePosture = {
  instance: string;
  databaseVersion?: string;
  encryptedOnly: boolean;
  sslMode?: SslMode;
  publicIp: boolean;
  authorizedNetworks: string[];
};

export type SqlInstances = { apiEnabled: boolean; instances: SqlInstancePosture[] };

const anyAddress = '0.0.0.0/0';

// sslMode supersedes the older requireSsl flag; an instance with neither set accepts plain connections.
const isEncryptedOnly = ({ sslMode, requireSsl }: { sslMode?: SslMode; requireSsl?: boolean }) =>
  sslMode ? sslMode !== 'ALLOW_UNENCRYPTED_AND_ENCRYPTED' : requireSsl === true;

/** The project's Cloud SQL instances, none when the Cloud SQL Admin API was never enabled. */
export const readSqlInstances = async (client: GcpClient, enabledServices: Set<string>): Promise<SqlInstances> => {
  if (!enabledServices.has('sqladmin.googleapis.com')) return { apiEnabled: false, instances: [] };
  const instances = await listAll<DatabaseInstance, 'items'>(client, {
    service: 'sqladmin',
    need: gcpNeed(`the Cloud SQL instances of project ${client.projectId}`, 'cloudsql.instances.list'),
    path: `/v1/projects/${client.projectId}/instances`,
    field: 'items',
  });
  return {
    apiEnabled: true,
    instances: instances.map(({ name, databaseVersion, settings }): SqlInstancePosture => {
      const ip = settings?.ipConfiguration ?? {};
      return {
        instance: name,
        databaseVersion,
        encryptedOnly: isEncryptedOnly(ip),
        sslMode: ip.sslMode,
        publicIp: ip.ipv4Enabled === true,
        authorizedNetworks: (ip.authorizedNetworks ?? []).map((network) => network.value),
      };
    }),
  };
};

const isOpenToInternet = (instance: SqlInstancePosture) =>
  instance.publicIp && instance.authorizedNetworks.includes(anyAddress);

export const cloudSqlFacts = (projectId: string, { apiEnabled, instances }: SqlInstances): Fact[] => [
  {
    check: 'gcp.cloudSqlTls',
    value: share(instances, (instance) => instance.encryptedOnly),
    data: {
      project: projectId,
      cloudSqlApiEnabled: apiEnabled,
      instances: instances.map(({ instance, databaseVersion, encryptedOnly, sslMode }) => ({
        instance,
        databaseVersion,
        encryptedOnly,
        sslMode,
      })),
    },
  },
  {
    check: 'gcp.cloudSqlPublicAccess',
    value: share(instances, (instance) => !isOpenToInternet(instance)),
    data: {
      project: projectId,
      cloudSqlApiEnabled: apiEnabled,
      instances: instances.map(({ instance, publicIp, authorizedNetworks }) => ({
        instance,
        publicIp,
        authorizedNetworks,
      })),
    },
  },
];
