import { ConnectorError, outboundConnectorError, shortReason } from '../connectorError';
import type { AwsAction } from './policy';

/** What a request reads and the IAM action it takes, for a message a person can act on. */
export type AwsNeed = { action: AwsAction; resource: string };

type FailureContext = { endpoint: string; timeoutMs: number; need: AwsNeed };

type ServiceFailure = Error & { $fault: string; $metadata: { httpStatusCode?: number } };

// AWS tells bad credentials, missing permissions and throttling apart by the error code, not by the status: all
// three come as 400 or 403 depending on the service. Each set holds every service's wire spelling.
const unauthorizedCodes = new Set([
  'InvalidClientTokenId',
  'UnrecognizedClientException',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidSignatureException',
  'IncompleteSignature',
  'MissingAuthenticationToken',
  'ExpiredToken',
  'ExpiredTokenException',
  'AuthFailure',
]);
const forbiddenCodes = new Set([
  'AccessDenied',
  'AccessDeniedException',
  'UnauthorizedOperation',
  'AuthorizationError',
]);
const throttlingCodes = new Set([
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'SlowDown',
]);

type Failure = { name?: unknown; message?: unknown; code?: unknown };

// Duck-typed rather than instanceof: a socket's error may come from another realm (a test runner's sandbox).
const failureOf = (error: unknown): Failure => (typeof error === 'object' && error !== null ? error : {});

const isServiceFailure = (error: unknown): error is ServiceFailure =>
  error instanceof Error && '$fault' in error && '$metadata' in error && typeof error.$metadata === 'object';

/** The error code AWS answered with: the SDK's exception name, without the suffix it adds to modelled codes. */
export const awsErrorCode = (error: unknown): string | undefined =>
  isServiceFailure(error) ? error.name.replace(/Exception$/, '') : undefined;

// The SDK names an exception after the wire code, adding "Exception" to some (ExpiredToken: ExpiredTokenException).
const inCodes = (codes: Set<string>, name: string) => codes.has(name) || codes.has(name.replace(/Exception$/, ''));

const isTimeout = (error: unknown): boolean => {
  const { name, code } = failureOf(error);
  return name === 'TimeoutError' || code === 'ETIMEDOUT';
};

const socketErrors = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE|ECONNABORTED)\b/;

// The SDK keeps a foreign-realm socket error only as text ("AWS SDK error wrapper for Error: connect ECONNREFUSED …").
const networkCause = (error: unknown): string | undefined => {
  const { code, message } = failureOf(error);
  return socketErrors.exec(typeof code === 'string' ? code : String(message ?? ''))?.[1];
};

const forbidden = (error: ServiceFailure, { action, resource }: AwsNeed): ConnectorError => {
  if (action === 'sts:AssumeRole') {
    return new ConnectorError(
      'forbidden',
      `AWS refused to let Securo assume the role (${shortReason(error.message)}): check that the role's trust policy names Securo's AWS account and the external id shown in the Quick Setup Guide.`,
    );
  }
  return new ConnectorError(
    'forbidden',
    `The credentials lack ${action}, needed to read ${resource} (AWS: ${shortReason(error.message)}): attach the AWS managed policy SecurityAudit, or the read-only policy of the Quick Setup Guide.`,
  );
};

const serviceFailure = (error: ServiceFailure, { endpoint, need }: FailureContext): unknown => {
  if (inCodes(unauthorizedCodes, error.name)) {
    return new ConnectorError(
      'unauthorized',
      `AWS rejected the credentials (${shortReason(error.message)}): they are mistyped, expired or revoked, so save current ones.`,
    );
  }
  if (inCodes(forbiddenCodes, error.name)) return forbidden(error, need);
  if (inCodes(throttlingCodes, error.name)) {
    return new ConnectorError(
      'rateLimited',
      `AWS is limiting ${need.action} requests from these credentials: try again in a few minutes.`,
    );
  }
  const status = error.$metadata.httpStatusCode ?? 0;
  if (status >= 500) {
    return new ConnectorError('unreachable', `AWS at ${endpoint} failed with ${status}: try again in a few minutes.`);
  }
  return error;
};

/** The ConnectorError a failed request stands for; anything else (a bug, a bad request) is returned unchanged. */
export const connectorErrorFrom = (error: unknown, context: FailureContext): unknown => {
  if (error instanceof ConnectorError) return error;
  const outbound = outboundConnectorError('AWS', error);
  if (outbound) return outbound;
  if (isServiceFailure(error)) return serviceFailure(error, context);
  const cause = isTimeout(error) ? `no answer within ${context.timeoutMs} ms` : networkCause(error);
  if (cause) {
    return new ConnectorError(
      'unreachable',
      `Could not reach AWS at ${context.endpoint} (${cause}): check the address and that this server can reach it.`,
    );
  }
  if (failureOf(error).name === 'CredentialsProviderError') {
    return new ConnectorError(
      'unauthorized',
      'This server has no AWS identity to assume the role with: enter an access key pair that may assume it.',
    );
  }
  return error;
};
