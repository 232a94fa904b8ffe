import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { AppDeps } from '../../core/appDeps';
import { enforceOrganizationLimit } from '../../core/rateLimits/organizationLimits';
import { readableSources } from '../../lib/readableSources';
import { reportSnapshot } from '@/contracts/reports';
import type { ReportActor } from './audit';
import { findSnapshot } from './repository';
import { listActiveMembers } from './scheduleRepository';
import {
  createScheduleSchema,
  deleteScheduleSchema,
  deleteSchema,
  generateSchema,
  listRecipientsSchema,
  listSchedulesSchema,
  listSchema,
  pdfSchema,
  readSchema,
  reportShareSchemas,
} from './routeSchemas';
import { createSchedule, deleteSchedule, listSchedules } from './scheduleService';
import {
  deleteReport,
  downloadReport,
  listOrganizationReports,
  readReport,
  type ReportDownload,
  requestReport,
} from './service';
import { toReport } from './toReport';
import { createShare, listReportShares, type ReportShareDeps, revokeShare } from './shareService';

export type ReportRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'reports:read' as const } };
const manage = { access: { permission: 'reports:manage' as const } };

const actorOf = (request: FastifyRequest): ReportActor & { userId: string } => {
  const { user, account } = requirePrincipal(request);
  return { organizationId: user.organizationId, userId: user.id, userLabel: account.name, ipAddress: request.ip };
};

/** Sends a PDF; `disposition` decides whether the browser saves it or shows it. */
export const sendPdf = (reply: FastifyReply, { fileName, pdf }: ReportDownload, disposition: 'attachment' | 'inline') =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (instance, { deps: ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);
  const deps: ReportShareDeps = {
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    appUrl: ctx.mail.appUrl,
    rateLimiter: ctx.rateLimiter,
    limits: ctx.limits,
  };

  app.get('/', { config: read, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listOrganizationReports(ctx.db, requirePrincipal(request).user.organizationId),
  }));

  app.post('/', { config: manage, schema: generateSchema }, async (request, reply) => {
    const { organizationId } = requirePrincipal(request).user;
    await enforceOrganizationLimit(ctx.rateLimiter, ctx.limits.organization, 'reportGeneration', organizationId);
    const { account } = requirePrincipal(request);
    const readable = readableSources(account.role);
    const report = await requestReport(deps, actorOf(request), account.company, request.body, readable);
    return reply.code(201).send({ success: true as const, data: report });
  });

  app.get('/schedules', { config: read, schema: listSchedulesSchema }, async (request) => ({
    success: true as const,
    data: await listSchedules(deps, requirePrincipal(request).user.organizationId),
  }));

  app.get('/schedules/recipients', { config: manage, schema: listRecipientsSchema }, async (request) => ({
    success: true as const,
    data: await listActiveMembers(ctx.db, requirePrincipal(request).user.organizationId),
  }));

  app.post('/schedules', { config: manage, schema: createScheduleSchema }, async (request, reply) =>
    reply.code(201).send({ success: true as const, data: await createSchedule(deps, actorOf(request), request.body) }),
  );

  app.delete('/schedules/:id', { config: manage, schema: deleteScheduleSchema }, async (request) => {
    await deleteSchedule(deps, actorOf(request), request.params.id);
    return { success: true as const, message: 'Schedule removed' };
  });

  app.get('/:id', { config: read, schema: readSchema }, async (request) => {
    const { organizationId } = requirePrincipal(request).user;
    const row = await readReport(ctx.db, organizationId, request.params.id);
    const snapshot = reportSnapshot.parse(JSON.parse((await findSnapshot(ctx.db, organizationId, row.id)) ?? 'null'));
    return { success: true as const, data: { report: toReport(row), snapshot } };
  });

  app.get('/:id/pdf', { config: read, schema: pdfSchema }, async (request, reply) =>
    sendPdf(reply, await downloadReport(deps, actorOf(request), request.params.id), 'attachment'),
  );

  app.delete('/:id', { config: manage, schema: deleteSchema }, async (request) => {
    await deleteReport(deps, actorOf(request), request.params.id);
    return { success: true as const, message: 'Report deleted' };
  });

  app.get('/:id/shares', { config: manage, schema: reportShareSchemas.list }, async (request) => ({
    success: true as const,
    data: await listReportShares(deps, requirePrincipal(request).user.organizationId, request.params.id),
  }));

  app.post('/:id/shares', { config: manage, schema: reportShareSchemas.create }, async (request, reply) => {
    const share = await createShare(deps, actorOf(request), request.params.id, request.body.expiresInHours);
    return reply.code(201).send({ success: true as const, data: share });
  });

  app.delete('/:id/shares/:shareId', { config: manage, schema: reportShareSchemas.revoke }, async (request) => ({
    success: true as const,
    data: await revokeShare(deps, actorOf(request), request.params.id, request.params.shareId),
  }));
};
