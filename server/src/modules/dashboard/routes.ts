import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createAuthenticate, requirePrincipal } from '../../plugins/authenticate';
import type { ZodTypeProvider } from '../../plugins/zodSchemas';
import type { AuthContext } from '../auth/context';
import { createBoundedCache } from './boundedCache';
import type { FrameworkSection } from './frameworkSections';
import { buildHeatmap } from './heatmapService';
import { buildOverview } from './overviewService';
import { startAssessments } from './runService';
import {
  assessmentStartedMessage,
  type Heatmap,
  heatmapQuery,
  heatmapResponse,
  overviewResponse,
  runAssessmentBody,
  runAssessmentResponse,
} from './schemas';
import { serializeOncePerData } from './serializeOnce';

export type DashboardRoutesOptions = { ctx: AuthContext };

// Per cache: the computed views of this many completed assessments (a few per active organisation and framework).
const cachedAssessments = 500;

/** Clients (curl, fetch without a body) may send Content-Type: application/json and nothing else: read it as no body. */
const acceptEmptyJsonBody = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body, done);
  });
};

export const dashboardRoutes: FastifyPluginAsync<DashboardRoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', createAuthenticate(ctx));
  acceptEmptyJsonBody(app);
  const overviewCache = createBoundedCache<FrameworkSection>(cachedAssessments);
  const heatmapCache = createBoundedCache<Heatmap>(cachedAssessments);

  // Shutdown waits for assessments still running in the background, so none is left half-stored.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });

  app.get('/overview', { schema: { response: { 200: overviewResponse } } }, async (request) => ({
    success: true as const,
    data: await buildOverview({ db: ctx.db, cache: overviewCache }, requirePrincipal(request).user.organizationId),
  }));

  app.get(
    '/compliance-heatmap',
    {
      schema: { querystring: heatmapQuery, response: { 200: heatmapResponse } },
      serializerCompiler: serializeOncePerData(heatmapResponse),
    },
    async (request) => ({
      success: true as const,
      data: await buildHeatmap({ db: ctx.db, cache: heatmapCache }, requirePrincipal(request).user.organizationId, request.query.framework),
    }),
  );

  app.post(
    '/run-assessment',
    { schema: { body: runAssessmentBody, response: { 202: runAssessmentResponse } } },
    async (request, reply) => {
      const { user } = requirePrincipal(request);
      const { frameworks, finished } = await startAssessments(
        { db: ctx.db, clock: ctx.clock, log: request.log },
        { organizationId: user.organizationId, userId: user.id },
        request.body?.framework,
      );
      running.add(finished);
      void finished.then(() => running.delete(finished));
      return reply.code(202).send({ success: true as const, message: assessmentStartedMessage, data: { frameworks } });
    },
  );
};
