import type { FakeRequest } from '../../fakes/fakeServer';
import { protocolOf } from './awsProtocols';

/** The operation a request calls and its parameters, whichever protocol carried them. */
export type RoutedRequest = { operation: string; params: Record<string, string | undefined> };

const jsonTargets: Record<string, string> = {
  CloudTrail_20131101: 'cloudtrail',
  StarlingDoveService: 'config',
  TrentService: 'kms',
};

const targetOf = ({ headers }: FakeRequest) => {
  const target = headers['x-amz-target'];
  return typeof target === 'string' ? target : undefined;
};

/** The service of an unsigned request, from what its protocol puts on the wire. */
export const serviceGuess = (request: FakeRequest): string => {
  const target = targetOf(request);
  if (target) return jsonTargets[target.split('.').at(-2) ?? ''] ?? 'kms';
  if (request.method === 'POST' && request.body.includes('Action=')) return 'sts';
  return request.url.pathname.startsWith('/detector') ? 'guardduty' : 's3';
};

const jsonParams = (body: string): Record<string, string> => {
  const parsed: unknown = body ? JSON.parse(body) : {};
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
};

const restJsonRoute = ({ url }: FakeRequest): RoutedRequest | undefined => {
  const params = Object.fromEntries(url.searchParams);
  if (url.pathname === '/detector') return { operation: 'ListDetectors', params };
  const detector = /^\/detector\/([^/]+)$/.exec(url.pathname);
  return detector ? { operation: 'GetDetector', params: { ...params, DetectorId: detector[1] } } : undefined;
};

const restXmlRoute = ({ url }: FakeRequest): RoutedRequest | undefined => {
  const params = Object.fromEntries(url.searchParams);
  if (url.pathname === '/') return { operation: 'ListBuckets', params };
  const bucket = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (!bucket) return undefined;
  if (url.searchParams.has('publicAccessBlock'))
    return { operation: 'GetPublicAccessBlock', params: { Bucket: bucket } };
  if (url.searchParams.has('encryption')) return { operation: 'GetBucketEncryption', params: { Bucket: bucket } };
  return undefined;
};

export const routeOf = (request: FakeRequest, service: string): RoutedRequest | undefined => {
  switch (protocolOf[service]) {
    case 'query':
    case 'ec2': {
      const params = Object.fromEntries(new URLSearchParams(request.body));
      return params.Action ? { operation: params.Action, params } : undefined;
    }
    case 'json': {
      const operation = targetOf(request)?.split('.').at(-1);
      return operation ? { operation, params: jsonParams(request.body) } : undefined;
    }
    case 'restJson':
      return restJsonRoute(request);
    case 'restXml':
      return restXmlRoute(request);
    default:
      return undefined;
  }
};

// S3's IAM actions are not named after its operations.
const s3Actions: Record<string, string> = {
  ListBuckets: 's3:ListAllMyBuckets',
  GetPublicAccessBlock: 's3:GetBucketPublicAccessBlock',
  GetBucketEncryption: 's3:GetEncryptionConfiguration',
};

export const iamActionOf = (service: string, operation: string): string =>
  (service === 's3' ? s3Actions[operation] : undefined) ?? `${service}:${operation}`;
