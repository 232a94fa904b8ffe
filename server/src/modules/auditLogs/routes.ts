import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createFreshCache } from '../../lib/freshCache';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { formatCheckpoint } from '../../core/auditTrail/checkpoint';
import { exportAuditLogs } from './exportService';
import { listAuditLogs } from './listService';
import { exportSchema, listSchema } from './routeSchemas';
import { auditTrailVersion } from '../../core/auditTrail/trailVersion';
import { enforceLimit } from '../../core/rateLimits/enforce';
import type { AuditLogPage } from '@/contracts/auditLogs';

export const tooManySearchesMessage = 'Too many activity log searches. Please try again in a minute.';

export type AuditLogRoutesOptions = { deps: AppDeps };

// Pages (each of one organisation, filters and page number) kept at their chain head.
const cachedPages = 500;

export const auditLogRoutes: FastifyPluginAsync<AuditLogRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const pages = createFreshCache<AuditLogPage>(cachedPages);
  app.get('/', { config: { access: { permission: 'auditLogs:read' } }, schema: listSchema }, async (request) => {
    const actor = requireActor(request);
    // Only a text search scans the trail; pages and filters read an index and cost no more than any other read.
    if (request.query.search) {
      await enforceLimit(
        deps.rateLimiter,
        `audit-search:user:${actor.userId}`,
        deps.limits.auditList,
        tooManySearchesMessage,
      );
    }
    const { organizationId } = actor;
    const page = await pages.read(`${organizationId} ${JSON.stringify(request.query)}`, {
      mark: await request.changeMark(),
      version: async () => String(await auditTrailVersion(deps.db, organizationId)),
      build: () => listAuditLogs(deps.readDb, organizationId, request.query),
    });
    return { success: true as const, data: page };
  });

  app.get(
    '/export',
    { config: { access: { permission: 'auditLogs:export' } }, schema: exportSchema },
    async (request, reply) => {
      const { format: _format, ...filters } = request.query;
      const { filename, csv, checkpoint } = await exportAuditLogs(deps, requireActor(request), filters);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-audit-checkpoint', formatCheckpoint(checkpoint))
        .send(Readable.from(csv, { objectMode: false }));
    },
  );
};
