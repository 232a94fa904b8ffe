import type { Db } from '../../db/database';
import type { ShareLink, ShareTarget } from '../../../../src/contracts/shareLinks';

/** The one report or evidence item a link opens. */
export type ShareTargetRef = { kind: ShareTarget; id: string };

export type NewShareLink = {
  id: string;
  organizationId: string;
  target: ShareTargetRef;
  tokenHash: string;
  createdBy: string | null;
  createdByLabel: string;
  createdAt: string;
  expiresAt: string;
};

const targetColumn = { report: 'report_id', evidence: 'evidence_id' } as const;

const shareColumns = [
  'id',
  'created_by_label',
  'created_at',
  'expires_at',
  'revoked_at',
  'last_opened_at',
  'open_count',
] as const;

const toShareLink = (row: {
  id: string;
  created_by_label: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
  open_count: number;
}): ShareLink => ({
  id: row.id,
  createdBy: row.created_by_label,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastOpenedAt: row.last_opened_at,
  openCount: Number(row.open_count),
});

export const insertShareLink = async (db: Db, share: NewShareLink): Promise<ShareLink> => {
  await db
    .insertInto('share_links')
    .values({
      id: share.id,
      organization_id: share.organizationId,
      [targetColumn[share.target.kind]]: share.target.id,
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

const ofTarget = (db: Db, organizationId: string, target: ShareTargetRef) =>
  db
    .selectFrom('share_links')
    .where('organization_id', '=', organizationId)
    .where(targetColumn[target.kind], '=', target.id);

export const listShareLinks = async (db: Db, organizationId: string, target: ShareTargetRef): Promise<ShareLink[]> =>
  (await ofTarget(db, organizationId, target).select(shareColumns).orderBy('created_at', 'desc').execute()).map(
    toShareLink,
  );

export const shareLinkExists = async (db: Db, organizationId: string, target: ShareTargetRef, shareId: string) =>
  (await ofTarget(db, organizationId, target).select('id').where('id', '=', shareId).executeTakeFirst()) !== undefined;

/** Revokes a live link; false when there is no such link on the target, or it was revoked already. */
export const revokeShareLinkRow = async (
  db: Db,
  organizationId: string,
  target: ShareTargetRef,
  shareId: string,
  now: string,
) => {
  const updated = await db
    .updateTable('share_links')
    .set({ revoked_at: now })
    .where('organization_id', '=', organizationId)
    .where(targetColumn[target.kind], '=', target.id)
    .where('id', '=', shareId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
};

/** The live link of this kind with this token: not revoked, not expired. */
export const findLiveShareLink = async (db: Db, kind: ShareTarget, tokenHash: string, now: string) => {
  const row = await db
    .selectFrom('share_links')
    .select(['id', 'organization_id', targetColumn[kind]])
    .where('token_hash', '=', tokenHash)
    .where(targetColumn[kind], 'is not', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const targetId = row?.[targetColumn[kind]];
  return row && targetId ? { id: row.id, organizationId: row.organization_id, targetId } : undefined;
};

export const recordShareLinkOpened = async (db: Db, shareId: string, now: string): Promise<void> => {
  await db
    .updateTable('share_links')
    .set((eb) => ({ last_opened_at: now, open_count: eb('open_count', '+', 1) }))
    .where('id', '=', shareId)
    .execute();
};
