import { randomUUID } from 'node:crypto';
import { type ClientInfo, type MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import type { CreatedShare, ShareLink } from '@/contracts/shareLinks';
import {
  findOpenableShareLink,
  issueShareLink,
  listShareLinks,
  recordShareLinkOpening,
  revokeShareLink,
  type ShareLinkDeps,
} from '../shareLinks';
import { evidenceLinkActions } from './auditActions';
import { findPublicVersion, recordAccess } from './repository';
import { type EvidenceDeps, type EvidenceFile, evidenceTarget, readVisible } from './service';

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

const versionName = (name: string, version: number) => `${name} (version ${version})`;

/**
 * A link to a public item's current version, once approved, for an auditor without an account. The link is bound
 * to that version: a later upload never reaches it.
 */
export const createEvidenceShare = async (
  deps: ShareLinkDeps,
  member: MemberActor,
  id: string,
  expiresInHours: number,
): Promise<CreatedShare> => {
  const { item, current } = await readVisible(deps, member, id);
  if (item.confidentiality !== 'public') throw new AppError(409, notShareableMessage);
  if (item.status !== 'approved') throw new AppError(409, notApprovedMessage(current.version, item.status));
  const target = { ...evidenceTarget(id), evidenceVersionId: current.id };
  const subject = { name: versionName(item.name, current.version), actions: evidenceLinkActions };
  const created = await issueShareLink(deps, member, target, subject, expiresInHours);
  return { ...created, version: current.version };
};

export const listEvidenceShares = async (
  deps: Pick<AppDeps, 'db'>,
  member: MemberActor,
  id: string,
): Promise<ShareLink[]> => {
  await readVisible(deps, member, id);
  return listShareLinks(deps.db, member.organizationId, evidenceTarget(id));
};

export const revokeEvidenceShare = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  member: MemberActor,
  id: string,
  shareId: string,
): Promise<ShareLink[]> => {
  const { item } = await readVisible(deps, member, id);
  const subject = { name: item.name, actions: evidenceLinkActions };
  return revokeShareLink(deps, member, evidenceTarget(id), subject, shareId);
};

/**
 * Opens a share link: the version it was made for while the link lives, is not held and the item is still public.
 * A held link is a 410, any other a 404 whatever the reason; neither names the item. Counted in the item's access
 * history and audited on its trail.
 */
export const openSharedEvidence = async (
  deps: EvidenceDeps & Pick<AppDeps, 'rateLimiter' | 'limits'>,
  token: string,
  client: ClientInfo,
): Promise<EvidenceFile> => {
  const share = await findOpenableShareLink(deps, 'evidence', token, client, evidenceLinkInvalidMessage);
  if (share.held || !share.evidenceVersionId) throw new AppError(410, evidenceLinkHeldMessage);
  const found = await findPublicVersion(deps.db, share.organizationId, share.target.id, share.evidenceVersionId);
  if (!found) throw new AppError(404, evidenceLinkInvalidMessage);
  const { item, version: current } = found;
  const stream = await deps.evidence.store.get(current.storage_key);
  const subject = { name: versionName(item.name, current.version), actions: evidenceLinkActions };
  try {
    await recordShareLinkOpening(deps, share, client, subject, (trx, visitor, now) =>
      recordAccess(trx, {
        id: randomUUID(),
        evidenceId: item.id,
        version: current.version,
        action: 'viewed',
        actor: visitor.name,
        at: now,
      }),
    );
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { stream, fileName: current.file_name, mediaType: current.media_type, sizeBytes: current.size_bytes };
};
