import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assessmentStartedMessage } from '@/contracts/dashboard';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import { findAssessmentRun, runRequestedAssessments } from './requestedRuns';
import { assessmentRunSchema, runAssessmentSchema } from './routeSchemas';

/** Run Assessment and its runs, under /dashboard where the app has always found them. */
export const assessmentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.post(
    '/run-assessment',
    { config: { access: { permission: 'assessments:run' } }, schema: runAssessmentSchema },
    async (request, reply) => {
      const runs = await runRequestedAssessments(deps, requireActor(request), request.body?.framework, request.log);
      const frameworks = runs.map((run) => run.framework);
      return reply
        .code(202)
        .send({ success: true as const, message: assessmentStartedMessage, data: { frameworks, runs } });
    },
  );

  // Reading a run is compliance reading: whoever sees the heat map may see that its refresh finished.
  app.get(
    '/assessment-runs/:id',
    { config: { access: { permission: 'compliance:read' } }, schema: assessmentRunSchema },
    async (request) => ({
      success: true as const,
      data: await findAssessmentRun(deps, requireActor(request).organizationId, request.params.id),
    }),
  );
};
