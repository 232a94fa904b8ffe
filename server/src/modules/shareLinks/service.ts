import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../core/appError';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/database';
import type { AuditActor, AuditedTransaction } from '../auditLogs/service';
import type { RateLimiter } from '../../core/rateLimits/service';
import type { WindowRule } from '../../core/rateLimits/rules';
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

export type ShareLinkDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  rateLimiter: RateLimiter;
  limits: { shareLink: WindowRule; sharedLinkOpen: WindowRule };
};

/** Writes the target's own audit entry in the transaction that changes the link. */
export type ShareAudit = (trx: AuditedTransaction, now: string) => Promise<void>;

const tooManySharesMessage = 'Too many share links. Please try again later.';
export const tooManyOpensMessage = 'Too many requests for shared links. Please try again in a minute.';

/** Where each kind of link opens, signed out. */
export const sharedPathPrefix: Record<ShareTarget, string> = {
  report: '/api/shared-reports',
  evidence: '/api/shared-evidence',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link anyone holding it opens without an account: 32 random bytes shown once, only their hash kept, at most
 * `shareLink` links per member and window across every kind.
 */
export const issueShareLink = async (
  deps: ShareLinkDeps,
  actor: AuditActor & { userId: string },
  target: ShareTargetRef & { evidenceVersionId?: string },
  expiresInHours: number,
  audit: (trx: AuditedTransaction, now: string, expiresAt: string) => Promise<void>,
): Promise<CreatedShare> => {
  await enforceLimit(deps.rateLimiter, `share-link:user:${actor.userId}`, deps.limits.shareLink, tooManySharesMessage);
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + expiresInHours * 60 * 60 * 1000).toISOString();
  const share = await deps.db.transaction().execute(async (trx) => {
    const created = await insertShareLink(trx, {
      id: randomUUID(),
      organizationId: actor.organizationId,
      target,
      evidenceVersionId: target.evidenceVersionId,
      tokenHash: hashToken(token),
      createdBy: actor.userId,
      createdByLabel: actor.userLabel,
      createdAt: now.toISOString(),
      expiresAt,
    });
    await audit(trx, now.toISOString(), expiresAt);
    return created;
  });
  return { ...share, url: `${deps.appUrl}${sharedPathPrefix[target.kind]}/${token}` };
};

/** Stops a link at once; revoking one already revoked changes nothing and is not audited again. */
export const revokeShareLink = async (
  deps: Pick<ShareLinkDeps, 'db' | 'clock'>,
  organizationId: string,
  target: ShareTargetRef,
  shareId: string,
  audit: ShareAudit,
): Promise<ShareLink[]> => {
  if (!(await shareLinkExists(deps.db, organizationId, target, shareId))) {
    throw new AppError(404, 'Share link not found');
  }
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (await revokeShareLinkRow(trx, organizationId, target, shareId, now)) await audit(trx, now);
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
  targetId: string;
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
  ip: string,
  invalidMessage: string,
): Promise<OpenedShareLink> => {
  await enforceLimit(deps.rateLimiter, `shared-link:ip:${ip}`, deps.limits.sharedLinkOpen, tooManyOpensMessage);
  const share = await findLiveShareLink(deps.db, kind, hashToken(token), deps.clock().toISOString());
  if (!share) throw new AppError(404, invalidMessage);
  return share;
};

/** Counts an opening on the link, with the target's audit entry, in one transaction. */
export const recordShareLinkOpening = (db: Db, shareId: string, now: string, audit: ShareAudit): Promise<void> =>
  db.transaction().execute(async (trx) => {
    await recordShareLinkOpened(trx, shareId, now);
    await audit(trx, now);
  });
