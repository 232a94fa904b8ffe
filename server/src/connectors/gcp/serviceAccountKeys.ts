import { type Fact, share } from '../facts';
import { type GcpClient, gcpNeed } from './client';
import { listAll } from './pagination';

// CIS Google Cloud 1.7: user-managed keys are rotated at least every 90 days.
const maximumKeyAgeDays = 90;

const dayMs = 24 * 60 * 60 * 1000;

type ServiceAccount = { name: string; email: string; disabled?: boolean };

type ServiceAccountKey = { name: string; validAfterTime: string; keyType?: string; disabled?: boolean };

export type UserManagedKey = { serviceAccount: string; keyId: string; createdAt: string; ageDays: number };

const keysOf = async (client: GcpClient, account: ServiceAccount, now: Date): Promise<UserManagedKey[]> => {
  const { keys = [] } = await client.call<{ keys?: ServiceAccountKey[] }>(
    'iam',
    gcpNeed(`the keys of service account ${account.email}`, 'iam.serviceAccountKeys.list'),
    `/v1/${account.name}/keys`,
    { query: { keyTypes: 'USER_MANAGED' } },
  );
  // A disabled key cannot authenticate, so its age puts nothing at risk.
  return keys
    .filter((key) => !key.disabled)
    .map((key) => ({
      serviceAccount: account.email,
      keyId: key.name.slice(key.name.lastIndexOf('/') + 1),
      createdAt: key.validAfterTime,
      ageDays: Math.floor((now.getTime() - Date.parse(key.validAfterTime)) / dayMs),
    }));
};

/** The enabled user-managed keys of every service account of the project; Google-managed keys rotate themselves. */
export const readUserManagedKeys = async (client: GcpClient, now: Date): Promise<UserManagedKey[]> => {
  const accounts = await listAll<ServiceAccount, 'accounts'>(client, {
    service: 'iam',
    need: gcpNeed(`the service accounts of project ${client.projectId}`, 'iam.serviceAccounts.list'),
    path: `/v1/projects/${client.projectId}/serviceAccounts`,
    field: 'accounts',
  });
  const keys: UserManagedKey[] = [];
  for (const account of accounts) keys.push(...(await keysOf(client, account, now)));
  return keys;
};

export const serviceAccountKeyFacts = (projectId: string, keys: UserManagedKey[]): Fact[] => [
  {
    check: 'gcp.serviceAccountKeyAge',
    value: share(keys, (key) => key.ageDays <= maximumKeyAgeDays),
    data: { project: projectId, maximumAgeDays: maximumKeyAgeDays, keys },
  },
];
