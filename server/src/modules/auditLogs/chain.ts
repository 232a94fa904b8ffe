import { createHash } from 'node:crypto';

/** The chain of rows that belong to no organisation (e.g. failed sign-ins for unknown emails). */
export const globalChain = 'global';

export const genesisHash = '0'.repeat(64);

export type ChainHead = { seq: number; hash: string };

export const chainKey = (organizationId: string | null): string => organizationId ?? globalChain;

/** Every stored field of an audit row; chain is derived from organization_id, so it is covered by it. */
export type ChainedFields = {
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

/**
 * sha256 over a fixed-order JSON array of the row's fields and the previous row's hash. This is a stored format:
 * changing it breaks every existing chain.
 */
export const auditHash = (row: ChainedFields, previousHash: string): string =>
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
