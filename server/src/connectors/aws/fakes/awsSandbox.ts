import {
  type FakeAnswer,
  type FakeRequest,
  type FakeState,
  type ProviderSandbox,
  startFakeServer,
} from '../../fakes/fakeServer';
import type { SandboxAccount } from './awsAccounts';
import { goodAccount } from './awsGoodAccount';
import { accessDenied, refusedKey, throttled, unknownOperation } from './awsFailures';
import { misconfiguredAccount } from './awsMisconfigured';
import { errorAnswer, signatureOf } from './awsProtocols';
import { iamActionOf, routeOf, serviceGuess } from './awsRouting';
import type { ServiceOperation } from './awsServiceCall';
import { ec2Operations } from './ec2Service';
import { cloudTrailOperations, configOperations, kmsOperations } from './jsonServices';
import { iamOperations, rdsOperations } from './queryServices';
import { guardDutyOperations, s3Operations } from './restServices';
import { type Caller, keyOwner, stsAnswer } from './stsService';

export const awsSandboxHelp =
  "Sandbox: any role ARN in AWS's format works, e.g. arn:aws:iam::123456789012:role/SecuroAudit.";

/** What the connect dialog takes to reach the sandbox; the platform adds baseUrl, externalId and its own keys. */
export const awsSandboxCredentials: Record<string, string> = { roleArn: 'arn:aws:iam::123456789012:role/SecuroAudit' };

/** The keys the platform signs with against the sandbox, standing for its own AWS identity that assumes roles. */
export const awsSandboxPrincipal = {
  accessKeyId: 'AKIASECUROSANDBOX000',
  secretAccessKey: 'sAnDbOx/SecuroPlatformIdentity/NotASecret0',
};

const operations: Record<string, Record<string, ServiceOperation>> = {
  iam: iamOperations,
  rds: rdsOperations,
  ec2: ec2Operations,
  cloudtrail: cloudTrailOperations,
  config: configOperations,
  kms: kmsOperations,
  guardduty: guardDutyOperations,
  s3: s3Operations,
};

const accounts: Partial<Record<FakeState, SandboxAccount>> = { good: goodAccount, misconfigured: misconfiguredAccount };

type SandboxOptions = {
  state?: FakeState;
  now?: () => Date;
  /** Which access key ids AWS knows: any non-empty one by default. The sandbox's own role sessions always pass. */
  acceptsCredentials?: (accessKeyId: string) => boolean;
};

/**
 * A local stand-in for AWS, for tests and the offline demo: one endpoint answering every service the connector
 * calls in that service's own protocol (query, EC2, JSON, REST-JSON, REST-XML), for one account in the given state.
 * It reads who signed from the SigV4 Authorization header and does not check signatures.
 */
export const startAwsSandbox = async ({
  state = 'good',
  now = () => new Date(),
  acceptsCredentials = (accessKeyId) => accessKeyId.length > 0,
}: SandboxOptions = {}): Promise<ProviderSandbox> => {
  let current = state;
  const sessions = new Map<string, Caller>();
  const reportStarted = { value: false };

  const answer = (request: FakeRequest): FakeAnswer | undefined => {
    if (current === 'timeout') return undefined;
    const signature = signatureOf(request);
    const service = signature?.service ?? serviceGuess(request);
    const caller =
      signature &&
      (sessions.get(signature.accessKeyId) ?? (acceptsCredentials(signature.accessKeyId) ? keyOwner : undefined));
    if (current === 'unauthorized' || !caller) return errorAnswer(service, refusedKey(service));
    const route = routeOf(request, service);
    if (!route) return errorAnswer(service, unknownOperation(service, request.url.pathname));
    const { operation, params } = route;
    if (service === 'sts')
      return stsAnswer(operation, params, caller, (key, assumed) => sessions.set(key, assumed), now());
    // STS keeps answering: the role is assumed, and then each audit read is refused or throttled.
    if (current === 'forbidden')
      return errorAnswer(service, accessDenied(service, caller.arn, iamActionOf(service, operation)));
    if (current === 'rateLimited') return errorAnswer(service, throttled(service));
    const account = accounts[current] ?? goodAccount;
    const handler = operations[service]?.[operation];
    return handler
      ? handler({ account, params, now: now(), reportStarted })
      : errorAnswer(service, unknownOperation(service, operation));
  };

  const server = await startFakeServer(answer);
  return {
    url: server.url,
    setState: (next) => {
      current = next;
    },
    close: server.close,
  };
};
