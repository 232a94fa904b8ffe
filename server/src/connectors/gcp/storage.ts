import { type Fact, share } from '../facts';
import { type GcpClient, gcpNeed } from './client';
import { listAll } from './pagination';

type Bucket = {
  name: string;
  location?: string;
  iamConfiguration?: {
    uniformBucketLevelAccess?: { enabled?: boolean; lockedTime?: string };
    publicAccessPrevention?: 'enforced' | 'inherited';
  };
};

type BucketIamPolicy = { bindings?: { role: string; members?: string[] }[] };

export type BucketPosture = {
  bucket: string;
  uniformBucketLevelAccess: boolean;
  publicAccessPrevention: string;
  publicGrants: { role: string; member: string }[];
};

const publicMembers = ['allUsers', 'allAuthenticatedUsers'];

const readBucketPosture = async (client: GcpClient, bucket: Bucket): Promise<BucketPosture> => {
  const policy = await client.call<BucketIamPolicy>(
    'storage',
    gcpNeed(`the IAM policy of bucket ${bucket.name}`, 'storage.buckets.getIamPolicy'),
    `/storage/v1/b/${encodeURIComponent(bucket.name)}/iam`,
  );
  return {
    bucket: bucket.name,
    uniformBucketLevelAccess: bucket.iamConfiguration?.uniformBucketLevelAccess?.enabled === true,
    publicAccessPrevention: bucket.iamConfiguration?.publicAccessPrevention ?? 'inherited',
    publicGrants: (policy.bindings ?? []).flatMap(({ role, members = [] }) =>
      members.filter((member) => publicMembers.includes(member)).map((member) => ({ role, member })),
    ),
  };
};

export const readBuckets = async (client: GcpClient): Promise<BucketPosture[]> => {
  const buckets = await listAll<Bucket, 'items'>(
    client,
    {
      service: 'storage',
      need: gcpNeed(`the Cloud Storage buckets of project ${client.projectId}`, 'storage.buckets.list'),
      path: '/storage/v1/b',
      field: 'items',
    },
    { project: client.projectId },
  );
  const postures: BucketPosture[] = [];
  for (const bucket of buckets) postures.push(await readBucketPosture(client, bucket));
  return postures;
};

/**
 * A grant to allUsers or allAuthenticatedUsers makes a bucket public unless public access prevention overrides it:
 * on the bucket ("enforced"), or inherited from the storage.publicAccessPrevention constraint on the project.
 */
export const storageFacts = (projectId: string, buckets: BucketPosture[], preventedByPolicy: boolean): Fact[] => {
  const isPublic = (bucket: BucketPosture) =>
    bucket.publicGrants.length > 0 && bucket.publicAccessPrevention !== 'enforced' && !preventedByPolicy;
  return [
    {
      check: 'gcp.publicBuckets',
      value: share(buckets, (bucket) => !isPublic(bucket)),
      data: {
        project: projectId,
        publicAccessPreventionConstraintEnforced: preventedByPolicy,
        buckets: buckets.map((posture) => ({
          bucket: posture.bucket,
          public: isPublic(posture),
          publicAccessPrevention: posture.publicAccessPrevention,
          publicGrants: posture.publicGrants,
        })),
      },
    },
    {
      check: 'gcp.uniformBucketAccess',
      value: share(buckets, (bucket) => bucket.uniformBucketLevelAccess),
      data: {
        project: projectId,
        buckets: buckets.map(({ bucket, uniformBucketLevelAccess }) => ({ bucket, uniformBucketLevelAccess })),
      },
    },
  ];
};
