import { AppError } from '../../lib/appError';
import { isoNow } from '../../lib/clock';
import { randomUUID } from 'node:crypto';
import type { CreatedShare, ShareLink } from '../../../../src/contracts/shareLinks';
import { listShareLinks } from '../shareLinks/repository';
import {
  findOpenableShareLink,
  issueShareLink,
  recordShareLinkOpening,
  revokeShareLink,
  type ShareLinkDeps,
} from '../shareLinks/service';
import { evidenceAuditActions, recordEvidenceAudit } from './audit';
import { findPublicEvidence, recordAccess } from './repository';
import { type EvidenceDeps, type EvidenceFile, type EvidenceMember, readVisible } from './service';

export type EvidenceShareDeps = EvidenceDeps & ShareLinkDeps;

export const notShareableMessage = 'Only public evidence can be shared by link.';
export const evidenceLinkInvalidMessage = 'This evidence link is invalid, has expired or was revoked.';

const evidenceTarget = (id: string) => ({ kind: 'evidence' as const, id });

/** A link to a public item's current file, for an auditor without an account. */
export const createEvidenceShare = async (
  deps: EvidenceShareDeps,
  member: EvidenceMember,
  id: string,
  expiresInHours: number,
): Promise<CreatedShare> => {
  const { item } = await readVisible(deps, member, id);
  if (item.confidentiality !== 'public') throw new AppError(409, notShareableMessage);
  return issueShareLink(deps, member, evidenceTarget(id), expiresInHours, (trx, now, expiresAt) =>
    recordEvidenceAudit(
      trx,
      member,
      {
        action: evidenceAuditActions.shared,
        evidenceId: id,
        details: `${member.userLabel} shared ${item.name} by link until ${expiresAt}`,
      },
      now,
    ),
  );
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
 * Opens a share link: the item's current file while the link lives and the item is still public, else one 404
 * whatever the reason. Counted in the item's access history and audited on its trail.
 */
export const openSharedEvidence = async (
  deps: Pick<EvidenceShareDeps, 'db' | 'clock' | 'store' | 'rateLimiter' | 'limits'>,
  token: string,
  ip: string,
): Promise<EvidenceFile> => {
  const share = await findOpenableShareLink(deps, 'evidence', token, ip, evidenceLinkInvalidMessage);
  const found = await findPublicEvidence(deps.db, share.organizationId, share.targetId);
  if (!found) throw new AppError(404, evidenceLinkInvalidMessage);
  const { item, current } = found;
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
