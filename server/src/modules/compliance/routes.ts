import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Heatmap } from '@/contracts/dashboard';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { createFreshCache } from '../../lib/freshCache';
import { buildHeatmap } from './heatmapService';
import { heatmapSchema } from './routeSchemas';

// Heat maps of this many organisations and frameworks.
const cachedHeatmaps = 500;

/** The compliance screen's heat map, under /dashboard where the app has always found it. */
export const complianceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cache = createFreshCache<Heatmap>(cachedHeatmaps);

  app.get(
    '/compliance-heatmap',
    { config: { access: { permission: 'compliance:read' } }, schema: heatmapSchema },
    async (request) => ({
      success: true as const,
      data: await buildHeatmap(
        deps,
        { cache, mark: await request.changeMark() },
        requireActor(request).organizationId,
        request.query.framework,
      ),
    }),
  );
};
