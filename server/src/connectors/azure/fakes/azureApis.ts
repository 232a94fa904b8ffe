import type { FakeAnswer, FakeRequest, FakeState } from '../../fakes/fakeServer';
import { armError, graphError, guidOf } from './azureErrors';
import { answerGraphRequest } from './azureGraph';
import { claimsOf, graphAudience, managementAudience } from './azureIdentity';
import { answerManagementRequest } from './azureManagement';
import { sandboxIds } from './azureTenantModel';
import { goodTenant, misconfiguredTenant } from './azureTenants';

const { tenantId, subscriptionId } = sandboxIds;

// Both APIs say when to come back in seconds; Resource Manager also counts down the subscription's reads.
const retryAfterSeconds = 120;

/** Microsoft Graph behind its token check, in the sandbox's state. */
export const graphAnswer = (
  state: FakeState,
  request: FakeRequest,
  path: string,
  graphUrl: string,
  now: Date,
): FakeAnswer => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return { status: 401, body: graphError('InvalidAuthenticationToken', 'Access token is empty.', now) };
  if (claims.aud !== graphAudience || claims.tid !== tenantId) {
    return {
      status: 401,
      body: graphError('InvalidAuthenticationToken', 'Access token validation failure. Invalid audience.', now),
    };
  }
  if (state === 'rateLimited') {
    return {
      status: 429,
      body: graphError('TooManyRequests', 'Too many requests, please retry after some time.', now),
      headers: { 'retry-after': String(retryAfterSeconds) },
    };
  }
  const tenant = state === 'misconfigured' ? misconfiguredTenant : goodTenant;
  const answer = answerGraphRequest(path, request.url, { tenant, tenantId, graphUrl, now });
  return {
    ...answer,
    headers: { 'request-id': guidOf(`graph ${request.url.href} ${now.toISOString()}`), ...answer.headers },
  };
};

/** Resource Manager behind its token check, in the sandbox's state. */
export const managementAnswer = (state: FakeState, request: FakeRequest, path: string): FakeAnswer => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) {
    return {
      status: 401,
      body: armError('AuthenticationFailed', "Authentication failed. The 'Authorization' header is missing."),
    };
  }
  if (claims.aud !== managementAudience || claims.tid !== tenantId) {
    return {
      status: 401,
      body: armError(
        'InvalidAuthenticationTokenAudience',
        `The access token has been obtained for wrong audience or resource '${claims.aud}'. It should exactly match with one of the allowed audiences 'https://management.core.windows.net/','https://management.azure.com/'.`,
      ),
    };
  }
  if (state === 'rateLimited') {
    return {
      status: 429,
      body: armError(
        'SubscriptionRequestsThrottled',
        `Number of 'read' requests for subscription '${subscriptionId}' actor '${claims.appid}' exceeded. Please try again after '${retryAfterSeconds}' seconds after the last request.`,
      ),
      headers: { 'retry-after': String(retryAfterSeconds), 'x-ms-ratelimit-remaining-subscription-reads': '0' },
    };
  }
  const tenant = state === 'misconfigured' ? misconfiguredTenant : goodTenant;
  const context = { tenant, tenantId, subscriptionId, clientId: claims.appid, withoutRole: state === 'forbidden' };
  const answer = answerManagementRequest(path, request.url, context);
  return { ...answer, headers: { 'x-ms-ratelimit-remaining-subscription-reads': '11999', ...answer.headers } };
};
