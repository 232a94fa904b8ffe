import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { contentDisposition } from '../evidence';
import { fileSchema, listSchema } from './routeSchemas';
import { listAutomatedEvidence, openAutomatedEvidence } from './service';

export type AutomatedEvidenceRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'evidence:read' as const } };

// A file people open and read, so indented.
const prettyJson = (payload: unknown) => JSON.stringify(payload, null, 2);

export const automatedEvidenceRoutes: FastifyPluginAsync<AutomatedEvidenceRoutesOptions> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/', { config: read, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listAutomatedEvidence(deps, requireActor(request).organizationId),
  }));

  app.get('/:integration/:check', { config: read, schema: fileSchema }, async (request, reply) => {
    const { disposition } = request.query;
    const { fileName, file } = await openAutomatedEvidence(deps, requireActor(request), request.params, disposition);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(disposition, fileName))
      .header('cache-control', 'private, no-store')
      .serializer(prettyJson)
      .send(file);
  });
};
