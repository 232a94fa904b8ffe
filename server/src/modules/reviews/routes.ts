import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import { decideSchema, pendingSchema, readSchema, submitSchema } from './routeSchemas';
import { decideReview, listPendingReviews, readReview, submitForReview } from './service';

// Reading a review needs what reading its work needs; submitting and deciding are checked per kind of work.
const read = { access: { permission: 'compliance:read' as const } };

export const reviewRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/pending', { config: read, schema: pendingSchema }, async (request) => ({
    success: true as const,
    data: { reviews: await listPendingReviews(deps, requireActor(request)) },
  }));

  app.get('/:subjectType/:subjectId', { config: read, schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readReview(deps, requireActor(request), request.params),
  }));

  app.post('/:subjectType/:subjectId/submission', { config: read, schema: submitSchema }, async (request) => ({
    success: true as const,
    data: await submitForReview(deps, requireActor(request), request.params),
  }));

  app.post('/:subjectType/:subjectId/decision', { config: read, schema: decideSchema }, async (request) => ({
    success: true as const,
    data: await decideReview(deps, requireActor(request), request.params, request.body),
  }));
};
