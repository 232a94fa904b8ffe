import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Actor, type ClientInfo, type MemberActor, systemActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { enforceLimit } from '../../core/rateLimits/enforce';
import type { CreatedShare, ShareLink, ShareTarget } from '@/contracts/shareLinks';
import {
  findLiveShareLink,
  holdShareLinkRows,
  insertShareLink,
  listShareLinks,
  recordShareLinkOpened,
  revokeShareLinkRow,
  shareLinkExists,
  type ShareTargetRef,
} from './repository';

export type ShareLinkDeps = Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'limits' | 'mail'>;

/** What one kind's trail calls its links' events. */
export type ShareLinkActions = { shared: string; revoked: string; opened: string };

/** What a link shares, as its audit entries name it, and the names of its kind's events. */
export type SharedSubject = { name: string; actions: ShareLinkActions };

const tooManySharesMessage = 'Too many share links. Please try again later.';
export const tooManyOpensMessage = 'Too many requests for shared links. Please try again in a minute.';

/** Who opens a link: nobody signed in, named so in the trail and the item's access history. */
const visitorName = 'Shared link';

/** Where each kind of link opens, signed out. */
export const sharedPathPrefix: Record<ShareTarget, string> = {
  report: '/api/shared-reports',
  evidence: '/api/shared-evidence',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A link's events are data access, whatever it shares.
const recordLinkEvent = (
  trx: AuditedTransaction,
  actor: Actor,
  target: ShareTargetRef,
  event: { action: string; details: string; at: string },
) => recordAudit(trx, actor, { ...event, severity: 'info', category: 'data', resource: `${target.kind}:${target.id}` });

/**
 * A link anyone holding it opens without an account: 32 random bytes shown once, only their hash kept, at most
 * `shareLink` links per member and window across every kind. Audited on the target's trail.
 */
export const issueShareLink = async (
  deps: ShareLinkDeps,
  actor: MemberActor,
  target: ShareTargetRef & { evidenceVersionId?: string },
  subject: SharedSubject,
  expiresInHours: number,
): Promise<CreatedShare> => {
  await enforceLimit(deps.rateLimiter, `share-link:user:${actor.userId}`, deps.limits.shareLink, tooManySharesMessage);
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock().toISOString();
  const expiresAt = new Date(Date.parse(now) + expiresInHours * 60 * 60 * 1000).toISOString();
  const share = await deps.db.transaction().execute(async (trx) => {
    const created = await insertShareLink(trx, {
      id: randomUUID(),
      organizationId: actor.organizationId,
      target,
      evidenceVersionId: target.evidenceVersionId,
      tokenHash: hashToken(token),
      createdBy: actor.userId,
      createdByLabel: actor.name,
      createdAt: now,
      expiresAt,
    });
    const details = `${actor.name} shared ${subject.name} by link until ${expiresAt}`;
    await recordLinkEvent(trx, actor, target, { action: subject.actions.shared, details, at: now });
    return created;
  });
  return { ...share, url: `${deps.mail.appUrl}${sharedPathPrefix[target.kind]}/${token}` };
};

/** Stops a link at once; revoking one already revoked changes nothing and is not audited again. */
export const revokeShareLink = async (
  deps: Pick<ShareLinkDeps, 'db' | 'clock'>,
  actor: Actor,
  target: ShareTargetRef,
  subject: SharedSubject,
  shareId: string,
): Promise<ShareLink[]> => {
  const { organizationId } = actor;
  if (!(await shareLinkExists(deps.db, organizationId, target, shareId))) {
    throw new AppError(404, 'Share link not found');
  }
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await revokeShareLinkRow(trx, organizationId, target, shareId, now))) return;
    const details = `${actor.name} revoked a share link to ${subject.name}`;
    await recordLinkEvent(trx, actor, target, { action: subject.actions.revoked, details, at: now });
  });
  return listShareLinks(deps.db, organizationId, target);
};

/** Holds the target's live links in the caller's transaction; how many it held. */
export const holdShareLinks = (
  trx: AuditedTransaction,
  organizationId: string,
  target: ShareTargetRef,
  now: string,
): Promise<number> => holdShareLinkRows(trx, organizationId, target, now);

export type OpenedShareLink = {
  id: string;
  organizationId: string;
  target: ShareTargetRef;
  evidenceVersionId: string | null;
  held: boolean;
};

/**
 * The live link behind a token, after the per-address limit: guessing is slowed as well as hopeless. Any other token
 * (unknown, expired, revoked, of another kind) is one 404 with `invalidMessage`, whatever the reason.
 */
export const findOpenableShareLink = async (
  deps: Pick<ShareLinkDeps, 'db' | 'clock' | 'rateLimiter' | 'limits'>,
  kind: ShareTarget,
  token: string,
  client: ClientInfo,
  invalidMessage: string,
): Promise<OpenedShareLink> => {
  await enforceLimit(deps.rateLimiter, `shared-link:ip:${client.ip}`, deps.limits.sharedLinkOpen, tooManyOpensMessage);
  const share = await findLiveShareLink(deps.db, kind, hashToken(token), deps.clock().toISOString());
  if (!share) throw new AppError(404, invalidMessage);
  const { targetId, ...rest } = share;
  return { ...rest, target: { kind, id: targetId } };
};

/**
 * Counts an opening on the link and audits it on the target's trail, with what else the target records of the
 * visit (`alsoRecord`), in one transaction.
 */
export const recordShareLinkOpening = (
  deps: Pick<ShareLinkDeps, 'db' | 'clock'>,
  share: OpenedShareLink,
  client: ClientInfo,
  subject: SharedSubject,
  alsoRecord?: (trx: AuditedTransaction, visitor: Actor, now: string) => Promise<void>,
): Promise<void> => {
  const visitor = systemActor(share.organizationId, visitorName, client);
  const now = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    await recordShareLinkOpened(trx, share.id, now);
    await alsoRecord?.(trx, visitor, now);
    const details = `${subject.name} was opened through a share link`;
    await recordLinkEvent(trx, visitor, share.target, { action: subject.actions.opened, details, at: now });
  });
};
