import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/types';
import type { Actor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import type { ReadableSources } from '../../lib/readableSources';
import type { GenerateReportBody, Report } from '@/contracts/reports';
import { reportAuditActions, reportEvent } from './auditActions';
import { generateReportJobName } from './generateJob';
import {
  deleteReportRow,
  findReport,
  findReportFile,
  insertReport,
  type ListedReportRow,
  listReports,
  markReportFailed,
} from './repository';
import { defaultDescription, reportFileName, resolveScope, type ReportScope } from './request';
import { buildSnapshot } from './snapshot';
import { toReport } from './toReport';

/** A scheduled run queues through the runner its job was handed. */
export type ReportDeps = Pick<AppDeps, 'db' | 'clock'> & { jobs: Pick<JobRunner, 'enqueue'> };

const reportNotFound = () => new AppError(404, 'Report not found');
export const notReadyMessage = (name: string) => `${name} is not ready`;

export const listOrganizationReports = async (db: Db, organizationId: string): Promise<Report[]> =>
  (await listReports(db, organizationId)).map(toReport);

export const readReport = async (db: Db, organizationId: string, id: string): Promise<ListedReportRow> => {
  const row = await findReport(db, organizationId, id);
  if (!row) throw reportNotFound();
  return row;
};

type NewReportRequest = {
  actor: Actor;
  organization: string;
  name: string;
  scope: ReportScope;
  /** What the author's role may read: the report draws on nothing else. */
  readable: ReadableSources;
  description: string;
  /** A scheduled run's key; such a report is drawn by the run itself rather than queued. */
  scheduleRun?: string;
};

/** Stores the report as generating with its snapshot, audited, and queues its PDF. */
export const createReport = async (deps: ReportDeps, request: NewReportRequest): Promise<Report> => {
  const { actor, scope } = request;
  const requestedAt = isoNow(deps.clock);
  const snapshot = await buildSnapshot(deps.db, {
    organizationId: actor.organizationId,
    organization: request.organization,
    ...scope,
    readable: request.readable,
    title: request.name,
    requestedBy: actor.name,
    requestedAt,
  });
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertReport(trx, {
      id,
      organizationId: actor.organizationId,
      name: request.name,
      ...scope,
      description: request.description,
      requestedBy: actor.userId,
      requestedByLabel: actor.name,
      requestedAt,
      snapshot: JSON.stringify(snapshot),
      scheduleRun: request.scheduleRun ?? null,
    });
    await recordAudit(trx, actor, {
      action: reportAuditActions.requested,
      ...reportEvent,
      details: `${actor.name} asked for ${request.name} (${snapshot.frameworkName}, score ${snapshot.assessment.score}%)`,
      resource: `report:${id}`,
      at: requestedAt,
    });
  });
  if (request.scheduleRun) return toReport(await readReport(deps.db, actor.organizationId, id));
  try {
    await deps.jobs.enqueue(
      generateReportJobName,
      { reportId: id, organizationId: actor.organizationId },
      { singletonKey: id },
    );
  } catch (error) {
    await markReportFailed(deps.db, id, 'The report could not be queued for generation', isoNow(deps.clock));
    throw error;
  }
  return toReport(await readReport(deps.db, actor.organizationId, id));
};

export const requestReport = (
  deps: ReportDeps,
  actor: Actor,
  organization: string,
  body: GenerateReportBody,
  readable: ReadableSources,
): Promise<Report> => {
  const scope = resolveScope(body);
  const description = body.description?.trim() || defaultDescription(scope);
  return createReport(deps, { actor, organization, name: body.name.trim(), scope, readable, description });
};

export type ReportDownload = { fileName: string; pdf: Buffer };

/** The report's PDF, for a member (audited) or a share link (audited by the caller). */
export const readReportPdf = async (db: Db, row: ListedReportRow): Promise<ReportDownload> => {
  if (row.status !== 'ready') throw new AppError(409, notReadyMessage(row.name));
  const pdf = await findReportFile(db, row.id);
  if (!pdf) throw new AppError(409, notReadyMessage(row.name));
  return { fileName: reportFileName(row.name), pdf };
};

export const downloadReport = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  id: string,
): Promise<ReportDownload> => {
  const row = await readReport(deps.db, actor.organizationId, id);
  const download = await readReportPdf(deps.db, row);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, actor, {
      action: reportAuditActions.downloaded,
      ...reportEvent,
      details: `${actor.name} downloaded ${row.name}`,
      resource: `report:${id}`,
      at: now,
    }),
  );
  return download;
};

export const deleteReport = async (deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor, id: string): Promise<void> => {
  const row = await readReport(deps.db, actor.organizationId, id);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteReportRow(trx, actor.organizationId, id))) throw reportNotFound();
    await recordAudit(trx, actor, {
      action: reportAuditActions.deleted,
      ...reportEvent,
      details: `${actor.name} deleted ${row.name}`,
      resource: `report:${id}`,
      at: now,
    });
  });
};
