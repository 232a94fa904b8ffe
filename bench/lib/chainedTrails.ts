import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import type { NewAuditLog } from '../../server/src/db/schema';
import { chainKey, type ChainHead, genesisHash } from '../../server/src/core/auditTrail/chain';
import { toRow } from '../../server/src/core/auditTrail/chainWriter';
import { recordCheckpoint } from '../../server/src/core/auditTrail/checkpoint';
import { findChainHead } from '../../server/src/core/auditTrail/repository';
import { historySpanMs, syntheticEntry } from '../auditRows';

// Rows a statement: big enough that a round trip is nothing beside the insert, small enough to stay a few MB.
const batchRows = 20_000;

/**
 * One statement a batch, the rows as one JSON parameter that json_populate_recordset reads by column name:
 * JSON.stringify is native, where pg would escape every element of thirteen array parameters in JavaScript.
 */
const insertBatch = (db: Db, rows: NewAuditLog[]) =>
  sql`insert into audit_logs select * from json_populate_recordset(null::audit_logs, ${JSON.stringify(rows)}::json)`.execute(
    db,
  );

export type Trail = { organizationId: string; rows: number };

/**
 * Appends a year of synthetic history (bench/auditRows.ts) to each organisation's chain, hashed exactly as the
 * product's chain writer hashes (HMAC under the configured audit key, seq from the chain's head), but inserted in large
 * batches while the next batch is being hashed. The running counts and a signed checkpoint of each chain's head are
 * written at the end, so audit:verify finds every chain intact.
 */
export async function appendChainedTrails(db: Db, trails: Trail[]): Promise<void> {
  const start = Date.now() - historySpanMs;
  const heads: [string, ChainHead][] = [];
  let batch: NewAuditLog[] = [];
  let inserting: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    await inserting;
    inserting = insertBatch(db, batch);
    batch = [];
  };
  // Every head before the first insert: the load runs without indexes, where finding a head reads the whole table.
  const startHeads: ChainHead[] = [];
  for (const { organizationId } of trails)
    startHeads.push((await findChainHead(db, chainKey(organizationId))) ?? { seq: 0, hash: genesisHash });
  for (const [index, { organizationId, rows }] of trails.entries()) {
    const chain = chainKey(organizationId);
    let head = startHeads[index];
    for (let i = 0; i < rows; i += 1) {
      const row = toRow(syntheticEntry(organizationId, i, rows, start), chain, head);
      head = { seq: row.seq, hash: row.hash };
      batch.push(row);
      if (batch.length === batchRows) await flush();
    }
    heads.push([chain, head]);
  }
  await flush();
  await inserting;
  await sql`
    insert into audit_log_counts (chain, category, severity, count)
    select chain, category, severity, count(*) from audit_logs group by chain, category, severity
    on conflict (chain, category, severity) do update set count = excluded.count`.execute(db);
  const now = new Date().toISOString();
  for (const [chain, head] of heads) await recordCheckpoint(db, chain, head, now);
}
