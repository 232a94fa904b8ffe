import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL: the activity-log search's trigram indexes are led by the organisation (btree_gin), replacing
 * migration 009's, which held every tenant's rows under each trigram. Every search names its organisation, and with
 * the trail shared by a thousand tenants a rare term's candidates were mostly other tenants' rows, so the planner
 * walked the tenant's rows newest first instead, filtering hundreds of thousands of them to fill a page. Now a
 * search's candidates are its own tenant's matches. SQLite's search index is per organisation already (009).
 */

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const searchedColumns = ['action', 'details', 'user_label', 'resource'] as const;

const globalIndex = (column: string) => `audit_logs_${column}_trgm_idx`;
const tenantIndex = (column: string) => `audit_logs_org_${column}_trgm_idx`;

// Building a GIN index over a large trail sorts its entries: in memory, rather than in many small runs on disk.
const buildMemory = '256MB';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  if (!isPostgres(db)) return;
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`set local maintenance_work_mem = ${sql.lit(buildMemory)}`.execute(db);
  for (const column of searchedColumns) {
    await sql`create index if not exists ${sql.id(tenantIndex(column))}
      on audit_logs using gin (organization_id, lower(${sql.id(column)}) gin_trgm_ops)`.execute(db);
    await sql`drop index if exists ${sql.id(globalIndex(column))}`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  if (!isPostgres(db)) return;
  for (const column of searchedColumns) {
    await sql`create index if not exists ${sql.id(globalIndex(column))}
      on audit_logs using gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(db);
    await sql`drop index if exists ${sql.id(tenantIndex(column))}`.execute(db);
  }
};
