import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database';
import type { AuditCheckpointsTable } from '../../db/schema';
import { type ChainHead, requireAuditKey } from './chain';

export type Checkpoint = AuditCheckpointsTable;

/** A chain also gets a checkpoint each time it grows past a multiple of this, besides one on every export. */
export const checkpointEvery = 100;

export const checkpointSignature = ({ chain, seq, hash, entries, created_at }: Omit<Checkpoint, 'id' | 'signature'>) =>
  createHmac('sha256', requireAuditKey())
    .update(JSON.stringify([chain, seq, hash, entries, created_at]))
    .digest('hex');

/** The form of the X-Audit-Checkpoint header and of the export's audit row. */
export const formatCheckpoint = ({ seq, hash, signature }: Checkpoint): string =>
  `seq=${seq};hash=${hash};signature=${signature}`;

/** Records the chain's head; a chain's entries equal its head's seq, since seq runs from 1 without gaps. */
export const recordCheckpoint = async (db: Db, chain: string, head: ChainHead, now: string): Promise<Checkpoint> => {
  const fields = { chain, seq: head.seq, hash: head.hash, entries: head.seq, created_at: now };
  const checkpoint = { id: crypto.randomUUID(), ...fields, signature: checkpointSignature(fields) };
  await db.insertInto('audit_checkpoints').values(checkpoint).execute();
  return checkpoint;
};

export const findLatestCheckpoint = (db: Db, chain: string): Promise<Checkpoint | undefined> =>
  db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('chain', '=', chain)
    .orderBy('seq', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
