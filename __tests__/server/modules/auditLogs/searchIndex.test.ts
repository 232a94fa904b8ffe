import { sql } from 'kysely';
import { type Db, openReadDatabase } from '../../../../server/src/db/database';
import type { AuditLogRow } from '../../../../server/src/db/schema';
import {
  countMatching,
  findBatchAfter,
  type ListCursor,
  type SearchLimits,
  searchLimits,
} from '../../../../server/src/modules/auditLogs/listRepository';
import { listAuditLogs } from '../../../../server/src/modules/auditLogs/listService';
import { auditCategories, auditSeverities } from '@/contracts/enums';
import type { AuditLogFilters } from '@/contracts/auditLogs';
import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { newOrganization } from '../../helpers/compliance';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

/**
 * The indexed search (SQLite FTS5 trigram, PostgreSQL pg_trgm) against the plain meaning of a search, computed here
 * from every row: a case-insensitive substring of action, details, user or resource, with %, _ and \ literal. Case
 * folding is the database's own lower(), asked character by character, so the reference holds on either database.
 * Any row the index misses or adds, any order or count that differs, fails the comparison.
 */

let database: TestDatabase;
/** Where the product runs searches: SQLite's worker-thread readers, or the PostgreSQL pool itself. */
let reader: Db;
let tenant: string;
let otherTenant: string;

// Small bounds reach every path with a few hundred rows: the capped count, both SQLite page methods and many windows.
const smallLimits: SearchLimits = { countCap: 25, indexCandidates: 40, scanWindow: 30 };

