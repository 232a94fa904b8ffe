import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { AppDeps } from '../../core/appDeps';
import { listAssignableMembers } from '../members';
import { assigneesSchema, completeSchema, createSchema, listSchema, reopenSchema, updateSchema } from './routeSchemas';
import { createTask, listTaskPage, setTaskStatus, updateTask } from './service';

export type TaskRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'tasks:read' as const } };
const manage = { access: { permission: 'tasks:manage' as const } };

export const taskRoutes: FastifyPluginAsync<TaskRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: read, schema: listSchema }, async (request) => {
    return { success: true as const, data: await listTaskPage(deps, requireActor(request), request.query) };
  });

  app.get('/assignees', { config: read, schema: assigneesSchema }, async (request) => ({
    success: true as const,
    data: await listAssignableMembers(deps.db, requireActor(request).organizationId),
  }));

  app.post('/', { config: manage, schema: createSchema }, async (request, reply) =>
    reply.code(201).send({ success: true as const, data: await createTask(deps, requireActor(request), request.body) }),
  );

  app.put('/:id', { config: manage, schema: updateSchema }, async (request) => ({
    success: true as const,
    data: await updateTask(deps, requireActor(request), request.params.id, request.body),
  }));

  app.post('/:id/complete', { config: manage, schema: completeSchema }, async (request) => ({
    success: true as const,
    data: await setTaskStatus(deps, requireActor(request), request.params.id, 'done'),
  }));

  app.post('/:id/reopen', { config: manage, schema: reopenSchema }, async (request) => ({
    success: true as const,
    data: await setTaskStatus(deps, requireActor(request), request.params.id, 'open'),
  }));
};
