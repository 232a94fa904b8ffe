import { type SandboxAccount, sandboxAccountId, type SandboxBucket, sandboxRegion } from './awsAccounts';
import { errorAnswer, leaf, node, restJsonAnswer, s3Answer, s3Namespace } from './awsProtocols';
import { pageOf, type ServiceOperation } from './awsServiceCall';

const detectorCreatedAt = '2024-03-04T10:15:00.000Z';

export const guardDutyOperations: Record<string, ServiceOperation> = {
  ListDetectors: ({ account, params }) => {
    const { items, next } = pageOf(account.detectors, params.maxResults, params.nextToken, 50);
    return restJsonAnswer({ detectorIds: items.map(({ id }) => id), ...(next ? { nextToken: next } : {}) });
  },
  GetDetector: ({ account, params, now }) => {
    const detector = account.detectors.find(({ id }) => id === params.DetectorId);
    if (!detector) {
      return errorAnswer('guardduty', {
        status: 400,
        code: 'BadRequestException',
        message: 'The request is rejected because the input detectorId is not owned by the current account.',
      });
    }
    return restJsonAnswer({
      createdAt: detectorCreatedAt,
      findingPublishingFrequency: 'SIX_HOURS',
      serviceRole: `arn:aws:iam::${sandboxAccountId}:role/aws-service-role/guardduty.amazonaws.com/AWSServiceRoleForAmazonGuardDuty`,
      status: detector.status,
      updatedAt: now.toISOString(),
      tags: {},
    });
  },
};

const s3Document = (root: string, ...children: string[]) =>
  `<${root} xmlns="${s3Namespace}">${children.join('')}</${root}>`;

const bucketNamed = (account: SandboxAccount, name: string | undefined) =>
  account.buckets.find((bucket) => bucket.name === name);

const noSuchBucket = (name: string | undefined) =>
  errorAnswer('s3', { status: 404, code: 'NoSuchBucket', message: `The specified bucket does not exist: ${name}` });

const withBucket =
  (answer: (bucket: SandboxBucket) => ReturnType<ServiceOperation>): ServiceOperation =>
  ({ account, params }) => {
    const bucket = bucketNamed(account, params.Bucket);
    return bucket ? answer(bucket) : noSuchBucket(params.Bucket);
  };

/** S3's answers, path-style; every sandbox bucket lives in the sandbox's region. */
export const s3Operations: Record<string, ServiceOperation> = {
  ListBuckets: ({ account, params }) => {
    const inRegion = account.buckets.filter(() => (params['bucket-region'] ?? sandboxRegion) === sandboxRegion);
    const { items, next } = pageOf(inRegion, params['max-buckets'], params['continuation-token'], 10_000);
    const buckets = items.map(({ name }) =>
      node(
        'Bucket',
        leaf('Name', name),
        leaf('CreationDate', '2024-05-20T08:00:00.000Z'),
        leaf('BucketRegion', sandboxRegion),
      ),
    );
    return s3Answer(
      s3Document(
        'ListAllMyBucketsResult',
        node('Owner', leaf('ID', 'b1f6c7d9e0a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8')),
        node('Buckets', ...buckets),
        leaf('ContinuationToken', next),
      ),
    );
  },
  GetPublicAccessBlock: withBucket(({ publicAccessBlock }) =>
    publicAccessBlock
      ? s3Answer(
          s3Document(
            'PublicAccessBlockConfiguration',
            ...Object.entries(publicAccessBlock).map(([setting, value]) => leaf(setting, value)),
          ),
        )
      : errorAnswer('s3', {
          status: 404,
          code: 'NoSuchPublicAccessBlockConfiguration',
          message: 'The public access block configuration was not found',
        }),
  ),
  GetBucketEncryption: withBucket(({ encryption }) =>
    encryption
      ? s3Answer(
          s3Document(
            'ServerSideEncryptionConfiguration',
            node(
              'Rule',
              node(
                'ApplyServerSideEncryptionByDefault',
                leaf('SSEAlgorithm', encryption.algorithm),
                leaf('KMSMasterKeyID', encryption.kmsKey),
              ),
              leaf('BucketKeyEnabled', encryption.algorithm === 'aws:kms'),
            ),
          ),
        )
      : errorAnswer('s3', {
          status: 404,
          code: 'ServerSideEncryptionConfigurationNotFoundError',
          message: 'The server side encryption configuration was not found',
        }),
  ),
};
