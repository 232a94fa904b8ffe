import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { CreatedShare, ShareLink } from '@/contracts/shareLinks';
import {
  listShareLinks,
  findOpenableShareLink,
  issueShareLink,
  recordShareLinkOpening,
  revokeShareLink,
  type ShareLinkDeps,
} from '../shareLinks';
import { type ReportActor, reportAuditActions, recordReportAudit } from './audit';
import { type ReportDeps, type ReportDownload, readReport, readReportPdf } from './service';

export type ReportShareDeps = ReportDeps & ShareLinkDeps;

export const shareLinkInvalidMessage = 'This report link is invalid, has expired or was revoked.';

const reportTarget = (reportId: string) => ({ kind: 'report' as const, id: reportId });

/** A link to a ready report's PDF. */
export const createShare = async (
  deps: ReportShareDeps,
  actor: ReportActor & { userId: string },
  reportId: string,
  expiresInHours: number,
): Promise<CreatedShare> => {
  const row = await readReport(deps.db, actor.organizationId, reportId);
  await readReportPdf(deps.db, row);
  return issueShareLink(deps, actor, reportTarget(reportId), expiresInHours, (trx, now, expiresAt) =>
    recordReportAudit(
      trx,
      actor,
      {
        action: reportAuditActions.shared,
        resource: `report:${reportId}`,
        details: `${actor.userLabel} shared ${row.name} by link until ${expiresAt}`,
      },
      now,
    ),
  );
};

export const listReportShares = async (deps: ReportDeps, organizationId: string, reportId: string) => {
  await readReport(deps.db, organizationId, reportId);
  return listShareLinks(deps.db, organizationId, reportTarget(reportId));
};

export const revokeShare = async (
  deps: ReportDeps,
  actor: ReportActor,
  reportId: string,
  shareId: string,
): Promise<ShareLink[]> => {
  const row = await readReport(deps.db, actor.organizationId, reportId);
  return revokeShareLink(deps, actor.organizationId, reportTarget(reportId), shareId, (trx, now) =>
    recordReportAudit(
      trx,
      actor,
      {
        action: reportAuditActions.shareRevoked,
        resource: `report:${reportId}`,
        details: `${actor.userLabel} revoked a share link to ${row.name}`,
      },
      now,
    ),
  );
};

/** Opens a share link: the PDF while the link lives, else one 404 whatever the reason. Audited on the report's trail. */
export const openSharedReport = async (
  deps: Pick<ShareLinkDeps, 'db' | 'clock' | 'rateLimiter' | 'limits'>,
  token: string,
  ip: string,
): Promise<ReportDownload> => {
  const share = await findOpenableShareLink(deps, 'report', token, ip, shareLinkInvalidMessage);
  const row = await readReport(deps.db, share.organizationId, share.targetId).catch(() => null);
  if (!row || row.status !== 'ready') throw new AppError(404, shareLinkInvalidMessage);
  const download = await readReportPdf(deps.db, row);
  const actor = { organizationId: share.organizationId, userId: null, userLabel: 'Shared link', ipAddress: ip };
  await recordShareLinkOpening(deps.db, share.id, isoNow(deps.clock), (trx, now) =>
    recordReportAudit(
      trx,
      actor,
      {
        action: reportAuditActions.sharedOpened,
        resource: `report:${row.id}`,
        details: `${row.name} was opened through a share link`,
      },
      now,
    ),
  );
  return download;
};
