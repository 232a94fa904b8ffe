import type { FakeAnswer } from '../../fakes/fakeServer';
import { sandboxProjectNumber } from './sandboxKey';

const errorInfo = (reason: string, domain: string, metadata: Record<string, string>) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain,
  metadata,
});

/** Google's JSON error: {"error":{"code":403,"message":"…","status":"PERMISSION_DENIED","details":[…]}}. */
export const googleError = (code: number, status: string, message: string, details: object[] = []): FakeAnswer => ({
  status: code,
  body: { error: { code, message, status, ...(details.length > 0 ? { details } : {}) } },
});

export const unauthenticated: FakeAnswer = {
  ...googleError(
    401,
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    [errorInfo('ACCESS_TOKEN_TYPE_UNSUPPORTED', 'googleapis.com', {})],
  ),
  headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
};

export const permissionDenied = (permission: string, service: string, resource: string): FakeAnswer =>
  googleError(403, 'PERMISSION_DENIED', `Permission '${permission}' denied on resource (or it may not exist).`, [
    errorInfo('IAM_PERMISSION_DENIED', `${service}.googleapis.com`, { permission, resource }),
  ]);

export const quotaExceeded = (service: string, retryAfterSeconds: number): FakeAnswer => ({
  ...googleError(
    429,
    'RESOURCE_EXHAUSTED',
    `Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute' of service '${service}.googleapis.com' for consumer 'project_number:${sandboxProjectNumber}'.`,
    [
      errorInfo('RATE_LIMIT_EXCEEDED', 'googleapis.com', {
        service: `${service}.googleapis.com`,
        consumer: `projects/${sandboxProjectNumber}`,
        quota_metric: `${service}.googleapis.com/read_requests`,
        quota_limit: 'ReadRequestsPerMinutePerProject',
      }),
    ],
  ),
  headers: { 'retry-after': String(retryAfterSeconds) },
});

export const notFound = (message = 'Requested entity was not found.'): FakeAnswer =>
  googleError(404, 'NOT_FOUND', message);
