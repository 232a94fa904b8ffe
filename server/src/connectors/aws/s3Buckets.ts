import {
  GetBucketEncryptionCommand,
  GetPublicAccessBlockCommand,
  paginateListBuckets,
  type PublicAccessBlockConfiguration,
} from '@aws-sdk/client-s3';
import { type Fact, share } from '../facts';
import { awsErrorCode } from './errors';
import type { AwsSession } from './session';

type Bucket = { name: string; publicAccessBlocked: boolean; encryption: string | null; kmsKey?: string };

// The answers S3 gives for a setting never made, rather than a failure.
const whenAbsent =
  <T>(code: string, value: T) =>
  (error: unknown): T => {
    if (awsErrorCode(error) === code) return value;
    throw error;
  };

const notBlocked: PublicAccessBlockConfiguration = {};

const listBuckets = ({ clients, request, region }: AwsSession) =>
  request({ action: 's3:ListAllMyBuckets', resource: 'the S3 buckets' }, async () => {
    const names: string[] = [];
    for await (const page of paginateListBuckets({ client: clients.s3 }, { BucketRegion: region })) {
      for (const { Name } of page.Buckets ?? []) if (Name) names.push(Name);
    }
    return names;
  });

const readBucket = async ({ clients, request }: AwsSession, name: string): Promise<Bucket> => {
  const block = await request(
    { action: 's3:GetBucketPublicAccessBlock', resource: `the public access block of the bucket ${name}` },
    () =>
      clients.s3
        .send(new GetPublicAccessBlockCommand({ Bucket: name }))
        .then(({ PublicAccessBlockConfiguration }) => PublicAccessBlockConfiguration ?? notBlocked)
        .catch(whenAbsent('NoSuchPublicAccessBlockConfiguration', notBlocked)),
  );
  const rule = await request(
    { action: 's3:GetEncryptionConfiguration', resource: `the default encryption of the bucket ${name}` },
    () =>
      clients.s3
        .send(new GetBucketEncryptionCommand({ Bucket: name }))
        .then(({ ServerSideEncryptionConfiguration }) => ServerSideEncryptionConfiguration?.Rules?.[0])
        .catch(whenAbsent('ServerSideEncryptionConfigurationNotFoundError', undefined)),
  );
  const byDefault = rule?.ApplyServerSideEncryptionByDefault;
  return {
    name,
    publicAccessBlocked: Boolean(
      block.BlockPublicAcls && block.IgnorePublicAcls && block.BlockPublicPolicy && block.RestrictPublicBuckets,
    ),
    encryption: byDefault?.SSEAlgorithm ?? null,
    ...(byDefault?.KMSMasterKeyID ? { kmsKey: byDefault.KMSMasterKeyID } : {}),
  };
};

/**
 * The buckets of the connected region. Only the bucket's own public access block is read: an account-wide block
 * (S3 Control) is not, so a bucket it covers still shows here as not blocked.
 */
export const readS3Facts = async (session: AwsSession): Promise<Fact[]> => {
  const buckets: Bucket[] = [];
  for (const name of await listBuckets(session)) buckets.push(await readBucket(session, name));
  return [
    {
      check: 'aws.s3PublicAccessBlock',
      value: share(buckets, ({ publicAccessBlocked }) => publicAccessBlocked),
      data: { buckets: buckets.map(({ name, publicAccessBlocked }) => ({ name, publicAccessBlocked })) },
      assets: buckets.map(({ name, publicAccessBlocked, encryption }) => ({
        kind: 'storageBucket',
        externalId: name,
        name,
        detail: { region: session.region, publicAccessBlocked, encryption },
      })),
    },
    {
      // Since January 2023 S3 encrypts every new object with at least SSE-S3 and the setting cannot be removed, so
      // any default algorithm passes: SSE-KMS is a choice about key control, not about whether data is encrypted.
      // A bucket fails only where S3 reports no configuration at all (S3-compatible endpoints, or older answers).
      check: 'aws.s3DefaultEncryption',
      value: share(buckets, ({ encryption }) => encryption !== null),
      data: {
        buckets: buckets.map(({ name, encryption, kmsKey }) => ({ name, encryption, ...(kmsKey ? { kmsKey } : {}) })),
      },
    },
  ];
};
