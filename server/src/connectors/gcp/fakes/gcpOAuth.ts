import type { FakeAnswer } from '../../fakes/fakeServer';
import { googleTokenUri } from '../endpoints';
import { verifiedClaims } from './sandboxKey';

const jwtBearerGrant = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

// Google takes an assertion valid for at most an hour, issued no more than a few minutes off its own clock.
const maximumLifetimeSeconds = 3600;
const clockSkewSeconds = 300;

export const oauthError = (error: string, description: string): FakeAnswer => ({
  status: 400,
  body: { error, error_description: description },
  headers: { 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate' },
});

export const invalidSignature = oauthError('invalid_grant', 'Invalid JWT Signature.');

const outOfTime = oauthError(
  'invalid_grant',
  'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
);

type TokenRequest = { body: string; now: Date; acceptsCredentials: (clientEmail: string) => boolean };

/** Google's token endpoint for a service account's signed JWT: an access token, or the OAuth error Google gives. */
export const answerTokenRequest = ({ body, now, acceptsCredentials }: TokenRequest, issueToken: () => string) => {
  const form = new URLSearchParams(body);
  const grantType = form.get('grant_type') ?? '';
  if (grantType !== jwtBearerGrant) return oauthError('unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  const claims = verifiedClaims(form.get('assertion') ?? '');
  if (!claims) return invalidSignature;
  if (!claims.iss || !acceptsCredentials(claims.iss))
    return oauthError('invalid_grant', 'Invalid grant: account not found');
  if (claims.aud !== googleTokenUri) return oauthError('invalid_grant', 'Invalid JWT: Failed audience check.');
  if (!claims.scope) return oauthError('invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
  const seconds = now.getTime() / 1000;
  const { iat = 0, exp = 0 } = claims;
  if (exp - iat > maximumLifetimeSeconds || iat > seconds + clockSkewSeconds || exp < seconds) return outOfTime;
  return { status: 200, body: { access_token: issueToken(), expires_in: 3599, token_type: 'Bearer' } };
};
