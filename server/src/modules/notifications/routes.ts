import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isoNow } from '../../lib/clock';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { countUnread, type Recipient } from './repository';
import { listSchema, readAllSchema, readSchema, unreadSchema } from './routeSchemas';
import { notificationPage, readAllNotifications, readNotification } from './service';

// Every member manages their own notifications only: the recipient is always the caller.
const access = { access: { permission: 'account:manage' as const } };

const recipientOf = (request: FastifyRequest): Recipient => requireActor(request);

export const notificationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: access, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await notificationPage(deps.db, recipientOf(request), request.query),
  }));

  app.get('/unread-count', { config: access, schema: unreadSchema }, async (request) => ({
    success: true as const,
    data: { unread: await countUnread(deps.db, recipientOf(request)) },
  }));

  app.post('/:id/read', { config: access, schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readNotification(deps.db, recipientOf(request), request.params.id, isoNow(deps.clock)),
  }));

  app.post('/read-all', { config: access, schema: readAllSchema }, async (request) => ({
    success: true as const,
    data: await readAllNotifications(deps.db, recipientOf(request), isoNow(deps.clock)),
  }));
};
