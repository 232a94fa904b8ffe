import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/appDeps';
import { sharedEvidenceSchema } from './routeSchemas';
import { sendFile } from './sendFile';
import { openSharedEvidence } from './shareService';

export type SharedEvidenceRoutesOptions = { deps: AppDeps };

/** Share links to public evidence: public by design, so each is an unguessable, expiring, revocable token. */
export const sharedEvidenceRoutes: FastifyPluginAsync<SharedEvidenceRoutesOptions> = async (
  instance,
  { deps: ctx },
) => {
  if (!ctx.evidence) return;
  const { store } = ctx.evidence;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, clock: ctx.clock, store, rateLimiter: ctx.rateLimiter, limits: ctx.limits };

  app.get('/:token', { config: { access: 'public' }, schema: sharedEvidenceSchema }, async (request, reply) =>
    sendFile(
      reply.header('x-robots-tag', 'noindex'),
      await openSharedEvidence(deps, request.params.token, request.ip),
      'inline',
    ),
  );
};
