import { type Kysely, sql } from 'kysely';

/**
 * An evidence link serves the approved version it was made for, not whatever version is current, and is held
 * (serves nothing) once the item's evidence is rejected. Links made before this: those to an approved item are bound
 * to its current version; any other is held, so no link serves a version that nobody approved.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('share_links').addColumn('evidence_version_id', 'text').execute();
  await db.schema.alterTable('share_links').addColumn('held_at', 'text').execute();
  await sql`
    update share_links set evidence_version_id = (
      select version.id from evidence_items item
      join evidence_versions version on version.evidence_id = item.id and version.version = item.current_version
      where item.id = share_links.evidence_id and item.status = 'approved'
    )
    where evidence_id is not null
  `.execute(db);
  await sql`
    update share_links set held_at = ${new Date().toISOString()}
    where evidence_id is not null and evidence_version_id is null
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('share_links').dropColumn('held_at').execute();
  await db.schema.alterTable('share_links').dropColumn('evidence_version_id').execute();
};
