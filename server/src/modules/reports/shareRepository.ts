import type { Db } from '../../db/database';
import type { ReportShare } from '../../../../src/contracts/reports';

export type NewShare = {
  id: string;
  organizationId: string;
  reportId: string;
  tokenHash: string;
  createdBy: string | null;
  createdByLabel: string;
  createdAt: string;
  expiresAt: string;
};

const shareColumns = [
  'id',
  'created_by_label',
  'created_at',
  'expires_at',
  'revoked_at',
  'last_opened_at',
  'open_count',
] as const;

const toShare = (row: {
  id: string;
  created_by_label: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
  open_count: number;
}): ReportShare => ({
  id: row.id,
  createdBy: row.created_by_label,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastOpenedAt: row.last_opened_at,
  openCount: Number(row.open_count),
});

export const insertShare = async (db: Db, share: NewShare): Promise<ReportShare> => {
  await db
    .insertInto('report_shares')
    .values({
      id: share.id,
      organization_id: share.organizationId,
      report_id: share.reportId,
      token_hash: share.tokenHash,
      created_by: share.createdBy,
      created_by_label: share.createdByLabel,
      created_at: share.createdAt,
      expires_at: share.expiresAt,
    })
    .execute();
  return {
    id: share.id,
    createdBy: share.createdByLabel,
    createdAt: share.createdAt,
    expiresAt: share.expiresAt,
    revokedAt: null,
    lastOpenedAt: null,
    openCount: 0,
  };
};

export const listShares = async (db: Db, organizationId: string, reportId: string): Promise<ReportShare[]> =>
  (
    await db
      .selectFrom('report_shares')
      .select(shareColumns)
      .where('organization_id', '=', organizationId)
      .where('report_id', '=', reportId)
      .orderBy('created_at', 'desc')
      .execute()
  ).map(toShare);

/** Revokes a live link; false when there is no such link on the report, or it was revoked already. */
export const revokeShareRow = async (
  db: Db,
  organizationId: string,
  reportId: string,
  shareId: string,
  now: string,
) => {
  const updated = await db
    .updateTable('report_shares')
    .set({ revoked_at: now })
    .where('organization_id', '=', organizationId)
    .where('report_id', '=', reportId)
    .where('id', '=', shareId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
};

export const findShareExists = async (db: Db, organizationId: string, reportId: string, shareId: string) =>
  (await db
    .selectFrom('report_shares')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('report_id', '=', reportId)
    .where('id', '=', shareId)
    .executeTakeFirst()) !== undefined;

/** The live link with this token: not revoked, not expired. */
export const findLiveShare = (db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('report_shares')
    .select(['id', 'organization_id', 'report_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export const recordShareOpened = async (db: Db, shareId: string, now: string): Promise<void> => {
  await db
    .updateTable('report_shares')
    .set((eb) => ({ last_opened_at: now, open_count: eb('open_count', '+', 1) }))
    .where('id', '=', shareId)
    .execute();
};
