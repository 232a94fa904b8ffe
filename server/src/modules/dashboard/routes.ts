import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DashboardOverview, Heatmap } from '@/contracts/dashboard';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { createBoundedCache } from '../../lib/boundedCache';
import { createFreshCache } from '../../lib/freshCache';
import { readableSources } from '../../lib/readableSources';
import type { FrameworkSection } from './frameworkSections';
import { buildOverview } from './overviewService';
import { overviewSchema } from './routeSchemas';

// The views of this many completed assessments (a few per active organisation and framework).
const cachedAssessments = 500;
// Overviews of this many organisations and frameworks.
const cachedOverviews = 500;
// The heat maps behind the overviews' counts, as many.
const cachedHeatmaps = cachedOverviews;

export const dashboardRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const caches = {
    overviews: createFreshCache<DashboardOverview>(cachedOverviews),
    sections: createBoundedCache<FrameworkSection>(cachedAssessments),
    heatmaps: createFreshCache<Heatmap>(cachedHeatmaps),
  };

  app.get(
    '/overview',
    { config: { access: { permission: 'dashboard:read' } }, schema: overviewSchema },
    async (request) => {
      const actor = requireActor(request);
      return {
        success: true as const,
        data: await buildOverview(
          deps,
          { caches, mark: await request.changeMark() },
          { organizationId: actor.organizationId, readable: readableSources(actor.role) },
          request.query.framework,
        ),
      };
    },
  );
};
