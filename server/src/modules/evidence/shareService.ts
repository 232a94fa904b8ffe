import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { randomUUID } from 'node:crypto';
import type { CreatedShare, ShareLink } from '@/contracts/shareLinks';
import { listShareLinks } from '../shareLinks/repository';
import {
  findOpenableShareLink,
  issueShareLink,
  recordShareLinkOpening,
  revokeShareLink,
  type ShareLinkDeps,
} from '../shareLinks/service';
import { evidenceAuditActions, recordEvidenceAudit } from './audit';
import { findPublicVersion, recordAccess } from './repository';
import { type EvidenceDeps, type EvidenceFile, type EvidenceMember, evidenceTarget, readVisible } from './service';

export type EvidenceShareDeps = EvidenceDeps & ShareLinkDeps;

export const notShareableMessage = 'Only public evidence can be shared by link.';
export const evidenceLinkInvalidMessage = 'This evidence link is invalid, has expired or was revoked.';
/** Says nothing of the item: whoever holds the link learns only that it serves nothing now. */
export const evidenceLinkHeldMessage =
  'This evidence link is on hold: what it shared is no longer approved. Ask for a new link.';

/** Why a link may not be made yet: only an approved version is ever shared. */
export const notApprovedMessage = (version: number, status: string) =>
  `Only approved evidence can be shared by link: version ${version} is ${
    status === 'rejected' ? 'rejected' : 'pending review'
  }.`;

/**
 * A link to a public item's current version, once approved, for an auditor without an account. The link is bound
 * to that version: a later upload never reaches it.
 */
export const createEvidenceShare = async (
  deps: EvidenceShareDeps,
  member: EvidenceMember,
  id: string,
  expiresInHours: number,
): Promise<CreatedShare> => {
  const { item, current } = await readVisible(deps, member, id);
  if (item.confidentiality !== 'public') throw new AppError(409, notShareableMessage);
  if (item.status !== 'approved') throw new AppError(409, notApprovedMessage(current.version, item.status));
  const target = { ...evidenceTarget(id), evidenceVersionId: current.id };
  const created = await issueShareLink(deps, member, target, expiresInHours, (trx, now, expiresAt) =>
    recordEvidenceAudit(
      trx,
      member,
      {
        action: evidenceAuditActions.shared,
        evidenceId: id,
        details: `${member.userLabel} shared ${item.name} (version ${current.version}) by link until ${expiresAt}`,
      },
      now,
    ),
  );
  return { ...created, version: current.version };
};

export const listEvidenceShares = async (
  deps: EvidenceDeps,
  member: EvidenceMember,
  id: string,
): Promise<ShareLink[]> => {
  await readVisible(deps, member, id);
  return listShareLinks(deps.db, member.organizationId, evidenceTarget(id));
};

export const revokeEvidenceShare = async (
  deps: EvidenceDeps,
  member: EvidenceMember,
  id: string,
  shareId: string,
): Promise<ShareLink[]> => {
  const { item } = await readVisible(deps, member, id);
  return revokeShareLink(deps, member.organizationId, evidenceTarget(id), shareId, (trx, now) =>
    recordEvidenceAudit(
      trx,
      member,
      {
        action: evidenceAuditActions.shareRevoked,
        evidenceId: id,
        details: `${member.userLabel} revoked a share link to ${item.name}`,
      },
      now,
    ),
  );
};

/**
 * Opens a share link: the version it was made for while the link lives, is not held and the item is still public.
 * A held link is a 410, any other a 404 whatever the reason; neither names the item. Counted in the item's access
 * history and audited on its trail.
 */
export const openSharedEvidence = async (
  deps: Pick<EvidenceShareDeps, 'db' | 'clock' | 'store' | 'rateLimiter' | 'limits'>,
  token: string,
  ip: string,
): Promise<EvidenceFile> => {
  const share = await findOpenableShareLink(deps, 'evidence', token, ip, evidenceLinkInvalidMessage);
  if (share.held || !share.evidenceVersionId) throw new AppError(410, evidenceLinkHeldMessage);
  const found = await findPublicVersion(deps.db, share.organizationId, share.targetId, share.evidenceVersionId);
  if (!found) throw new AppError(404, evidenceLinkInvalidMessage);
  const { item, version: current } = found;
  const stream = await deps.store.get(current.storage_key);
  const actor = { organizationId: share.organizationId, userId: null, userLabel: 'Shared link', ipAddress: ip };
  try {
    await recordShareLinkOpening(deps.db, share.id, isoNow(deps.clock), async (trx, now) => {
      await recordAccess(trx, {
        id: randomUUID(),
        evidenceId: item.id,
        version: current.version,
        action: 'viewed',
        actor: actor.userLabel,
        at: now,
      });
      const details = `${item.name} (version ${current.version}) was opened through a share link`;
      await recordEvidenceAudit(
        trx,
        actor,
        { action: evidenceAuditActions.sharedOpened, evidenceId: item.id, details },
        now,
      );
    });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { stream, fileName: current.file_name, mediaType: current.media_type, sizeBytes: current.size_bytes };
};
