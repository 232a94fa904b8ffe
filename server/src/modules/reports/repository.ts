import type { Db } from '../../db/database';
import type { ReportRow } from '../../db/schema';
import type { ReportSection, ReportType } from '@/contracts/reportOptions';
import type { FrameworkId } from '@/contracts/enums';

export type NewReport = {
  id: string;
  organizationId: string;
  name: string;
  type: ReportType;
  framework: FrameworkId;
  sections: ReportSection[];
  description: string;
  requestedBy: string | null;
  requestedByLabel: string;
  requestedAt: string;
  snapshot: string;
  scheduleRun: string | null;
};

export type ReportFigures = {
  pages: number;
  sizeBytes: number;
  complianceScore: number;
  criticalIssues: number;
  warnings: number;
};

/** The newest first; the list is the organisation's archive, so it is capped rather than paged. */
const reportListLimit = 200;

export const insertReport = async (db: Db, report: NewReport): Promise<void> => {
  await db
    .insertInto('reports')
    .values({
      id: report.id,
      organization_id: report.organizationId,
      name: report.name,
      type: report.type,
      framework: report.framework,
      sections: JSON.stringify(report.sections),
      description: report.description,
      status: 'generating',
      requested_by: report.requestedBy,
      requested_by_label: report.requestedByLabel,
      requested_at: report.requestedAt,
      snapshot: report.snapshot,
      schedule_run: report.scheduleRun,
    })
    .execute();
};

const listedColumns = [
  'id',
  'organization_id',
  'name',
  'type',
  'framework',
  'sections',
  'description',
  'status',
  'requested_by',
  'requested_by_label',
  'requested_at',
  'generated_at',
  'pages',
  'size_bytes',
  'compliance_score',
  'critical_issues',
  'warnings',
  'failure_reason',
  'schedule_run',
] as const;

export type ListedReportRow = Pick<ReportRow, (typeof listedColumns)[number]>;

export const listReports = (db: Db, organizationId: string): Promise<ListedReportRow[]> =>
  db
    .selectFrom('reports')
    .select(listedColumns)
    .where('organization_id', '=', organizationId)
    .orderBy('requested_at', 'desc')
    .orderBy('id')
    .limit(reportListLimit)
    .execute();

export const findReport = (db: Db, organizationId: string, id: string): Promise<ListedReportRow | undefined> =>
  db
    .selectFrom('reports')
    .select(listedColumns)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findReportByScheduleRun = (db: Db, scheduleRun: string): Promise<ListedReportRow | undefined> =>
  db.selectFrom('reports').select(listedColumns).where('schedule_run', '=', scheduleRun).executeTakeFirst();

export const findSnapshot = async (db: Db, organizationId: string, id: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('reports')
      .select('snapshot')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst()
  )?.snapshot;

/** Stores the PDF and its figures; false when the report is gone (deleted) or no longer generating. */
export const storeGeneratedReport = (db: Db, id: string, pdf: Buffer, figures: ReportFigures, now: string) =>
  db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('reports')
      .set({
        status: 'ready',
        generated_at: now,
        pages: figures.pages,
        size_bytes: figures.sizeBytes,
        compliance_score: figures.complianceScore,
        critical_issues: figures.criticalIssues,
        warnings: figures.warnings,
      })
      .where('id', '=', id)
      .where('status', '=', 'generating')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.insertInto('report_files').values({ report_id: id, content: pdf }).execute();
    return true;
  });

export const markReportFailed = async (db: Db, id: string, reason: string, now: string): Promise<void> => {
  await db
    .updateTable('reports')
    .set({ status: 'failed', failure_reason: reason, generated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'generating')
    .execute();
};

export const findReportFile = async (db: Db, reportId: string): Promise<Buffer | undefined> => {
  const row = await db
    .selectFrom('report_files')
    .select('content')
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
};

/** The file and the share links go with the row: their foreign keys cascade. */
export const deleteReportRow = async (db: Db, organizationId: string, id: string): Promise<boolean> => {
  const deleted = await db
    .deleteFrom('reports')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
};
