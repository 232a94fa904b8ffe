import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserWithCompany } from '../modules/users';
import { notAuthorized } from '../core/tokens';

/** Who is calling, set on the request once the bearer token and its session check out. */
export type Principal = { id: string; organizationId: string; sessionId: string };

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    user: Principal | null;
    account: UserWithCompany | null;
  }
}

/** For handlers of permission routes that need the signed-in member's whole row (name, email, company). */
export const requireAccount = (request: FastifyRequest): UserWithCompany => {
  if (!request.account) throw notAuthorized();
  return request.account;
};

export const decorateAuthRequest = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('account', null);
};
