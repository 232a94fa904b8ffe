import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isoNow } from '../../lib/clock';
import { createFreshCache } from '../../lib/freshCache';
import { requirePrincipal } from '../../plugins/authenticate';
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
    const { user } = requirePrincipal(request);
    // Only a text search scans the trail; pages and filters read an index and cost no more than any other read.
    if (request.query.search) {
      await enforceLimit(
        deps.rateLimiter,
        `audit-search:user:${user.id}`,
        deps.limits.auditList,
        tooManySearchesMessage,
      );
    }
    const page = await pages.read(`${user.organizationId} ${JSON.stringify(request.query)}`, {
      mark: request.databaseMark,
      version: async () => String(await auditTrailVersion(deps.db, user.organizationId)),
      build: () => listAuditLogs(deps.readDb, user.organizationId, request.query),
    });
    return { success: true as const, data: page };
  });

  app.get(
    '/export',
    { config: { access: { permission: 'auditLogs:export' } }, schema: exportSchema },
    async (request, reply) => {
      const { user, account } = requirePrincipal(request);
      const { format: _format, ...filters } = request.query;
      const exporter = {
        organizationId: user.organizationId,
        userId: user.id,
        userLabel: account.name,
        ipAddress: request.ip,
      };
      const exportDeps = {
        db: deps.db,
        readDb: deps.readDb,
        limiter: deps.rateLimiter,
        lease: deps.limits.auditExport,
      };
      const { filename, csv, checkpoint } = await exportAuditLogs(exportDeps, exporter, filters, isoNow(deps.clock));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-audit-checkpoint', formatCheckpoint(checkpoint))
        .send(Readable.from(csv, { objectMode: false }));
    },
  );
};
