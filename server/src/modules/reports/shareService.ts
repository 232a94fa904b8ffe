import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../lib/appError';
import { isoNow } from '../../lib/clock';
import type { RateLimiter } from '../rateLimits/service';
import type { WindowRule } from '../rateLimits/rules';
import { enforceLimit } from '../rateLimits/enforce';
import type { CreatedShare, ReportShare } from '../../../../src/contracts/reports';
import { type ReportActor, reportAuditActions, recordReportAudit } from './audit';
import {
  findShareExists,
  findLiveShare,
  insertShare,
  listShares,
  recordShareOpened,
  revokeShareRow,
} from './shareRepository';
import { type ReportDeps, type ReportDownload, readReport, readReportPdf } from './service';

export type ShareDeps = ReportDeps & {
  appUrl: string;
  rateLimiter: RateLimiter;
  limits: { reportShare: WindowRule; sharedReport: WindowRule };
};

export const shareLinkInvalidMessage = 'This report link is invalid, has expired or was revoked.';
const tooManySharesMessage = 'Too many share links. Please try again later.';
export const tooManyOpensMessage = 'Too many requests for shared reports. Please try again in a minute.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sharedReportPath = (token: string) => `/api/shared-reports/${token}`;

/** A link an auditor opens without an account; the token is shown once and only its hash is kept. */
export const createShare = async (
  deps: ShareDeps,
  actor: ReportActor,
  reportId: string,
  expiresInHours: number,
): Promise<CreatedShare> => {
  const row = await readReport(deps.db, actor.organizationId, reportId);
  await readReportPdf(deps.db, row);
  await enforceLimit(
    deps.rateLimiter,
    `report-share:user:${actor.userId}`,
    deps.limits.reportShare,
    tooManySharesMessage,
  );
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + expiresInHours * 60 * 60 * 1000).toISOString();
  const share = await deps.db.transaction().execute(async (trx) => {
    const created = await insertShare(trx, {
      id: randomUUID(),
      organizationId: actor.organizationId,
      reportId,
      tokenHash: hashToken(token),
      createdBy: actor.userId,
      createdByLabel: actor.userLabel,
      createdAt: now.toISOString(),
      expiresAt,
    });
    const details = `${actor.userLabel} shared ${row.name} by link until ${expiresAt}`;
    await recordReportAudit(
      trx,
      actor,
      { action: reportAuditActions.shared, resource: `report:${reportId}`, details },
      now.toISOString(),
    );
    return created;
  });
  return { ...share, url: `${deps.appUrl}${sharedReportPath(token)}` };
};

export const listReportShares = async (deps: ReportDeps, organizationId: string, reportId: string) => {
  await readReport(deps.db, organizationId, reportId);
  return listShares(deps.db, organizationId, reportId);
};

export const revokeShare = async (
  deps: ReportDeps,
  actor: ReportActor,
  reportId: string,
  shareId: string,
): Promise<ReportShare[]> => {
  const row = await readReport(deps.db, actor.organizationId, reportId);
  if (!(await findShareExists(deps.db, actor.organizationId, reportId, shareId))) {
    throw new AppError(404, 'Share link not found');
  }
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await revokeShareRow(trx, actor.organizationId, reportId, shareId, now))) return;
    const details = `${actor.userLabel} revoked a share link to ${row.name}`;
    await recordReportAudit(
      trx,
      actor,
      { action: reportAuditActions.shareRevoked, resource: `report:${reportId}`, details },
      now,
    );
  });
  return listShares(deps.db, actor.organizationId, reportId);
};

/** Opens a share link: the PDF while the link lives, else one 404 whatever the reason. Audited on the report's trail. */
export const openSharedReport = async (
  deps: Pick<ShareDeps, 'db' | 'clock' | 'rateLimiter' | 'limits'>,
  token: string,
  ip: string,
): Promise<ReportDownload> => {
  await enforceLimit(deps.rateLimiter, `shared-report:ip:${ip}`, deps.limits.sharedReport, tooManyOpensMessage);
  const now = isoNow(deps.clock);
  const share = await findLiveShare(deps.db, hashToken(token), now);
  if (!share) throw new AppError(404, shareLinkInvalidMessage);
  const row = await readReport(deps.db, share.organization_id, share.report_id).catch(() => null);
  if (!row || row.status !== 'ready') throw new AppError(404, shareLinkInvalidMessage);
  const download = await readReportPdf(deps.db, row);
  const actor = { organizationId: share.organization_id, userId: null, userLabel: 'Shared link', ipAddress: ip };
  await deps.db.transaction().execute(async (trx) => {
    await recordShareOpened(trx, share.id, now);
    const details = `${row.name} was opened through a share link`;
    await recordReportAudit(
      trx,
      actor,
      { action: reportAuditActions.sharedOpened, resource: `report:${row.id}`, details },
      now,
    );
  });
  return download;
};
