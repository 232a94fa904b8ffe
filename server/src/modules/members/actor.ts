import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../plugins/authenticate';

/** Who makes a change: their organisation bounds every lookup, their name labels the audit row. */
export type Actor = { organizationId: string; userId: string; name: string; ip: string };

export const actorOf = (request: FastifyRequest): Actor => {
  const { user, account } = requirePrincipal(request);
  return { organizationId: user.organizationId, userId: user.id, name: account.name, ip: request.ip };
};
