import type { Db } from '../../db/database';
import type { AuditLogRow } from '../../db/schema';
import { auditHash, chainKey, genesisHash, keyedHashVersion } from '../../core/auditTrail/chain';
import { type Checkpoint, checkpointSignature, findLatestCheckpoint } from '../../core/auditTrail/checkpoint';
import { findCountMismatch } from './countsCheck';
import { findChainRows, findRowOutsideChain } from '../../core/auditTrail/repository';

type BrokenLink = { seq: number; id: string; createdAt: string };

/** at: the first entry that does not follow, when the problem lies in one. */
export type ChainProblem = { reason: string; at: BrokenLink | null };

/** entries: how many rows verified intact (before the break, when there is one). */
type ChainVerification = { ok: true; entries: number } | { ok: false; entries: number; problem: ChainProblem };

const batchSize = 1000;

const atRow = (row: AuditLogRow, reason: string): ChainProblem => ({
  reason,
  at: { seq: row.seq, id: row.id, createdAt: row.created_at },
});

const brokenReason = (row: AuditLogRow, expectedSeq: number, previousHash: string): string | null => {
  if (row.seq > expectedSeq) {
    const missing =
      row.seq - expectedSeq === 1 ? `entry #${expectedSeq} is` : `entries #${expectedSeq} to #${row.seq - 1} are`;
    return `${missing} missing`;
  }
  if (row.hash_version !== keyedHashVersion)
    return 'it is still in the unkeyed sha256 format (start the server to re-chain it)';
  if (auditHash(row, previousHash) !== row.hash) {
    return 'its content does not match its hash (changed, moved, reordered, or re-hashed without the audit key)';
  }
  return null;
};

type Walk = { entries: number; headHash: string; problem: ChainProblem | null };

const walkChain = async (db: Db, chain: string): Promise<Walk> => {
  let entries = 0;
  let previousHash = genesisHash;
  for (;;) {
    const rows = await findChainRows(db, chain, entries, batchSize);
    for (const row of rows) {
      const reason = brokenReason(row, entries + 1, previousHash);
      if (reason) return { entries, headHash: previousHash, problem: atRow(row, reason) };
      entries += 1;
      previousHash = row.hash;
    }
    if (rows.length < batchSize) return { entries, headHash: previousHash, problem: null };
  }
};

const checkpointProblem = async (db: Db, checkpoint: Checkpoint, entries: number): Promise<string | null> => {
  const recorded = `the checkpoint of ${checkpoint.created_at} (entry #${checkpoint.seq})`;
  if (checkpointSignature(checkpoint) !== checkpoint.signature) return `${recorded} has an invalid signature`;
  if (checkpoint.seq > entries) {
    return `the chain ends at entry #${entries} but ${recorded} saw ${checkpoint.entries}: the newest entries were cut off`;
  }
  if (checkpoint.seq === 0) return null;
  const row = await db
    .selectFrom('audit_logs')
    .select('hash')
    .where('chain', '=', checkpoint.chain)
    .where('seq', '=', checkpoint.seq)
    .executeTakeFirst();
  return row?.hash === checkpoint.hash ? null : `entry #${checkpoint.seq} is not the one ${recorded} signed`;
};

/**
 * Walks an organisation's chain (null: the rows without one) in batches, so memory stays flat however long it is,
 * checking each link's HMAC under the audit key; then that no row of the organisation lies outside the chain, that
 * the chain reaches its latest signed checkpoint, and that the running counts match the rows. Reports the first problem.
 */
export const verifyAuditChain = async (db: Db, organizationId: string | null): Promise<ChainVerification> => {
  const chain = chainKey(organizationId);
  const { entries, problem } = await walkChain(db, chain);
  if (problem) return { ok: false, entries, problem };
  const stray = await findRowOutsideChain(db, organizationId, chain);
  if (stray) {
    return {
      ok: false,
      entries,
      problem: atRow(stray, 'it is not part of the chain (written around the audit trail)'),
    };
  }
  const checkpoint = (await findLatestCheckpoint(db, chain)) ?? null;
  const checkpointReason = checkpoint && (await checkpointProblem(db, checkpoint, entries));
  if (checkpointReason) return { ok: false, entries, problem: { reason: checkpointReason, at: null } };
  const countReason = await findCountMismatch(db, chain);
  if (countReason) return { ok: false, entries, problem: { reason: countReason, at: null } };
  return { ok: true, entries };
};
