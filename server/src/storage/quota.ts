import type { Db } from '../db/database';
import { AppError } from '../core/appError';

const gib = 1024 * 1024 * 1024;
const mib = 1024 * 1024;

export const defaultStorageQuotaBytes = 5 * gib;

const describeBytes = (bytes: number) =>
  bytes >= gib ? `${(bytes / gib).toFixed(bytes % gib === 0 ? 0 : 2)} GiB` : `${(bytes / mib).toFixed(1)} MiB`;

/** The bytes an organisation keeps: every version of its evidence files, and its generated reports. */
export const storageUse = async (db: Db, organizationId: string): Promise<number> => {
  const evidence = await db
    .selectFrom('evidence_versions')
    .innerJoin('evidence_items', 'evidence_items.id', 'evidence_versions.evidence_id')
    .select((eb) => eb.fn.sum<number | string | null>('evidence_versions.size_bytes').as('bytes'))
    .where('evidence_items.organization_id', '=', organizationId)
    .executeTakeFirst();
  const reports = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.sum<number | string | null>('size_bytes').as('bytes'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(evidence?.bytes ?? 0) + Number(reports?.bytes ?? 0);
};

/** Answers 413, with the quota and what the organisation uses, when `incomingBytes` more would not fit. */
export const assertWithinQuota = async (db: Db, organizationId: string, incomingBytes: number, quotaBytes: number) => {
  const used = await storageUse(db, organizationId);
  if (used + incomingBytes <= quotaBytes) return;
  throw new AppError(
    413,
    `Storage is limited to ${describeBytes(quotaBytes)} for an organisation, which uses ${describeBytes(used)}; ` +
      'this upload would go over it. Delete evidence versions or reports it no longer needs.',
  );
};
