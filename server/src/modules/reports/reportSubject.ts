import type { Db } from '../../db/database';

/** A report others discuss: its name and who asked for it. */
export type ReportSubject = { id: string; name: string; requestedBy: string | null };

export const findReportSubject = async (
  db: Db,
  organizationId: string,
  id: string,
): Promise<ReportSubject | undefined> =>
  db
    .selectFrom('reports')
    .select(['id', 'name', 'requested_by as requestedBy'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
