import type { Db } from '../../db/database';
import type { FrameworkId } from '@/contracts/enums';

export const listOrganizationIds = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('organizations').select('id').orderBy('id').execute()).map((row) => row.id);

/** Frameworks the system has assessed to completion for an organisation since `since`. */
export const findSystemAssessedSince = async (db: Db, organizationId: string, since: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('assessments')
    .select('framework')
    .distinct()
    .where('organization_id', '=', organizationId)
    .where('started_by', 'is', null)
    .where('status', '=', 'completed')
    .where('started_at', '>=', since)
    .execute();
  return rows.map((row) => row.framework as FrameworkId);
};
