import { CloudTrailClient } from '@aws-sdk/client-cloudtrail';
import { ConfigServiceClient } from '@aws-sdk/client-config-service';
import { EC2Client } from '@aws-sdk/client-ec2';
import { GuardDutyClient } from '@aws-sdk/client-guardduty';
import { IAMClient } from '@aws-sdk/client-iam';
import { KMSClient } from '@aws-sdk/client-kms';
import { RDSClient } from '@aws-sdk/client-rds';
import { S3Client } from '@aws-sdk/client-s3';
import { STSClient } from '@aws-sdk/client-sts';
import { NodeHttpHandler, type NodeHttpHandlerOptions } from '@smithy/node-http-handler';
import type { ConnectorOptions } from '../connector';
import type { OutboundSession } from '../../core/outbound/outboundGuard';
import type { AwsCredentials } from './credentials';
import { type AwsNeed, connectorErrorFrom } from './errors';

/** The keys every client signs with: the access key pair, or the role's temporary credentials. */
export type AwsIdentity = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/** Runs one call (or one paginated listing) and turns its failure into a ConnectorError naming what was needed. */
export type AwsRequest = <T>(need: AwsNeed, call: () => Promise<T>) => Promise<T>;

export type AwsClients = {
  sts: STSClient;
  iam: IAMClient;
  cloudTrail: CloudTrailClient;
  s3: S3Client;
  rds: RDSClient;
  ec2: EC2Client;
  guardDuty: GuardDutyClient;
  config: ConfigServiceClient;
  kms: KMSClient;
};

/** Counts each request a client sends against the outbound session's bounds, as the guard's fetch counts its own. */
class SpendingHttpHandler extends NodeHttpHandler {
  constructor(
    private readonly network: OutboundSession,
    options: NodeHttpHandlerOptions,
  ) {
    super(options);
  }

  handle(...args: Parameters<NodeHttpHandler['handle']>): ReturnType<NodeHttpHandler['handle']> {
    this.network.spend();
    return super.handle(...args);
  }
}

/**
 * Without an identity, the SDK's default chain: this server's own AWS identity. Every client connects through the
 * outbound session's agents, so a custom endpoint passes the same address rules as any other provider's.
 */
export const awsClientConfig = (
  { region, baseUrl }: AwsCredentials,
  { timeoutMs, network }: ConnectorOptions,
  identity: AwsIdentity | undefined,
) => ({
  region,
  endpoint: baseUrl,
  credentials: identity,
  // One attempt each: retrying is the job runner's, and a provider that does not answer must fail within the timeout.
  maxAttempts: 1,
  requestHandler: new SpendingHttpHandler(network, {
    requestTimeout: timeoutMs,
    connectionTimeout: timeoutMs,
    throwOnRequestTimeout: true,
    httpAgent: network.agents.http,
    httpsAgent: network.agents.https,
  }),
});

export const awsClients = (config: ReturnType<typeof awsClientConfig>): AwsClients => ({
  sts: new STSClient(config),
  iam: new IAMClient(config),
  cloudTrail: new CloudTrailClient(config),
  // One endpoint for every service cannot take bucket names as subdomains.
  s3: new S3Client({ ...config, forcePathStyle: config.endpoint !== undefined }),
  rds: new RDSClient(config),
  ec2: new EC2Client(config),
  guardDuty: new GuardDutyClient(config),
  config: new ConfigServiceClient(config),
  kms: new KMSClient(config),
});

export const closeAwsClients = (clients: AwsClients) => {
  for (const client of Object.values(clients)) client.destroy();
};

export const awsRequester =
  ({ baseUrl, region }: AwsCredentials, { timeoutMs }: ConnectorOptions): AwsRequest =>
  async (need, call) => {
    try {
      return await call();
    } catch (error) {
      const endpoint = baseUrl ?? `the ${need.action.split(':')[0]} endpoint of ${region}`;
      throw connectorErrorFrom(error, { endpoint, timeoutMs, need });
    }
  };
