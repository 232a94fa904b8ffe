import type { FakeAnswer, FakeRequest } from '../../fakes/fakeServer';
import { identityError } from './azureErrors';
import { sandboxTenantName } from './azureTenantModel';

export const graphAudience = 'https://graph.microsoft.com';
export const managementAudience = 'https://management.azure.com';

/** What an access token says of itself: the claims the fake's APIs check. */
export type TokenClaims = { aud: string; tid: string; appid: string };

type Registration = {
  tenantId: string;
  clientId: string;
  acceptsSecret: (secret: string) => boolean;
  refusesEverySecret: boolean;
  now: Date;
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const accessToken = (claims: TokenClaims, now: Date) => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const payload = { ...claims, iss: `https://sts.windows.net/${claims.tid}/`, iat: issuedAt, exp: issuedAt + 3599 };
  return `${base64url({ typ: 'JWT', alg: 'RS256' })}.${base64url(payload)}.c2FuZGJveA`;
};

/** The claims of a bearer token this fake issued, or undefined for anything else. */
export const claimsOf = (authorization: string | undefined): TokenClaims | undefined => {
  const payload = /^Bearer [\w-]+\.([\w-]+)\.[\w-]+$/.exec(authorization ?? '')?.[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return undefined;
  }
};

/** POST /{tenant}/oauth2/v2.0/token with the client credentials grant, refused as the identity platform refuses. */
export const answerTokenRequest = (request: FakeRequest, tenantId: string, registration: Registration): FakeAnswer => {
  const { now } = registration;
  const form = new URLSearchParams(request.body);
  const clientId = form.get('client_id') ?? '';
  const scope = form.get('scope') ?? '';
  if (tenantId !== registration.tenantId) {
    return {
      status: 400,
      body: identityError(
        'invalid_request',
        90002,
        `Tenant '${tenantId}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
        now,
      ),
    };
  }
  if (form.get('grant_type') !== 'client_credentials') {
    return {
      status: 400,
      body: identityError('unsupported_grant_type', 70003, 'The app requested an unsupported grant type.', now),
    };
  }
  if (clientId !== registration.clientId) {
    return {
      status: 400,
      body: identityError(
        'unauthorized_client',
        700016,
        `Application with identifier '${clientId}' was not found in the directory '${sandboxTenantName}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant.`,
        now,
      ),
    };
  }
  const secret = form.get('client_secret') ?? '';
  if (registration.refusesEverySecret || !registration.acceptsSecret(secret)) {
    return {
      status: 401,
      body: identityError(
        'invalid_client',
        7000215,
        `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`,
        now,
      ),
    };
  }
  const audience = [graphAudience, managementAudience].find((candidate) => scope === `${candidate}/.default`);
  if (!audience) {
    return {
      status: 400,
      body: identityError(
        'invalid_scope',
        1002012,
        `The provided value for scope ${scope} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`,
        now,
      ),
    };
  }
  const token = accessToken({ aud: audience, tid: tenantId, appid: clientId }, now);
  return { status: 200, body: { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: token } };
};
