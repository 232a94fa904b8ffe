import type { Db } from '../../db/database';
import type { AuditLogRow } from '../../db/schema';
import { auditHash, chainKey, genesisHash } from './chain';
import { findChainRows, findRowOutsideChain } from './repository';

type BrokenLink = { seq: number; id: string; createdAt: string; reason: string };

/** entries: how many rows verified intact (before the break, when there is one). */
type ChainVerification = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: BrokenLink };

const batchSize = 1000;

const link = (row: AuditLogRow, reason: string): BrokenLink => ({ seq: row.seq, id: row.id, createdAt: row.created_at, reason });

const brokenReason = (row: AuditLogRow, expectedSeq: number, previousHash: string): string | null => {
  if (row.seq > expectedSeq) {
    const missing = row.seq - expectedSeq === 1 ? `entry #${expectedSeq} is` : `entries #${expectedSeq} to #${row.seq - 1} are`;
    return `${missing} missing`;
  }
  if (auditHash(row, previousHash) !== row.hash) return 'its content does not match its hash (changed, moved or reordered)';
  return null;
};

/**
 * Walks an organisation's chain (null: the rows without one) in batches, so memory stays flat however long it is,
 * and reports the first entry whose sequence number or hash does not follow from the one before, or else a row of
 * the organisation that is not in its chain at all.
 */
export const verifyAuditChain = async (db: Db, organizationId: string | null): Promise<ChainVerification> => {
  const chain = chainKey(organizationId);
  let entries = 0;
  let previousHash = genesisHash;
  for (;;) {
    const rows = await findChainRows(db, chain, entries, batchSize);
    for (const row of rows) {
      const reason = brokenReason(row, entries + 1, previousHash);
      if (reason) return { ok: false, entries, brokenAt: link(row, reason) };
      entries += 1;
      previousHash = row.hash;
    }
    if (rows.length < batchSize) break;
  }
  const stray = await findRowOutsideChain(db, organizationId, chain);
  if (stray) return { ok: false, entries, brokenAt: link(stray, 'it is not part of the chain (written around the audit trail)') };
  return { ok: true, entries };
};
