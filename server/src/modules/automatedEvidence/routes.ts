import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import type { AuditActor } from '../auditLogs';
import { contentDisposition } from '../evidence';
import { fileSchema, listSchema } from './routeSchemas';
import { type AutomatedEvidenceDeps, listAutomatedEvidence, openAutomatedEvidence } from './service';

export type AutomatedEvidenceRoutesOptions = { deps: AutomatedEvidenceDeps };

const read = { access: { permission: 'evidence:read' as const } };

// A file people open and read, so indented.
const prettyJson = (payload: unknown) => JSON.stringify(payload, null, 2);

const actorOf = (request: FastifyRequest): AuditActor => {
  const { user, account } = requirePrincipal(request);
  return { organizationId: user.organizationId, userId: user.id, userLabel: account.name, ipAddress: request.ip };
};

export const automatedEvidenceRoutes: FastifyPluginAsync<AutomatedEvidenceRoutesOptions> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/', { config: read, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listAutomatedEvidence(deps, requirePrincipal(request).user.organizationId),
  }));

  app.get('/:integration/:check', { config: read, schema: fileSchema }, async (request, reply) => {
    const { disposition } = request.query;
    const { fileName, file } = await openAutomatedEvidence(deps, actorOf(request), request.params, disposition);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(disposition, fileName))
      .header('cache-control', 'private, no-store')
      .serializer(prettyJson)
      .send(file);
  });
};