/** A seeded generator, so a failure can be replayed. */
const random = (() => {
  let state = 20260601;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const fragments = [
  'User Login',
  'LOGIN failed',
  'lOgIn',
  'Policy Acknowledged',
  'École',
  'école',
  'ÉCOLE',
  'straße',
  'STRASSE',
  'Ωmega',
  'ωmega',
  '😀 party',
  '100% done',
  '50%_off',
  'file_name',
  'file-name',
  'C:\\archive\\logs',
  'a\\b',
  '"quoted"',
  "it's",
  '日本語テキスト',
  'İstanbul',
  'e\u0301t\u00e9',
  'batch 123',
  'batch 1234',
  'resource:42',
  'ab',
  'x',
  'Zz',
  'Évènement',
  'naïve café',
  'Ärger über Öl',
];

const flipCase = (text: string) =>
  [...text]
    .map((char) => (random() < 0.3 ? (random() < 0.5 ? char.toUpperCase() : char.toLowerCase()) : char))
    .join('');

const phrase = (parts: number) =>
  Array.from({ length: parts }, () => flipCase(pick(fragments))).join(random() < 0.5 ? ' ' : '');

const generatedEntry = (organizationId: string, index: number) => {
  const resource = random() < 0.2 ? null : random() < 0.1 ? '' : phrase(1);
  return auditEntry(organizationId, {
    action: phrase(1 + Math.floor(random() * 2)),
    details: random() < 0.05 ? '' : phrase(Math.floor(random() * 4)),
    userLabel: random() < 0.1 ? pick(['ab', 'x', 'Ω']) : phrase(1),
    resource,
    category: pick(auditCategories),
    severity: pick(auditSeverities),
    // Few distinct times, out of chain order: ties are broken by seq, and time order is not insertion order.
    createdAt: new Date(Date.UTC(2026, 4, 1) + Math.floor(random() * 40) * 60_000 - index).toISOString(),
  });
};

/** Substrings of stored values, in every length from 1 character up, plus searches that must match nothing. */
const searches = (rows: AuditLogRow[]) => {
  const sampled = Array.from({ length: 40 }, (_, index) => {
    const row = pick(rows);
    const value = [...(pick([row.action, row.details, row.user_label, row.resource ?? row.action]) || row.action)];
    const length = 1 + (index % 8);
    const start = Math.floor(random() * Math.max(1, value.length - length + 1));
    return flipCase(value.slice(start, start + length).join('')).trim();
  });
  const special = ['%', '_', '\\', '%_', '50%_', '0%', 'e_n', 'a%b', '\\a', '"', '"quoted', "'s", 'é', 'É', 'ß', '😀'];
  const more = [
    'login',
    'OGI',
    'ÉCO',
    'école',
    'ωmeg',
    'ΩMEGA',
    'İst',
    'e\u0301',
    'ÄRGER',
    'テキ',
    'batch 123',
    'nothing-like-this',
  ];
  return [...new Set([...sampled, ...special, ...more])].filter((search) => search.length > 0);
};

let folded: Map<string, string>;

/** The database's lower() of every character the data and the searches hold. */
const learnFolding = async (texts: string[]) => {
  folded = new Map();
  for (const char of new Set(texts.flatMap((text) => [...text]))) {
    const { rows } = await sql<{ lowered: string }>`select lower(${char}) as lowered`.execute(database.db);
    folded.set(char, rows[0].lowered);
  }
};

const fold = (text: string) => [...text].map((char) => folded.get(char) ?? char).join('');

const contains = (row: AuditLogRow, search: string) =>
  [row.action, row.details, row.user_label, row.resource].some(
    (value) => value !== null && fold(value).includes(fold(search)),
  );

const allRows = () => database.db.selectFrom('audit_logs').selectAll().execute();

/** The plain meaning: every row of the tenant that passes the filters and contains the search, newest first. */
const expected = (rows: AuditLogRow[], organizationId: string, filters: AuditLogFilters & { search: string }) =>
  rows
    .filter(
      (row) =>
        row.organization_id === organizationId &&
        (!filters.category || row.category === filters.category) &&
        (!filters.severity || row.severity === filters.severity) &&
        contains(row, filters.search),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.seq - a.seq)
    .map((row) => row.id);

const exported = async (organizationId: string, filters: AuditLogFilters, limits: SearchLimits) => {
  const ids: string[] = [];
  let after: ListCursor | null = null;
  for (;;) {
    const batch = await findBatchAfter(reader, organizationId, filters, 2_000_000_000, after, 9, limits);
    ids.push(...batch.map((row) => row.id));
    if (batch.length < 9) return ids;
    after = { createdAt: batch[8].created_at, seq: batch[8].seq };
  }
};

const pageSize = 7;

/** The list's pages from the first until one comes back short (at most a few), and one page near the end. */
const listed = async (organizationId: string, filters: AuditLogFilters & { search: string }, limits: SearchLimits) => {
  const ids: string[] = [];
  const totals: { total: number; totalIsLowerBound?: boolean }[] = [];
  for (let page = 1; page <= 6; page += 1) {
    const { logs, pagination } = await listAuditLogs(
      reader,
      organizationId,
      { ...filters, page, limit: pageSize },
      limits,
    );
    ids.push(...logs.map((log) => log.id));
    totals.push({ total: pagination.total, totalIsLowerBound: pagination.totalIsLowerBound });
    if (logs.length < pageSize) break;
  }
  return { ids, totals };
};

const filterChoices: AuditLogFilters[] = [
  {},
  { category: 'authentication' },
  { severity: 'critical' },
  { category: 'data', severity: 'info' },
];

const compareAll = async (limits: SearchLimits, only?: string[]) => {
  const rows = await allRows();
  const mismatches: string[] = [];
  const terms = only ?? searches(rows);
  await learnFolding([
    ...rows.flatMap((row) => [row.action, row.details, row.user_label, row.resource ?? '']),
    ...terms,
  ]);
  for (const [index, search] of terms.entries()) {
    for (const choice of [filterChoices[0], filterChoices[1 + (index % 3)]]) {
      const filters = { ...choice, search };
      const organizationId = index % 5 === 4 ? otherTenant : tenant;
      const want = expected(rows, organizationId, filters);
      const label = `${JSON.stringify(filters)} in ${organizationId === tenant ? 'tenant' : 'other tenant'}`;

      const { ids, totals } = await listed(organizationId, filters, limits);
      if (
        JSON.stringify(ids) !== JSON.stringify(want.slice(0, ids.length)) ||
        (ids.length < want.length && ids.length < 6 * pageSize)
      )
        mismatches.push(`list ${label}: ${ids.length} rows listed, ${want.length} expected`);
      const wantTotal =
        want.length > limits.countCap
          ? { total: limits.countCap, totalIsLowerBound: true }
          : { total: want.length, totalIsLowerBound: undefined };
      if (
        totals.some(
          (total) => total.total !== wantTotal.total || total.totalIsLowerBound !== wantTotal.totalIsLowerBound,
        )
      )
        mismatches.push(`total ${label}: ${JSON.stringify(totals[0])}, expected ${JSON.stringify(wantTotal)}`);

      const deepPage = Math.max(1, Math.ceil(want.length / pageSize));
      const deep = await listAuditLogs(reader, organizationId, { ...filters, page: deepPage, limit: pageSize }, limits);
      const wantDeep = want.slice((deepPage - 1) * pageSize, deepPage * pageSize);
      if (JSON.stringify(deep.logs.map((log) => log.id)) !== JSON.stringify(wantDeep))
        mismatches.push(`page ${deepPage} ${label}: differs`);

      const count = await countMatching(reader, organizationId, filters, undefined, limits);
      if (count !== want.length) mismatches.push(`count ${label}: ${count}, expected ${want.length}`);
      const batches = await exported(organizationId, filters, limits);
      if (JSON.stringify(batches) !== JSON.stringify(want))
        mismatches.push(`export ${label}: ${batches.length} rows, ${want.length} expected`);
    }
  }
  return { mismatches, terms: terms.length };
};

beforeAll(async () => {
  database = await createTestDatabase();
  reader = openReadDatabase(database.config, database.db);
  tenant = (await newOrganization(database.db)).organizationId;
  otherTenant = (await newOrganization(database.db)).organizationId;
  await appendEntries(
    database.db,
    Array.from({ length: 420 }, (_, index) => generatedEntry(tenant, index)),
  );
  await appendEntries(
    database.db,
    Array.from({ length: 180 }, (_, index) => generatedEntry(index % 2 ? tenant : otherTenant, index)),
  );
  // The index follows rows changed or removed outside the chain writer too (as a tampering test or an operator might).
  const sample = (await allRows()).filter((_, index) => index % 37 === 0);
  for (const [index, row] of sample.entries()) {
    if (index % 2 === 0) await database.db.deleteFrom('audit_logs').where('id', '=', row.id).execute();
    else
      await database.db
        .updateTable('audit_logs')
        .set({ details: `Changed afterwards: ${phrase(2)}`, action: phrase(1) })
        .where('id', '=', row.id)
        .execute();
  }
  // Two of the other tenant's rows swap places in its chain: its index entries no longer name their rows.
  const [first, second] = await database.db
    .selectFrom('audit_logs')
    .select(['id', 'seq'])
    .where('organization_id', '=', otherTenant)
    .orderBy('seq')
    .limit(2)
    .execute();
  const moveTo = (id: string, seq: number) =>
    database.db.updateTable('audit_logs').set({ seq }).where('id', '=', id).execute();
  await moveTo(first.id, 1_000_000);
  await moveTo(second.id, first.seq);
  await moveTo(first.id, second.seq);
}, 120_000);
afterAll(async () => {
  if (reader !== database.db) await reader.destroy();
  await database.dispose();
});

describe('the indexed activity-log search', () => {
  it('lists, counts and exports exactly the rows a plain substring search finds, through every path', async () => {
    const { mismatches, terms } = await compareAll(smallLimits);
    expect(terms).toBeGreaterThan(50);
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('does the same with the product’s bounds', async () => {
    const { mismatches } = await compareAll(searchLimits);
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('notices an index that misses a row (SQLite: an entry removed from the FTS table behind the triggers)', async () => {
    if (database.kind !== 'sqlite') return;
    // The oldest row of the trail, so no newest-first window finds it before the index is asked.
    const [entry] = await appendEntries(database.db, [
      auditEntry(tenant, { details: 'zebra-marker-123', createdAt: '2020-01-01T00:00:00.000Z' }),
    ]);
    const row = await database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('details', '=', entry.details)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ key: number }>`
      select c.id * 1099511627776 + ${row.seq} as key from audit_search_chains c where c.chain = ${tenant}`.execute(
      database.db,
    );
    await sql`delete from audit_search where rowid = ${rows[0].key}`.execute(database.db);
    try {
      const { mismatches } = await compareAll(smallLimits, ['zebra-marker']);
      expect(mismatches.length).toBeGreaterThan(0);
    } finally {
      await sql`insert into audit_search (rowid, action, details, user_label, resource)
        values (${rows[0].key}, ${row.action}, ${row.details}, ${row.user_label}, ${row.resource})`.execute(
        database.db,
      );
    }
    expect((await compareAll(smallLimits, ['zebra-marker'])).mismatches).toEqual([]);
  }, 300_000);
});
