import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { isoNow } from '../../lib/clock';
import { createAuthenticate, requirePrincipal } from '../../plugins/authenticate';
import type { ZodTypeProvider } from '../../plugins/zodSchemas';
import type { AuthContext } from '../auth/context';
import { exportAuditLogs } from './exportService';
import { listAuditLogs } from './listService';
import { auditLogListResponse, exportQuery, listQuery } from './schemas';

export type AuditLogRoutesOptions = { ctx: AuthContext };

export const auditLogRoutes: FastifyPluginAsync<AuditLogRoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', createAuthenticate(ctx));

  app.get('/', { schema: { querystring: listQuery, response: { 200: auditLogListResponse } } }, async (request) => {
    const { user } = requirePrincipal(request);
    return { success: true as const, data: await listAuditLogs(ctx.db, user.organizationId, request.query) };
  });

  app.get('/export', { schema: { querystring: exportQuery } }, async (request, reply) => {
    const { user, account } = requirePrincipal(request);
    const { format: _format, ...filters } = request.query;
    const exporter = { organizationId: user.organizationId, userId: user.id, userLabel: account.name, ipAddress: request.ip };
    const { filename, csv } = await exportAuditLogs(ctx.db, exporter, filters, isoNow(ctx.clock));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from(csv, { objectMode: false }));
  });
};
