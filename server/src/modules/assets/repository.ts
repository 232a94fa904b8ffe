import { type Expression, type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AssetsTable } from '../../db/schema';
import { likeEscaped } from '../auditLogs';
import type { AssetGap } from '@/contracts/assetOptions';
import type { AssetListQuery } from '@/contracts/assets';

export type AssetRow = Selectable<AssetsTable>;
export type AssetRowWithOwner = AssetRow & { owner_name: string | null };

const organizationAssets = (db: Db, organizationId: string) =>
  db
    .selectFrom('assets')
    .leftJoin('users', 'users.id', 'assets.owner_id')
    .where('assets.organization_id', '=', organizationId);

type AssetQuery = ReturnType<typeof organizationAssets>;

const nameContains = (search: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(assets.name) like lower(${`%${likeEscaped(search)}%`}) escape '\\'`;

const lacking = (query: AssetQuery, gap: AssetGap): AssetQuery => {
  if (gap === 'owner') return query.where('assets.owner_id', 'is', null);
  if (gap === 'classification') return query.where('assets.classification', 'is', null);
  return query.where((eb) => eb.or([eb('assets.owner_id', 'is', null), eb('assets.classification', 'is', null)]));
};

const filtered = (db: Db, organizationId: string, filter: Omit<AssetListQuery, 'page' | 'limit'>) => {
  let query = organizationAssets(db, organizationId);
  if (filter.kind) query = query.where('assets.kind', '=', filter.kind);
  if (filter.source) query = query.where('assets.source', '=', filter.source);
  if (filter.classification) query = query.where('assets.classification', '=', filter.classification);
  if (filter.status) query = query.where('assets.status', '=', filter.status);
  if (filter.missing) query = lacking(query, filter.missing);
  if (filter.search) query = query.where(nameContains(filter.search));
  return query;
};

const withOwner = (query: AssetQuery) => query.selectAll('assets').select('users.name as owner_name');

export const listAssetRows = async (
  db: Db,
  organizationId: string,
  { page, limit, ...filter }: AssetListQuery,
): Promise<{ rows: AssetRowWithOwner[]; total: number }> => {
  const matching = filtered(db, organizationId, filter);
  const [rows, counted] = await Promise.all([
    withOwner(matching)
      .orderBy('assets.name')
      .orderBy('assets.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
};

export const findAssetRows = (db: Db, organizationId: string, ids: readonly string[]): Promise<AssetRowWithOwner[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : withOwner(organizationAssets(db, organizationId)).where('assets.id', 'in', ids).orderBy('assets.name').execute();

/** Every source the organisation's inventory holds assets from. */
export const listAssetSources = async (db: Db, organizationId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('assets')
      .select('source')
      .distinct()
      .where('organization_id', '=', organizationId)
      .orderBy('source')
      .execute()
  ).map((row) => row.source);

/**
 * How many assets are active and how many of them lack an owner or a classification, with the first `named` of
 * those by name: counted in SQL, so an inventory of tens of thousands is never read whole.
 */
export const countActiveAssets = async (db: Db, organizationId: string, named = 0) => {
  const active = organizationAssets(db, organizationId).where('assets.status', '=', 'active');
  const incomplete = lacking(active, 'either');
  const count = (query: typeof active) =>
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const [all, lackingCount, names] = await Promise.all([
    count(active),
    count(incomplete),
    named > 0 ? incomplete.select('assets.name').orderBy('assets.name').limit(named).execute() : Promise.resolve([]),
  ]);
  return {
    active: Number(all.total),
    incomplete: Number(lackingCount.total),
    incompleteNames: names.map((row) => row.name),
  };
};

export const insertAssets = async (db: Db, rows: Insertable<AssetsTable>[]): Promise<void> => {
  if (rows.length > 0) await db.insertInto('assets').values(rows).execute();
};

export const updateAssets = async (
  db: Db,
  organizationId: string,
  ids: readonly string[],
  patch: Partial<Omit<AssetRow, 'id' | 'organization_id'>>,
): Promise<void> => {
  await db
    .updateTable('assets')
    .set(patch)
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
};

export const deleteAsset = async (db: Db, organizationId: string, id: string): Promise<void> => {
  await db.deleteFrom('assets').where('organization_id', '=', organizationId).where('id', '=', id).execute();
};

/** What a source has discovered before, retired or not, by kind and the provider's id. */
export const listDiscoveredRows = (db: Db, organizationId: string, source: string) =>
  db
    .selectFrom('assets')
    .select(['id', 'kind', 'external_id', 'name', 'status', 'detail'])
    .where('organization_id', '=', organizationId)
    .where('source', '=', source)
    .execute();
