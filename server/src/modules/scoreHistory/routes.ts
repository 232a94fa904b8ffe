import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { readControlHistory, readScoreHistory } from './history';
import { controlHistorySchema, scoreHistorySchema } from './routeSchemas';

/** The dashboard's score history, under /dashboard beside the overview it trends. */
export const scoreHistoryRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/score-history',
    { config: { access: { permission: 'dashboard:read' } }, schema: scoreHistorySchema },
    async (request) => ({
      success: true as const,
      data: await readScoreHistory(deps, requireActor(request).organizationId, request.query),
    }),
  );
};

/** A control's history, under /controls beside the control it belongs to. */
export const controlHistoryRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:framework/:controlId/history',
    { config: { access: { permission: 'compliance:read' } }, schema: controlHistorySchema },
    async (request) => ({
      success: true as const,
      data: await readControlHistory(deps, requireActor(request).organizationId, {
        ...request.params,
        days: request.query.days,
      }),
    }),
  );
};
