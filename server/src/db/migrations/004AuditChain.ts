import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// The chain's format as this migration wrote it, frozen here: later changes to the trail must not rewrite history.
const globalChain = 'global';
const genesisHash = '0'.repeat(64);

type ChainedFields = {
  id: string;
  organization_id: string | null;
  user_id: string | null;
  user_label: string;
  action: string;
  severity: string;
  category: string;
  details: string;
  resource: string | null;
  ip_address: string | null;
  created_at: string;
  seq: number;
};

const legacyAuditHash = (row: ChainedFields, previousHash: string): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        row.id,
        row.organization_id,
        row.user_id,
        row.user_label,
        row.action,
        row.severity,
        row.category,
        row.details,
        row.resource,
        row.ip_address,
        row.created_at,
        row.seq,
        previousHash,
      ]),
    )
    .digest('hex');

const batchSize = 1000;

type StoredRow = Omit<ChainedFields, 'seq'>;

const inTransaction = (db: Kysely<unknown>, work: (trx: Kysely<unknown>) => Promise<void>): Promise<void> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** Chains the rows written before this migration, per chain in the order they were written. */
const backfillChain = async (db: Kysely<unknown>, chain: string): Promise<void> => {
  let previous = { seq: 0, hash: genesisHash, createdAt: '', id: '' };
  for (;;) {
    const { rows } = await sql<StoredRow>`
      select id, organization_id, user_id, user_label, action, severity, category, details, resource, ip_address, created_at
      from audit_logs
      where chain = ${chain} and (created_at > ${previous.createdAt} or (created_at = ${previous.createdAt} and id > ${previous.id}))
      order by created_at, id
      limit ${batchSize}`.execute(db);
    for (const row of rows) {
      const seq = previous.seq + 1;
      const hash = legacyAuditHash({ ...row, seq }, previous.hash);
      await sql`update audit_logs set seq = ${seq}, hash = ${hash} where id = ${row.id}`.execute(db);
      previous = { seq, hash, createdAt: row.created_at, id: row.id };
    }
    if (rows.length < batchSize) return;
  }
};

const listIndexes = [
  { name: 'audit_logs_org_time_idx', columns: ['organization_id', 'created_at', 'seq'] },
  { name: 'audit_logs_org_category_time_idx', columns: ['organization_id', 'category', 'created_at', 'seq'] },
  { name: 'audit_logs_org_severity_time_idx', columns: ['organization_id', 'severity', 'created_at', 'seq'] },
];

const initialIndexes = [
  { name: 'audit_logs_org_created_idx', columns: ['organization_id', 'created_at'] },
  { name: 'audit_logs_org_category_idx', columns: ['organization_id', 'category'] },
  { name: 'audit_logs_org_severity_idx', columns: ['organization_id', 'severity'] },
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('audit_logs')
    .addColumn('chain', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('audit_logs')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('audit_logs')
    .addColumn('hash', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update audit_logs set chain = coalesce(organization_id, ${globalChain})`.execute(db);
  await inTransaction(db, async (trx) => {
    const { rows } = await sql<{ chain: string }>`select distinct chain from audit_logs`.execute(trx);
    for (const { chain } of rows) await backfillChain(trx, chain);
  });
  // The chain key is never null, so the index also holds for rows without an organisation.
  await db.schema
    .createIndex('audit_logs_chain_seq_unique')
    .unique()
    .on('audit_logs')
    .columns(['chain', 'seq'])
    .execute();

  await db.schema
    .createTable('audit_log_counts')
    .addColumn('chain', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('severity', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('audit_log_counts_pk', ['chain', 'category', 'severity'])
    .execute();
  await sql`
    insert into audit_log_counts (chain, category, severity, count)
    select chain, category, severity, count(*) from audit_logs group by chain, category, severity`.execute(db);

  // The list reads newest first (created_at, then seq), filtered by category or severity: each filter gets an index
  // in that order, so a first page reads only the rows it shows.
  for (const index of initialIndexes) await db.schema.dropIndex(index.name).execute();
  for (const index of listIndexes)
    await db.schema.createIndex(index.name).on('audit_logs').columns(index.columns).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const index of listIndexes) await db.schema.dropIndex(index.name).execute();
  for (const index of initialIndexes)
    await db.schema.createIndex(index.name).on('audit_logs').columns(index.columns).execute();
  await db.schema.dropTable('audit_log_counts').execute();
  await db.schema.dropIndex('audit_logs_chain_seq_unique').execute();
  for (const column of ['hash', 'seq', 'chain']) await db.schema.alterTable('audit_logs').dropColumn(column).execute();
};
