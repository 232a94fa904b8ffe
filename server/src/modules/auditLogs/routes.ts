import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isoNow } from '../../lib/clock';
import { requirePrincipal } from '../../plugins/authenticate';
import type { AuthContext } from '../auth/context';
import { formatCheckpoint } from './checkpoint';
import { exportAuditLogs } from './exportService';
import { listAuditLogs } from './listService';
import { exportSchema, listSchema } from './routeSchemas';
import { enforceLimit } from '../rateLimits/enforce';

export const tooManySearchesMessage = 'Too many activity log searches. Please try again in a minute.';

export type AuditLogRoutesOptions = { ctx: AuthContext };

export const auditLogRoutes: FastifyPluginAsync<AuditLogRoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/', { config: { access: { permission: 'auditLogs:read' } }, schema: listSchema }, async (request) => {
    const { user } = requirePrincipal(request);
    // Only a text search scans the trail; pages and filters read an index and cost no more than any other read.
    if (request.query.search) {
      await enforceLimit(
        ctx.rateLimiter,
        `audit-search:user:${user.id}`,
        ctx.rateLimits.auditList,
        tooManySearchesMessage,
      );
    }
    return { success: true as const, data: await listAuditLogs(ctx.readDb, user.organizationId, request.query) };
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
        db: ctx.db,
        readDb: ctx.readDb,
        limiter: ctx.rateLimiter,
        lease: ctx.rateLimits.auditExport,
      };
      const { filename, csv, checkpoint } = await exportAuditLogs(exportDeps, exporter, filters, isoNow(ctx.clock));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-audit-checkpoint', formatCheckpoint(checkpoint))
        .send(Readable.from(csv, { objectMode: false }));
    },
  );
};
