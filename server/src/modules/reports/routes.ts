import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccount } from '../../plugins/authenticate';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { enforceOrganizationLimit } from '../../core/rateLimits/organizationLimits';
import { readableSources } from '../../lib/readableSources';
import { reportSnapshot } from '@/contracts/reports';
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
import { createShare, listReportShares, revokeShare } from './shareService';

export type ReportRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'reports:read' as const } };
const manage = { access: { permission: 'reports:manage' as const } };

/** Sends a PDF; `disposition` decides whether the browser saves it or shows it. */
export const sendPdf = (reply: FastifyReply, { fileName, pdf }: ReportDownload, disposition: 'attachment' | 'inline') =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: read, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listOrganizationReports(deps.db, requireActor(request).organizationId),
  }));

  app.post('/', { config: manage, schema: generateSchema }, async (request, reply) => {
    const actor = requireActor(request);
    await enforceOrganizationLimit(
      deps.rateLimiter,
      deps.limits.organization,
      'reportGeneration',
      actor.organizationId,
    );
    const { company } = requireAccount(request);
    const report = await requestReport(deps, actor, company, request.body, readableSources(actor.role));
    return reply.code(201).send({ success: true as const, data: report });
  });

  app.get('/schedules', { config: read, schema: listSchedulesSchema }, async (request) => ({
    success: true as const,
    data: await listSchedules(deps, requireActor(request).organizationId),
  }));

  app.get('/schedules/recipients', { config: manage, schema: listRecipientsSchema }, async (request) => ({
    success: true as const,
    data: await listActiveMembers(deps.db, requireActor(request).organizationId),
  }));

  app.post('/schedules', { config: manage, schema: createScheduleSchema }, async (request, reply) =>
    reply
      .code(201)
      .send({ success: true as const, data: await createSchedule(deps, requireActor(request), request.body) }),
  );

  app.delete('/schedules/:id', { config: manage, schema: deleteScheduleSchema }, async (request) => {
    await deleteSchedule(deps, requireActor(request), request.params.id);
    return { success: true as const, message: 'Schedule removed' };
  });

  app.get('/:id', { config: read, schema: readSchema }, async (request) => {
    const { organizationId } = requireActor(request);
    const row = await readReport(deps.db, organizationId, request.params.id);
    const snapshot = reportSnapshot.parse(JSON.parse((await findSnapshot(deps.db, organizationId, row.id)) ?? 'null'));
    return { success: true as const, data: { report: toReport(row), snapshot } };
  });

  app.get('/:id/pdf', { config: read, schema: pdfSchema }, async (request, reply) =>
    sendPdf(reply, await downloadReport(deps, requireActor(request), request.params.id), 'attachment'),
  );

  app.delete('/:id', { config: manage, schema: deleteSchema }, async (request) => {
    await deleteReport(deps, requireActor(request), request.params.id);
    return { success: true as const, message: 'Report deleted' };
  });

  app.get('/:id/shares', { config: manage, schema: reportShareSchemas.list }, async (request) => ({
    success: true as const,
    data: await listReportShares(deps, requireActor(request), request.params.id),
  }));

  app.post('/:id/shares', { config: manage, schema: reportShareSchemas.create }, async (request, reply) => {
    const share = await createShare(deps, requireActor(request), request.params.id, request.body.expiresInHours);
    return reply.code(201).send({ success: true as const, data: share });
  });

  app.delete('/:id/shares/:shareId', { config: manage, schema: reportShareSchemas.revoke }, async (request) => ({
    success: true as const,
    data: await revokeShare(deps, requireActor(request), request.params.id, request.params.shareId),
  }));
};
