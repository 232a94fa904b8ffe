import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './appError';
import { createVerifiedTokenCache } from './verifiedTokenCache';

export type TokenClaims = { userId: string; organizationId: string; sessionId: string };

export type TokenSigner = {
  sign: (claims: TokenClaims, issuedAt: Date, expiresAt: Date) => Promise<string>;
  verify: (token: string, now: Date) => Promise<TokenClaims>;
};

export const notAuthorized = () => new AppError(401, 'Not authorized. Please sign in.');
export const sessionExpired = () => new AppError(401, 'Session expired. Please sign in again.');

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const verifiedTokenCapacity = 10_000;

export const createTokenSigner = (secret: string): TokenSigner => {
  const key = new TextEncoder().encode(secret);
  const verified = createVerifiedTokenCache<TokenClaims>(verifiedTokenCapacity);
  return {
    sign: ({ userId, organizationId, sessionId }, issuedAt, expiresAt) =>
      new SignJWT({ org: organizationId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(toSeconds(issuedAt))
        .setExpirationTime(toSeconds(expiresAt))
        .sign(key),
    verify: async (token, now) => {
      const cached = verified.get(token, toSeconds(now));
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        const { sub, org, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
          throw notAuthorized();
        }
        const claims = { userId: sub, organizationId: org, sessionId: sid };
        verified.set(token, claims, exp);
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw sessionExpired();
        throw notAuthorized();
      }
    },
  };
};
