import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { sharedEvidenceSchema } from './routeSchemas';
import { sendFile } from './sendFile';
import { keepsEvidence } from './service';
import { openSharedEvidence } from './shareService';

export type SharedEvidenceRoutesOptions = { deps: AppDeps };

/** Share links to public evidence: public by design, so each is an unguessable, expiring, revocable token. */
export const sharedEvidenceRoutes: FastifyPluginAsync<SharedEvidenceRoutesOptions> = async (instance, { deps }) => {
  if (!keepsEvidence(deps)) return;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/:token', { config: { access: 'public' }, schema: sharedEvidenceSchema }, async (request, reply) =>
    sendFile(
      reply.header('x-robots-tag', 'noindex'),
      await openSharedEvidence(deps, request.params.token, clientInfo(request)),
      'inline',
    ),
  );
};
