import type { Db } from '../../db/database';
import { auditHash, configureAuditKey, genesisHash, keyedHashVersion, legacyAuditHash } from './chain';
import { findChainRows } from './repository';

const batchSize = 1000;

/**
 * Re-hashes one chain written in the plain sha256 format under the audit key, in one transaction. A chain whose old
 * hashes do not hold is left as it is, so tampering from before the key cannot be signed into a valid chain.
 */
const rechain = async (db: Db, chain: string): Promise<boolean> =>
  db
    .transaction()
    .execute(async (trx) => {
      let previous = { seq: 0, legacyHash: genesisHash, hash: genesisHash };
      for (;;) {
        const rows = await findChainRows(trx, chain, previous.seq, batchSize);
        for (const row of rows) {
          const intact = row.seq === previous.seq + 1 && legacyAuditHash(row, previous.legacyHash) === row.hash;
          if (row.hash_version === 1 && !intact) throw new BrokenLegacyChain();
          const hash = row.hash_version === 1 ? auditHash(row, previous.hash) : row.hash;
          await trx
            .updateTable('audit_logs')
            .set({ hash, hash_version: keyedHashVersion })
            .where('id', '=', row.id)
            .execute();
          previous = { seq: row.seq, legacyHash: row.hash, hash };
        }
        if (rows.length < batchSize) return true;
      }
    })
    .catch((error: unknown) => {
      if (error instanceof BrokenLegacyChain) return false;
      throw error;
    });

class BrokenLegacyChain extends Error {}

/** Once after AUDIT_KEY arrives: chains still in the sha256 format get the keyed HMAC. Does nothing when none are left. */
export const rechainLegacyRows = async (db: Db, warn: (message: string) => void): Promise<void> => {
  const legacy = await db
    .selectFrom('audit_logs')
    .select('chain')
    .distinct()
    .where('hash_version', '<', keyedHashVersion)
    .execute();
  for (const { chain } of legacy) {
    if (!(await rechain(db, chain)))
      warn(`Audit chain ${chain} does not verify in its sha256 format: left as it is for audit:verify.`);
  }
};

/** At start-up, after the migrations: every later append and check uses the key, and old chains move onto it. */
export const prepareAuditTrail = async (db: Db, auditKey: string, warn: (message: string) => void): Promise<void> => {
  configureAuditKey(auditKey);
  await rechainLegacyRows(db, warn);
};
