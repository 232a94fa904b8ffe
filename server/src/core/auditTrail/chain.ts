import { createHash, createHmac } from 'node:crypto';

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

/** hash_version of rows chained with HMAC-SHA-256 under the audit key; 1 marks the plain sha256 chain before it. */
export const keyedHashVersion = 2;

let auditKey: string | null = null;

/** Set once at start-up (server, admin CLI, tests) from AUDIT_KEY: every chain hash and checkpoint is signed with it. */
export const configureAuditKey = (key: string): void => {
  auditKey = key;
};

export const requireAuditKey = (): string => {
  if (auditKey === null)
    throw new Error('The audit key is not configured: call configureAuditKey(config.auditKey) at start-up.');
  return auditKey;
};

const chainedValues = (row: ChainedFields, previousHash: string) =>
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
  ]);

/** The version 1 format (sha256 without a key), kept only to check a chain before it is re-chained under the key. */
export const legacyAuditHash = (row: ChainedFields, previousHash: string): string =>
  createHash('sha256').update(chainedValues(row, previousHash)).digest('hex');

/**
 * HMAC-SHA-256 under the audit key over a fixed-order JSON array of the row's fields and the previous row's hash, so
 * someone with write access to the database but not the key cannot rebuild the chain. This is a stored format:
 * changing it breaks every existing chain.
 */
export const auditHash = (row: ChainedFields, previousHash: string): string =>
  createHmac('sha256', requireAuditKey()).update(chainedValues(row, previousHash)).digest('hex');
