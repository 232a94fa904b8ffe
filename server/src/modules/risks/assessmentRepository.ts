import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { RiskAssessmentsTable } from '../../db/schema';

export type RiskAssessmentRow = Selectable<RiskAssessmentsTable>;

/** The organisation's risk assessments, the last held first (the last recorded first on the same day). */
export const listRiskAssessmentRows = (db: Db, organizationId: string, limit?: number): Promise<RiskAssessmentRow[]> =>
  db
    .selectFrom('risk_assessments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('held_on', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
    .execute();

export const insertRiskAssessment = async (db: Db, row: Insertable<RiskAssessmentsTable>): Promise<void> => {
  await db.insertInto('risk_assessments').values(row).execute();
};
