import { randomUUID } from 'node:crypto';
import { policyTitleMax } from '@/contracts/policyLimits';
import type { MemberActor } from '../../../core/actor';
import { AppError } from '../../../core/appError';
import { recordAudit } from '../../../core/auditTrail/recordAudit';
import { isoNow } from '../../../lib/clock';
import { policyAuditActions } from '../auditActions';
import { importedPolicyKey } from '../policyOrigin';
import { insertPolicy, insertVersion, newDraftRow } from '../repository';
import { defaultReviewMonths, type PolicyDeps, readPolicy } from '../service';
import type { PolicyImportUpload } from './importUpload';
import { extensionOf, policyFileMarkdown } from './policyFile';

export const untitledMessage = 'title is required: the file has no heading to take it from';

const plainHeading = (heading: string) =>
  heading.replace(/\\(.)/g, '$1').replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();

/** Without a title given, the file's first heading names the policy, else the file's name without its extension. */
const defaultTitle = (markdown: string, fileName: string) => {
  const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(markdown)?.[1];
  const fromName = fileName.slice(0, fileName.length - extensionOf(fileName).length - 1).trim();
  return (plainHeading(heading ?? '') || fromName).slice(0, policyTitleMax).trim();
};

/**
 * A policy from the member's own file: a new policy of the library whose draft is the file's text as Markdown, owned
 * by the importer. It quotes no profile field, so nothing blocks it; it is reviewed and published as any draft is.
 */
export const importPolicy = async (deps: PolicyDeps, actor: MemberActor, upload: PolicyImportUpload) => {
  const body = await policyFileMarkdown(upload.fileName, upload.content);
  const title = upload.title ?? defaultTitle(body, upload.fileName);
  if (!title) throw new AppError(400, untitledMessage);
  const at = isoNow(deps.clock);
  const policyId = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertPolicy(trx, {
      id: policyId,
      organization_id: actor.organizationId,
      template_id: importedPolicyKey(policyId),
      title,
      owner_id: actor.userId,
      review_months: defaultReviewMonths,
      created_at: at,
      imported_from: upload.fileName,
    });
    await insertVersion(trx, newDraftRow(actor.organizationId, policyId, body, at));
    await recordAudit(trx, actor, {
      action: policyAuditActions.imported,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} imported the ${title} from ${upload.fileName}`,
      resource: `policy:${policyId}`,
      at,
    });
  });
  return readPolicy(deps, actor, policyId);
};
