import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { AppDeps } from '../../core/appDeps';
import { createBoundedCache } from '../../lib/boundedCache';
import { createFreshCache } from '../../lib/freshCache';
import { readableSources } from '../../lib/readableSources';
import type { FrameworkSection } from './frameworkSections';
import { buildHeatmap } from './heatmapService';
import { buildOverview } from './overviewService';
import { assessmentRunSchema, heatmapSchema, overviewSchema, runAssessmentSchema } from './routeSchemas';
import { startAssessments } from './runService';
import { findAssessmentRun } from './runStatusService';
import { assessmentStartedMessage, type DashboardOverview, type Heatmap } from '@/contracts/dashboard';

export type DashboardRoutesOptions = { deps: AppDeps };

// The views of this many completed assessments (a few per active organisation and framework).
const cachedAssessments = 500;
// Heat maps of this many organisations and frameworks, and overviews of this many organisations.
const cachedHeatmaps = 500;
const cachedOverviews = 500;

export const dashboardRoutes: FastifyPluginAsync<DashboardRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);
  const overviewCaches = {
    overviews: createFreshCache<DashboardOverview>(cachedOverviews),
    sections: createBoundedCache<FrameworkSection>(cachedAssessments),
  };
  const heatmapCache = createFreshCache<Heatmap>(cachedHeatmaps);

  // Shutdown waits for assessments still running in the background, so none is left half-stored.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });

  app.get(
    '/overview',
    { config: { access: { permission: 'dashboard:read' } }, schema: overviewSchema },
    async (request) => {
      const { user, account } = requirePrincipal(request);
      return {
        success: true as const,
        data: await buildOverview(
          { db: deps.db, caches: overviewCaches, mark: request.databaseMark },
          { organizationId: user.organizationId, readable: readableSources(account.role) },
        ),
      };
    },
  );

  app.get(
    '/compliance-heatmap',
    { config: { access: { permission: 'compliance:read' } }, schema: heatmapSchema },
    async (request) => ({
      success: true as const,
      data: await buildHeatmap(
        { db: deps.db, cache: heatmapCache, mark: request.databaseMark },
        requirePrincipal(request).user.organizationId,
        request.query.framework,
      ),
    }),
  );

  app.post(
    '/run-assessment',
    { config: { access: { permission: 'assessments:run' } }, schema: runAssessmentSchema },
    async (request, reply) => {
      const { user } = requirePrincipal(request);
      const track = (finished: Promise<void>) => {
        running.add(finished);
        void finished.then(() => running.delete(finished));
      };
      const runs = await startAssessments(
        {
          db: deps.db,
          clock: deps.clock,
          log: request.log,
          track,
          limiter: deps.rateLimiter,
          limit: deps.limits.runAssessment,
          jobs: deps.jobs,
        },
        { organizationId: user.organizationId, userId: user.id },
        request.body?.framework,
      );
      const frameworks = runs.map((run) => run.framework);
      return reply
        .code(202)
        .send({ success: true as const, message: assessmentStartedMessage, data: { frameworks, runs } });
    },
  );

  // Reading a run's status is compliance reading: whoever sees the heat map may see that its refresh finished.
  app.get(
    '/assessment-runs/:id',
    { config: { access: { permission: 'compliance:read' } }, schema: assessmentRunSchema },
    async (request) => ({
      success: true as const,
      data: await findAssessmentRun(deps.db, requirePrincipal(request).user.organizationId, request.params.id),
    }),
  );
};
