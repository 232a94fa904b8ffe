import type { Db } from '../../db/database';
import type { ShareLink, ShareTarget } from '@/contracts/shareLinks';

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
  /** An evidence link's approved version. */
  evidenceVersionId?: string;
};

const targetColumn = { report: 'report_id', evidence: 'evidence_id' } as const;

const shareColumns = [
  'share_links.id',
  'share_links.created_by_label',
  'share_links.created_at',
  'share_links.expires_at',
  'share_links.revoked_at',
  'share_links.last_opened_at',
  'share_links.open_count',
  'share_links.held_at',
  'evidence_versions.version',
] as const;

const toShareLink = (row: {
  id: string;
  created_by_label: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
  open_count: number;
  held_at: string | null;
  version: number | null;
}): ShareLink => ({
  id: row.id,
  createdBy: row.created_by_label,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastOpenedAt: row.last_opened_at,
  openCount: Number(row.open_count),
  ...(row.version === null ? {} : { version: Number(row.version) }),
  ...(row.held_at === null ? {} : { heldAt: row.held_at }),
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
      evidence_version_id: share.evidenceVersionId ?? null,
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
    .where('share_links.organization_id', '=', organizationId)
    .where(`share_links.${targetColumn[target.kind]}`, '=', target.id);

export const listShareLinks = async (db: Db, organizationId: string, target: ShareTargetRef): Promise<ShareLink[]> =>
  (
    await ofTarget(db, organizationId, target)
      .leftJoin('evidence_versions', 'evidence_versions.id', 'share_links.evidence_version_id')
      .select(shareColumns)
      .orderBy('share_links.created_at', 'desc')
      .execute()
  ).map(toShareLink);

export const shareLinkExists = async (db: Db, organizationId: string, target: ShareTargetRef, shareId: string) =>
  (await ofTarget(db, organizationId, target)
    .select('share_links.id')
    .where('share_links.id', '=', shareId)
    .executeTakeFirst()) !== undefined;

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

/** Holds the target's live links: from now on they serve nothing; how many were held. */
export const holdShareLinkRows = async (db: Db, organizationId: string, target: ShareTargetRef, now: string) => {
  const updated = await db
    .updateTable('share_links')
    .set({ held_at: now })
    .where('organization_id', '=', organizationId)
    .where(targetColumn[target.kind], '=', target.id)
    .where('revoked_at', 'is', null)
    .where('held_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
};

/** The live link of this kind with this token: not revoked, not expired (it may be held). */
export const findLiveShareLink = async (db: Db, kind: ShareTarget, tokenHash: string, now: string) => {
  const row = await db
    .selectFrom('share_links')
    .select(['id', 'organization_id', targetColumn[kind], 'evidence_version_id', 'held_at'])
    .where('token_hash', '=', tokenHash)
    .where(targetColumn[kind], 'is not', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const targetId = row?.[targetColumn[kind]];
  return row && targetId
    ? {
        id: row.id,
        organizationId: row.organization_id,
        targetId,
        evidenceVersionId: row.evidence_version_id,
        held: row.held_at !== null,
      }
    : undefined;
};

export const recordShareLinkOpened = async (db: Db, shareId: string, now: string): Promise<void> => {
  await db
    .updateTable('share_links')
    .set((eb) => ({ last_opened_at: now, open_count: eb('open_count', '+', 1) }))
    .where('id', '=', shareId)
    .execute();
};
