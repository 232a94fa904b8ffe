import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../modules/auth';
import type { UserWithCompany } from '../modules/users';
import { notAuthorized } from '../core/tokens';

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: Principal | null;
    account: UserWithCompany | null;
    /** The database's change mark when the request was authenticated: what its cached reads are checked against. */
    databaseMark: string | null;
  }
}

/** For handlers of permission routes (see plugins/access); narrows the request's nullable principal. */
export const requirePrincipal = (request: FastifyRequest): { user: Principal; account: UserWithCompany } => {
  if (!request.user || !request.account) throw notAuthorized();
  return { user: request.user, account: request.account };
};

/** For handlers of permission routes that need the signed-in member's whole row (name, email, company). */
export const requireAccount = (request: FastifyRequest): UserWithCompany => {
  if (!request.account) throw notAuthorized();
  return request.account;
};

export const decorateAuthRequest = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('account', null);
  app.decorateRequest('databaseMark', null);
};
