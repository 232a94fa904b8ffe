import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, EvidenceItemsTable, EvidenceVersionsTable } from '../../db/schema';
import type { RelatedControl } from '@/contracts/evidence';
import type { FrameworkId } from '@/contracts/enums';
import { type EvidenceViewer, visibleTo } from './visibility';

type Executor = Kysely<Database> | Transaction<Database>;
export type EvidenceRow = Selectable<EvidenceItemsTable>;
export type VersionRow = Selectable<EvidenceVersionsTable>;
export type ListedEvidence = { item: EvidenceRow; current: VersionRow; controls: RelatedControl[] };

export type EvidenceFilter = {
  category?: string;
  status?: string;
  confidentiality?: string;
  framework?: FrameworkId;
  control?: string;
  tag?: string;
  /** Items whose valid-until date is on or before this date (and not past `today`). */
  expiringBy?: { today: string; by: string };
  search?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const filtered = (db: Executor, viewer: EvidenceViewer, filter: EvidenceFilter) => {
  let query = db.selectFrom('evidence_items').where(visibleTo(viewer));
  if (filter.category) query = query.where('evidence_items.category', '=', filter.category);
  if (filter.status) query = query.where('evidence_items.status', '=', filter.status);
  if (filter.confidentiality) query = query.where('evidence_items.confidentiality', '=', filter.confidentiality);
  if (filter.control || filter.framework) {
    const { control, framework } = filter;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('evidence_controls')
          .select('evidence_controls.evidence_id')
          .whereRef('evidence_controls.evidence_id', '=', 'evidence_items.id')
          .$if(Boolean(framework), (sub) => sub.where('evidence_controls.framework', '=', framework!))
          .$if(Boolean(control), (sub) => sub.where('evidence_controls.control_id', '=', control!)),
      ),
    );
  }
  // Tags are a JSON array of strings: the quoted tag, matched whole.
  if (filter.tag) {
    query = query.where('evidence_items.tags', 'like', `%${escapeLike(JSON.stringify(filter.tag))}%`);
  }
  if (filter.expiringBy) {
    query = query
      .where('evidence_items.valid_until', '>=', filter.expiringBy.today)
      .where('evidence_items.valid_until', '<=', filter.expiringBy.by);
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['evidence_items.name']), 'like', pattern),
        eb(eb.fn('lower', ['evidence_items.description']), 'like', pattern),
        eb(eb.fn('lower', ['evidence_items.tags']), 'like', pattern),
      ]),
    );
  }
  return query;
};

