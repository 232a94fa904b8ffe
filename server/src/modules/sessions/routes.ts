import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { RouteAccess } from '../../plugins/access';
import type { AppDeps } from '../../core/appDeps';
import { listSessionsSchema, revokeOtherSessionsSchema, revokeSessionSchema, sessionMessages } from './routeSchemas';
import { activeSessions, signOutOtherSessions, signOutSession } from './service';

export type SessionRoutesOptions = { deps: AppDeps };

/** Settings > Security: the member's live sessions, and signing them out one by one or all but this one. */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ownAccount = { access: { permission: 'account:manage' } satisfies RouteAccess };

  app.get('/', { config: ownAccount, schema: listSessionsSchema }, async (request) => ({
    success: true as const,
    data: await activeSessions(deps, requireActor(request)),
  }));

  app.delete('/:id', { config: ownAccount, schema: revokeSessionSchema }, async (request) => {
    await signOutSession(deps, requireActor(request), request.params.id);
    return { success: true as const, message: sessionMessages.signedOut };
  });

  app.post('/revoke-others', { config: ownAccount, schema: revokeOtherSessionsSchema }, async (request) => ({
    success: true as const,
    data: { revoked: await signOutOtherSessions(deps, requireActor(request)) },
  }));
};
