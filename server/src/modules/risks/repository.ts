import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { RisksTable } from '../../db/schema';
import type { RiskCategory, RiskStatus, RiskTreatmentType } from '@/contracts/riskValues';

export type RiskRow = Selectable<RisksTable>;

export type RiskFilters = {
  category?: RiskCategory;
  treatment?: RiskTreatmentType | 'none';
  owner?: string;
  status?: RiskStatus;
  /** Only risks whose residual score is above this. */
  residualAbove?: number;
  /** Only open, untreated risks whose residual score is above this. */
  untreatedAbove?: number;
};

const filtered = (db: Db, organizationId: string, filters: RiskFilters) =>
  db
    .selectFrom('risks')
    .where('organization_id', '=', organizationId)
    .$if(filters.category !== undefined, (query) => query.where('category', '=', filters.category ?? ''))
    .$if(filters.treatment === 'none', (query) => query.where('treatment', 'is', null))
    .$if(filters.treatment !== undefined && filters.treatment !== 'none', (query) =>
      query.where('treatment', '=', filters.treatment ?? ''),
    )
    .$if(filters.owner !== undefined, (query) => query.where('owner_id', '=', filters.owner ?? ''))
    .$if(filters.status !== undefined, (query) => query.where('status', '=', filters.status ?? ''))
    .$if(filters.residualAbove !== undefined, (query) => query.where('residual_score', '>', filters.residualAbove ?? 0))
    .$if(filters.untreatedAbove !== undefined, (query) =>
      query
        .where('residual_score', '>', filters.untreatedAbove ?? 0)
        .where('treatment', 'is', null)
        .where('status', '=', 'open'),
    );

/** One page of the register, by title, and how many risks the filters match. */
export const listRiskRows = async (
  db: Db,
  organizationId: string,
  filters: RiskFilters,
  page: { page: number; limit: number },
): Promise<{ rows: RiskRow[]; total: number }> => {
  const [rows, counted] = await Promise.all([
    filtered(db, organizationId, filters)
      .selectAll()
      .orderBy('title')
      .orderBy('id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    filtered(db, organizationId, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
};

/** Every risk of the register: what a risk assessment compares and the matrix counts. */
export const listAllRiskRows = (db: Db, organizationId: string): Promise<RiskRow[]> =>
  db.selectFrom('risks').selectAll().where('organization_id', '=', organizationId).orderBy('title').execute();

export const findRiskRow = (db: Db, organizationId: string, riskId: string): Promise<RiskRow | undefined> =>
  db
    .selectFrom('risks')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', riskId)
    .executeTakeFirst();

/** The checks the register already holds a risk for, whatever became of it. */
export const listSourceChecks = async (db: Db, organizationId: string): Promise<Set<string>> =>
  new Set(
    (
      await db
        .selectFrom('risks')
        .select('source_check')
        .where('organization_id', '=', organizationId)
        .where('source_check', 'is not', null)
        .execute()
    ).flatMap((row) => (row.source_check ? [row.source_check] : [])),
  );

export const insertRisk = async (db: Db, row: Insertable<RisksTable>): Promise<void> => {
  await db.insertInto('risks').values(row).execute();
};

export const updateRiskRow = async (
  db: Db,
  organizationId: string,
  riskId: string,
  patch: Partial<Omit<RiskRow, 'id' | 'organization_id' | 'created_at' | 'source_check'>>,
): Promise<void> => {
  await db
    .updateTable('risks')
    .set(patch)
    .where('organization_id', '=', organizationId)
    .where('id', '=', riskId)
    .execute();
};

export const deleteRiskRow = async (db: Db, organizationId: string, riskId: string): Promise<void> => {
  await db.deleteFrom('risks').where('organization_id', '=', organizationId).where('id', '=', riskId).execute();
};

/** How many open risks sit in each likelihood x impact cell, by their inherent or residual rating. */
export const countOpenByRating = async (db: Db, organizationId: string, rating: 'inherent' | 'residual') => {
  const likelihood = rating === 'inherent' ? 'inherent_likelihood' : 'residual_likelihood';
  const impact = rating === 'inherent' ? 'inherent_impact' : 'residual_impact';
  const rows = await db
    .selectFrom('risks')
    .select([`${likelihood} as likelihood`, `${impact} as impact`])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'open')
    .groupBy([likelihood, impact])
    .execute();
  return rows.map((row) => ({ likelihood: row.likelihood, impact: row.impact, count: Number(row.count) }));
};

/** Open risks, those above `threshold` untreated, and those accepted until before `today`. */
export const countRiskFlags = async (db: Db, organizationId: string, threshold: number, today: string) => {
  const counted = await db
    .selectFrom('risks')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('open'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('treatment', 'is', null), eb('residual_score', '>', threshold)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('needsTreatment'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('treatment', '=', 'accept'), eb('acceptance_expires_on', '<', today)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('acceptanceExpired'),
    ])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return {
    open: Number(counted.open),
    needsTreatment: Number(counted.needsTreatment ?? 0),
    acceptanceExpired: Number(counted.acceptanceExpired ?? 0),
  };
};