export const countEvidence = async (db: Db, viewer: EvidenceViewer, filter: EvidenceFilter): Promise<number> => {
  const row = await filtered(db, viewer, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Counts by status of what the viewer may see, and how many expire between the two dates. */
export const summarizeEvidence = async (db: Db, viewer: EvidenceViewer, expiring: { today: string; by: string }) => {
  const rows = await filtered(db, viewer, {})
    .select('evidence_items.status')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .groupBy('evidence_items.status')
    .execute();
  const expiringSoon = await countEvidence(db, viewer, { expiringBy: expiring });
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    approved: byStatus.approved ?? 0,
    pending: byStatus.pending ?? 0,
    rejected: byStatus.rejected ?? 0,
    expiringSoon,
  };
};

const controlsOf = async (db: Executor, ids: string[]): Promise<Map<string, RelatedControl[]>> => {
  const byItem = new Map<string, RelatedControl[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .selectFrom('evidence_controls')
    .select(['evidence_id', 'framework', 'control_id'])
    .where('evidence_id', 'in', ids)
    .orderBy('framework')
    .orderBy('control_id')
    .execute();
  for (const row of rows) {
    const list = byItem.get(row.evidence_id) ?? [];
    list.push({ framework: row.framework as FrameworkId, controlId: row.control_id });
    byItem.set(row.evidence_id, list);
  }
  return byItem;
};

const withCurrentVersions = async (db: Executor, items: EvidenceRow[]): Promise<ListedEvidence[]> => {
  if (items.length === 0) return [];
  const versions = await db
    .selectFrom('evidence_versions')
    .selectAll()
    .where(
      'evidence_id',
      'in',
      items.map((item) => item.id),
    )
    .execute();
  const controls = await controlsOf(
    db,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const current = versions.find(
      (version) => version.evidence_id === item.id && version.version === item.current_version,
    );
    if (!current) throw new Error(`Evidence ${item.id} has no version ${item.current_version}`);
    return { item, current, controls: controls.get(item.id) ?? [] };
  });
};

export const listEvidence = async (
  db: Db,
  viewer: EvidenceViewer,
  filter: EvidenceFilter,
  page: { offset: number; limit: number },
): Promise<ListedEvidence[]> => {
  const items = await filtered(db, viewer, filter)
    .selectAll('evidence_items')
    .orderBy('evidence_items.updated_at', 'desc')
    .orderBy('evidence_items.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return withCurrentVersions(db, items);
};

/** One item the viewer may see; undefined for any other, whether it exists or not. */
export const findVisibleEvidence = async (
  db: Executor,
  viewer: EvidenceViewer,
  id: string,
): Promise<ListedEvidence | undefined> => {
  const item = await db
    .selectFrom('evidence_items')
    .selectAll('evidence_items')
    .where(visibleTo(viewer))
    .where('evidence_items.id', '=', id)
    .executeTakeFirst();
  return item ? (await withCurrentVersions(db, [item]))[0] : undefined;
};

/** One version of a public item, for a share link bound to it: what anyone holding the link may open. */
export const findPublicVersion = async (
  db: Executor,
  organizationId: string,
  id: string,
  versionId: string,
): Promise<{ item: EvidenceRow; version: VersionRow } | undefined> => {
  const item = await db
    .selectFrom('evidence_items')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('confidentiality', '=', 'public')
    .executeTakeFirst();
  if (!item) return undefined;
  const version = await db
    .selectFrom('evidence_versions')
    .selectAll()
    .where('evidence_id', '=', id)
    .where('id', '=', versionId)
    .executeTakeFirst();
  return version ? { item, version } : undefined;
};

export const listVersions = (db: Db, id: string): Promise<VersionRow[]> =>
  db.selectFrom('evidence_versions').selectAll().where('evidence_id', '=', id).orderBy('version', 'desc').execute();

export const findVersion = (db: Db, id: string, version: number): Promise<VersionRow | undefined> =>
  db
    .selectFrom('evidence_versions')
    .selectAll()
    .where('evidence_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();

export const accessHistoryLimit = 50;

export const listAccess = (db: Db, id: string) =>
  db
    .selectFrom('evidence_access')
    .select(['action', 'version', 'actor_label', 'at'])
    .where('evidence_id', '=', id)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(accessHistoryLimit)
    .execute();

export const insertEvidence = async (
  trx: Executor,
  item: Omit<EvidenceRow, 'access_count' | 'last_accessed_at' | 'expiry_reminded_days' | 'self_reviewed'>,
  controls: RelatedControl[],
  version: VersionRow,
): Promise<void> => {
  await trx.insertInto('evidence_items').values(item).execute();
  if (controls.length > 0) {
    await trx
      .insertInto('evidence_controls')
      .values(
        controls.map((control) => ({
          evidence_id: item.id,
          organization_id: item.organization_id,
          framework: control.framework,
          control_id: control.controlId,
        })),
      )
      .execute();
  }
  await trx.insertInto('evidence_versions').values(version).execute();
};

/** The next version becomes the current one, pending review again. */
export const insertVersion = async (trx: Executor, version: VersionRow): Promise<void> => {
  await trx.insertInto('evidence_versions').values(version).execute();
  await trx
    .updateTable('evidence_items')
    .set({
      current_version: version.version,
      status: 'pending',
      updated_at: version.created_at,
      reviewed_by_label: null,
      reviewed_at: null,
      review_note: null,
      self_reviewed: 0,
    })
    .where('id', '=', version.evidence_id)
    .execute();
};

export const nextVersionNumber = async (trx: Executor, id: string): Promise<number> => {
  const row = await trx
    .selectFrom('evidence_versions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('evidence_id', '=', id)
    .executeTakeFirst();
  return Number(row?.latest ?? 0) + 1;
};

/**
 * Records a review only of an item still pending on the version reviewed: false when someone reviewed it first, or
 * a new version came in meanwhile.
 */
export const recordAccess = async (
  trx: Executor,
  access: {
    id: string;
    evidenceId: string;
    version: number;
    action: 'viewed' | 'downloaded';
    actor: string;
    at: string;
  },
): Promise<void> => {
  await trx
    .insertInto('evidence_access')
    .values({
      id: access.id,
      evidence_id: access.evidenceId,
      version: access.version,
      action: access.action,
      actor_label: access.actor,
      at: access.at,
    })
    .execute();
  await trx
    .updateTable('evidence_items')
    .set((eb) => ({ access_count: eb('access_count', '+', 1), last_accessed_at: access.at }))
    .where('id', '=', access.evidenceId)
    .execute();
};
