import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { listSchema, reviewSchema, submitSchema } from './routeSchemas';
import { listAttestations, reviewAttestation, submitAttestation } from './service';

export const attestationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/', { config: { access: { permission: 'compliance:read' } }, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listAttestations(
      deps,
      requireActor(request).organizationId,
      request.query.check ? [request.query.check] : null,
    ),
  }));

  app.post(
    '/',
    { config: { access: { permission: 'attestations:submit' } }, schema: submitSchema },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await submitAttestation(deps, requireActor(request), request.body) }),
  );

  app.post(
    '/:id/review',
    { config: { access: { permission: 'attestations:review' } }, schema: reviewSchema },
    async (request) => ({
      success: true as const,
      data: await reviewAttestation(deps, requireActor(request), request.params.id, request.body),
    }),
  );
};
