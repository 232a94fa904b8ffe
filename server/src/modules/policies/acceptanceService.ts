import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import type { PolicyToAccept } from '@/contracts/policies';
import type { AppDeps } from '../../core/appDeps';
import { csvRecord } from '../auditLogs';
import { findOrganizationById } from '../organizations';
import { renderPolicyPdfTask } from './pdf/renderOnWorker';
import { policyAuditActions } from './auditActions';
import { loadPolicies, loadPolicy, type LoadedPolicy } from './policyParts';
import { refreshPolicySignals } from './policySignals';
import { findVersionRow, insertAcceptance, listAcceptanceRows } from './repository';
import { type PolicyDeps, policyNotFound, readPolicy } from './service';
import { isPublished, type PublishedVersion, versionLabel } from './toPolicy';

type Reader = Pick<MemberActor, 'organizationId' | 'userId'>;

export const versionNotFound = 'Policy version not found';
export const supersededMessage = 'A newer version of this policy is in force: read and accept that one';

const requirePublishedVersion = async (deps: PolicyDeps, reader: Reader, versionId: string) => {
  const version = await findVersionRow(deps.db, reader.organizationId, versionId);
  if (!version || !isPublished(version)) throw new AppError(404, versionNotFound);
  const loaded = await loadPolicy(deps.db, reader.organizationId, version.policy_id);
  if (!loaded) throw new AppError(404, policyNotFound);
  return { version, loaded };
};

/** The policies in force assigned to the member and not accepted (in their version's major number), oldest first. */
export const listPoliciesToAccept = async (deps: PolicyDeps, reader: Reader): Promise<PolicyToAccept[]> =>
  (await loadPolicies(deps.db, reader.organizationId))
    .filter((parts): parts is LoadedPolicy & { current: PublishedVersion } => parts.current !== undefined)
    .filter((parts) => parts.requiredIds.has(reader.userId) && !parts.acceptedIds.has(reader.userId))
    .map(({ policy, current }) => ({
      policyId: policy.id,
      versionId: current.id,
      title: policy.title,
      version: versionLabel(current),
      publishedAt: current.published_at ?? current.updated_at,
    }))
    .sort((one, two) => one.publishedAt.localeCompare(two.publishedAt));

/** Records that the member read and accepted the version in force, with the hash of the text they saw. */
export const acceptPolicyVersion = async (deps: PolicyDeps, actor: MemberActor, versionId: string) => {
  const { version, loaded } = await requirePublishedVersion(deps, actor, versionId);
  if (loaded.current?.id !== version.id) throw new AppError(409, supersededMessage);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const recorded = await insertAcceptance(trx, {
      organization_id: actor.organizationId,
      version_id: version.id,
      user_id: actor.userId,
      user_label: actor.name,
      sha256: version.sha256,
      accepted_at: at,
      ip: actor.ip ?? '',
      user_agent: actor.userAgent ?? '',
    });
    if (!recorded) return;
    await recordAudit(trx, actor, {
      action: policyAuditActions.accepted,
      severity: 'success',
      category: 'compliance',
      details: `${actor.name} accepted version ${versionLabel(version)} of the ${loaded.policy.title}`,
      resource: `policy:${loaded.policy.id}`,
      at,
    });
  });
  await refreshPolicySignals(deps.db, actor.organizationId, at);
  return readPolicy(deps, actor, loaded.policy.id);
};

/** The acceptance records of a version, for the auditor: one row per member, with the hash they accepted. */
export const acceptancesCsv = async (deps: PolicyDeps, reader: Reader, versionId: string) => {
  const { version, loaded } = await requirePublishedVersion(deps, reader, versionId);
  const rows = await listAcceptanceRows(deps.db, reader.organizationId, [version.id]);
  const lines = [
    ['Policy', 'Version', 'Member', 'Accepted at', 'SHA-256', 'IP address', 'User agent'],
    ...rows.map((row) => [
      loaded.policy.title,
      versionLabel(version),
      row.user_label,
      row.accepted_at,
      row.sha256,
      row.ip,
      row.user_agent,
    ]),
  ];
  return {
    fileName: `${loaded.template.id}-v${versionLabel(version)}-acceptances.csv`,
    csv: lines.map(csvRecord).join(''),
  };
};

/** A published version as a PDF drawn on the worker pool: the organisation, version, approver, dates and hash on it. */
export const versionPdf = async (deps: PolicyDeps & Pick<AppDeps, 'workers'>, reader: Reader, versionId: string) => {
  const { version, loaded } = await requirePublishedVersion(deps, reader, versionId);
  const organization = await findOrganizationById(deps.db, reader.organizationId);
  const { pdf } = await deps.workers.run(renderPolicyPdfTask, {
    organization: organization?.name ?? '',
    title: loaded.policy.title,
    version: versionLabel(version),
    changelog: version.changelog ?? '',
    approvedBy: version.reviewed_by_label,
    publishedBy: version.published_by_label ?? '',
    publishedAt: version.published_at ?? version.updated_at,
    sha256: version.sha256,
    text: version.rendered,
  });
  return { fileName: `${loaded.template.id}-v${versionLabel(version)}.pdf`, pdf: Buffer.from(pdf) };
};

/** A published version's text as Markdown, as it was frozen. */
export const versionMarkdown = async (deps: PolicyDeps, reader: Reader, versionId: string) => {
  const { version, loaded } = await requirePublishedVersion(deps, reader, versionId);
  return { fileName: `${loaded.template.id}-v${versionLabel(version)}.md`, markdown: version.rendered };
};
