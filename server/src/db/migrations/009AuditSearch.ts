import { type Kysely, PostgresAdapter, sql } from 'kysely';

// 2^40 sequence numbers per chain in one search key: the span the search tables were built with, frozen here.
const searchKeySpan = 1_099_511_627_776;

/**
 * The activity-log search reads an index instead of scanning the trail.
 *
 * PostgreSQL: pg_trgm GIN indexes on lower(column) for the four searched columns; the search's own
 * `lower(column) like lower(pattern)` uses them, and PostgreSQL rechecks every candidate against that predicate.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, kept in step with audit_logs by triggers (so every writer, the
 * chain writer, migrations, the demo seed or a hand-made row, updates it). It is contentless (the text lives only in
 * audit_logs) and keyed by chain and seq rather than by audit_logs' implicit rowid, which VACUUM may renumber: a row's
 * key is its chain's number (audit_search_chains) times 2^40 plus its seq, so one organisation's rows are one rowid
 * range and a search of one tenant never reads another tenant's matches. The index only proposes candidates; the
 * search rechecks each one with the exact substring predicate (see listSearch.ts).
 */

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const searchedColumns = ['action', 'details', 'user_label', 'resource'] as const;

const trigramIndex = (column: string) => `audit_logs_${column}_trgm_idx`;

const upPostgres = async (db: Kysely<unknown>) => {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Building a GIN index reads the existing rows: the backfill is the index build itself.
  for (const column of searchedColumns)
    await sql`create index if not exists ${sql.id(trigramIndex(column))} on audit_logs using gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(
      db,
    );
};

const searchKey = (row: 'new' | 'old') =>
  sql.raw(`(select id * ${searchKeySpan} + ${row}.seq from audit_search_chains where chain = ${row}.chain)`);

const addChain = sql.raw(
  `insert into audit_search_chains (chain) select new.chain where not exists (select 1 from audit_search_chains where chain = new.chain);`,
);

const indexNew = sql`insert into audit_search (rowid, action, details, user_label, resource)
    values (${searchKey('new')}, new.action, new.details, new.user_label, new.resource);`;

const unindexOld = sql`delete from audit_search where rowid = ${searchKey('old')};`;

const upSqlite = async (db: Kysely<unknown>) => {
  await sql`create table audit_search_chains (id integer primary key, chain text not null unique)`.execute(db);
  // contentless_delete lets a contentless table forget a row by its rowid alone.
  await sql`create virtual table audit_search using fts5(
    action, details, user_label, resource,
    content = '', contentless_delete = 1, tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger audit_logs_search_insert after insert on audit_logs begin
    ${addChain}
    ${indexNew}
  end`.execute(db);
  await sql`create trigger audit_logs_search_delete after delete on audit_logs begin
    ${unindexOld}
  end`.execute(db);
  // Text changed in place (never by the product: the trail is append-only) is indexed anew under the same key.
  await sql`create trigger audit_logs_search_update
    after update of action, details, user_label, resource on audit_logs begin
    ${unindexOld}
    ${addChain}
    ${indexNew}
  end`.execute(db);
  // A row moved to another chain or seq (tampering, which audit:verify reports) leaves its index entry under the old
  // key: its chains are listed here and searched without the index from then on. This trigger must not touch the FTS
  // table: the chain writer takes SQLite's write lock with an UPDATE OF seq, and a statement that writes a virtual
  // table reads it first, which turns a wait for the lock into an immediate SQLITE_BUSY between two processes.
  await sql`create table audit_search_moved (chain text primary key)`.execute(db);
  await sql`create trigger audit_logs_search_moved
    after update of chain, seq on audit_logs when old.chain is not new.chain or old.seq is not new.seq begin
    insert or ignore into audit_search_moved (chain) values (old.chain), (new.chain);
  end`.execute(db);
  // Backfill: every existing row, in one pass (the migration runs in a transaction on SQLite).
  await sql`insert into audit_search_chains (chain) select distinct chain from audit_logs order by chain`.execute(db);
  await sql`insert into audit_search (rowid, action, details, user_label, resource)
    select c.id * ${sql.lit(searchKeySpan)} + a.seq, a.action, a.details, a.user_label, a.resource
    from audit_logs a join audit_search_chains c on c.chain = a.chain`.execute(db);
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  if (isPostgres(db)) {
    for (const column of searchedColumns) await sql`drop index if exists ${sql.id(trigramIndex(column))}`.execute(db);
    // The extension stays: other objects may have come to rely on it.
    return;
  }
  for (const trigger of [
    'audit_logs_search_insert',
    'audit_logs_search_delete',
    'audit_logs_search_update',
    'audit_logs_search_moved',
  ])
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists audit_search_moved`.execute(db);
  await sql`drop table if exists audit_search`.execute(db);
  await sql`drop table if exists audit_search_chains`.execute(db);
};
