import type { ClientInfo, MemberActor } from '../../core/actor';
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
import { reportLinkActions } from './auditActions';
import { type ReportDownload, readReport, readReportPdf } from './service';

export const shareLinkInvalidMessage = 'This report link is invalid, has expired or was revoked.';

const reportTarget = (reportId: string) => ({ kind: 'report' as const, id: reportId });

/** A link to a ready report's PDF. */
export const createShare = async (
  deps: ShareLinkDeps,
  actor: MemberActor,
  reportId: string,
  expiresInHours: number,
): Promise<CreatedShare> => {
  const row = await readReport(deps.db, actor.organizationId, reportId);
  await readReportPdf(deps.db, row);
  const subject = { name: row.name, actions: reportLinkActions };
  return issueShareLink(deps, actor, reportTarget(reportId), subject, expiresInHours);
};

export const listReportShares = async (deps: Pick<AppDeps, 'db'>, actor: MemberActor, reportId: string) => {
  await readReport(deps.db, actor.organizationId, reportId);
  return listShareLinks(deps.db, actor.organizationId, reportTarget(reportId));
};

export const revokeShare = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: MemberActor,
  reportId: string,
  shareId: string,
): Promise<ShareLink[]> => {
  const row = await readReport(deps.db, actor.organizationId, reportId);
  const subject = { name: row.name, actions: reportLinkActions };
  return revokeShareLink(deps, actor, reportTarget(reportId), subject, shareId);
};

/** Opens a share link: the PDF while the link lives, else one 404 whatever the reason. Audited on the report's trail. */
export const openSharedReport = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'limits'>,
  token: string,
  client: ClientInfo,
): Promise<ReportDownload> => {
  const share = await findOpenableShareLink(deps, 'report', token, client, shareLinkInvalidMessage);
  const row = await readReport(deps.db, share.organizationId, share.target.id).catch(() => null);
  if (!row || row.status !== 'ready') throw new AppError(404, shareLinkInvalidMessage);
  const download = await readReportPdf(deps.db, row);
  await recordShareLinkOpening(deps, share, client, { name: row.name, actions: reportLinkActions });
  return download;
};
