import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { requestExclusion, reviewExclusion, withdrawExclusion } from './exclusions';
import {
  assignOwnersSchema,
  detailsSchema,
  listSchema,
  requestExclusionSchema,
  reviewExclusionSchema,
  updateSchema,
  withdrawExclusionSchema,
} from './routeSchemas';
import { assignOwners, listControlSettings, readControlDetails, updateControl } from './settingsService';

const read = { access: { permission: 'compliance:read' as const } };
const manage = { access: { permission: 'controls:manage' as const } };
const approve = { access: { permission: 'controls:approve' as const } };

export const controlRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/', { config: read, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listControlSettings(deps, requireActor(request).organizationId, request.query.framework),
  }));

  app.post('/owners', { config: manage, schema: assignOwnersSchema }, async (request) => ({
    success: true as const,
    data: await assignOwners(deps, requireActor(request), request.body),
  }));

  app.get('/:framework/:controlId', { config: read, schema: detailsSchema }, async (request) => ({
    success: true as const,
    data: await readControlDetails(
      deps,
      requireActor(request).organizationId,
      request.params.framework,
      request.params.controlId,
    ),
  }));

  app.put('/:framework/:controlId', { config: manage, schema: updateSchema }, async (request) => ({
    success: true as const,
    data: await updateControl(
      deps,
      requireActor(request),
      request.params.framework,
      request.params.controlId,
      request.body,
    ),
  }));

  app.post('/:framework/:controlId/exclusion', { config: manage, schema: requestExclusionSchema }, async (request) => ({
    success: true as const,
    data: await requestExclusion(
      deps,
      requireActor(request),
      request.params.framework,
      request.params.controlId,
      request.body.justification,
    ),
  }));

  app.post(
    '/:framework/:controlId/exclusion/review',
    { config: approve, schema: reviewExclusionSchema },
    async (request) => ({
      success: true as const,
      data: await reviewExclusion(
        deps,
        requireActor(request),
        request.params.framework,
        request.params.controlId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:framework/:controlId/exclusion',
    { config: manage, schema: withdrawExclusionSchema },
    async (request) => ({
      success: true as const,
      data: await withdrawExclusion(deps, requireActor(request), request.params.framework, request.params.controlId),
    }),
  );
};
