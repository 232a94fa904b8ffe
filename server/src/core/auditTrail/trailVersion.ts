import type { Db } from '../../db/database';
import { chainKey } from './chain';
import { findChainHead } from './repository';

/**
 * The organisation's audit chain head: every append raises it in the transaction that writes the rows (and their
 * tallies), and nothing else changes what the trail shows, so a view of the trail read at one head is current while
 * the head stays there.
 */
export const auditTrailVersion = async (db: Db, organizationId: string): Promise<number> =>
  (await findChainHead(db, chainKey(organizationId)))?.seq ?? 0;
