import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { sendPdf } from './routes';
import { sharedReportSchema } from './routeSchemas';
import { openSharedReport } from './shareService';

export type SharedReportRoutesOptions = { deps: AppDeps };

/** Share links: public by design, so each is an unguessable, expiring, revocable token, rate limited per address. */
export const sharedReportRoutes: FastifyPluginAsync<SharedReportRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/:token', { config: { access: 'public' }, schema: sharedReportSchema }, async (request, reply) =>
    sendPdf(
      reply.header('x-robots-tag', 'noindex'),
      await openSharedReport(deps, request.params.token, clientInfo(request)),
      'inline',
    ),
  );
};
