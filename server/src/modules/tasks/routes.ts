import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { AppDeps } from '../../core/appDeps';
import type { TaskActor } from './audit';
import { listAssignableMembers } from './members';
import { assigneesSchema, completeSchema, createSchema, listSchema, reopenSchema, updateSchema } from './routeSchemas';
import { createTask, listTaskPage, setTaskStatus, updateTask } from './service';

export type TaskRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'tasks:read' as const } };
const manage = { access: { permission: 'tasks:manage' as const } };

const actorOf = (request: FastifyRequest): TaskActor => {
  const { user, account } = requirePrincipal(request);
  return { organizationId: user.organizationId, userId: user.id, userLabel: account.name, ipAddress: request.ip };
};

export const taskRoutes: FastifyPluginAsync<TaskRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: read, schema: listSchema }, async (request) => {
    const { user } = requirePrincipal(request);
    const caller = { organizationId: user.organizationId, userId: user.id };
    return { success: true as const, data: await listTaskPage(deps, caller, request.query) };
  });

  app.get('/assignees', { config: read, schema: assigneesSchema }, async (request) => ({
    success: true as const,
    data: await listAssignableMembers(deps.db, requirePrincipal(request).user.organizationId),
  }));

  app.post('/', { config: manage, schema: createSchema }, async (request, reply) =>
    reply.code(201).send({ success: true as const, data: await createTask(deps, actorOf(request), request.body) }),
  );

  app.put('/:id', { config: manage, schema: updateSchema }, async (request) => ({
    success: true as const,
    data: await updateTask(deps, actorOf(request), request.params.id, request.body),
  }));

  app.post('/:id/complete', { config: manage, schema: completeSchema }, async (request) => ({
    success: true as const,
    data: await setTaskStatus(deps, actorOf(request), request.params.id, 'done'),
  }));

  app.post('/:id/reopen', { config: manage, schema: reopenSchema }, async (request) => ({
    success: true as const,
    data: await setTaskStatus(deps, actorOf(request), request.params.id, 'open'),
  }));
};
