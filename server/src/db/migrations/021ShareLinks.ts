import { type Kysely, sql } from 'kysely';
import { createReportShares, withShareLinkColumns } from './018Reports';

// Share links for reports and for public evidence in one table, so every link is made, listed, revoked, opened and
// rate limited one way. Each names exactly one target, and goes with it when the target is deleted.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('report_id', 'text', (col) => col.references('reports.id').onDelete('cascade'))
    .addColumn('evidence_id', 'text', (col) => col.references('evidence_items.id').onDelete('cascade'))
    .$call(withShareLinkColumns)
    .addCheckConstraint('share_links_one_target', sql`(report_id is null) <> (evidence_id is null)`)
    .execute();
  await db.schema.createIndex('share_links_by_report').on('share_links').column('report_id').execute();
  await db.schema.createIndex('share_links_by_evidence').on('share_links').column('evidence_id').execute();
  await sql`
    insert into share_links (id, organization_id, report_id, token_hash, created_by, created_by_label, created_at,
      expires_at, revoked_at, last_opened_at, open_count)
    select id, organization_id, report_id, token_hash, created_by, created_by_label, created_at, expires_at,
      revoked_at, last_opened_at, open_count
    from report_shares
  `.execute(db);
  await db.schema.dropTable('report_shares').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await createReportShares(db);
  await sql`
    insert into report_shares (id, organization_id, report_id, token_hash, created_by, created_by_label, created_at,
      expires_at, revoked_at, last_opened_at, open_count)
    select id, organization_id, report_id, token_hash, created_by, created_by_label, created_at, expires_at,
      revoked_at, last_opened_at, open_count
    from share_links where report_id is not null
  `.execute(db);
  await db.schema.dropTable('share_links').execute();
};
