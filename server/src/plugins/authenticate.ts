import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext, Principal } from '../modules/auth/context';
import { findSessionWithUser } from '../modules/sessions/repository';
import type { UserWithCompany } from '../modules/users/repository';
import { AppError } from '../lib/appError';
import { notAuthorized, sessionExpired } from '../lib/tokens';

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: Principal | null;
    account: UserWithCompany | null;
  }
}

const bearerPattern = /^Bearer\s+(\S+)$/i;

/** onRequest hook for protected routes: a valid token, a live session and an existing user, or 401. */
export const createAuthenticate =
  (ctx: AuthContext) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw notAuthorized();
    const now = ctx.clock();
    const claims = await ctx.tokens.verify(token, now);
    const row = await findSessionWithUser(ctx.db, claims.sessionId, claims.userId, claims.organizationId);
    if (!row) throw notAuthorized();
    if (row.session_revoked_at) throw new AppError(401, 'Your session has ended. Please sign in again.');
    if (row.session_expires_at <= now.toISOString()) throw sessionExpired();
    const { session_expires_at: _expires, session_revoked_at: _revoked, ...account } = row;
    request.user = { id: account.id, organizationId: account.organization_id, sessionId: claims.sessionId };
    request.account = account;
  };

/** For handlers behind `createAuthenticate`; narrows the request's nullable principal. */
export const requirePrincipal = (request: FastifyRequest): { user: Principal; account: UserWithCompany } => {
  if (!request.user || !request.account) throw notAuthorized();
  return { user: request.user, account: request.account };
};

export const decorateAuthRequest = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('account', null);
};
