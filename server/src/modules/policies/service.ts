import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { sha256Hex } from '../../lib/sha256';
import { hasPermission } from '@/contracts/permissions';
import type { PolicyDetail, PolicySummary } from '@/contracts/policies';
import { listActiveMembers } from '../members';
import { policyAuditActions } from './auditActions';
import { loadPolicyFacts } from './facts';
import { findPolicyTemplate, policyTemplates } from './library';
import { memberAcceptances } from './memberAcceptances';
import { parsePolicyText } from './placeholders';
import { approvalCandidates, approvalOf, readPolicyApproval } from './policyApproval';
import { loadPolicies, loadPolicy, type LoadedPolicy } from './policyParts';
import { refreshPolicySignals } from './policySignals';
import { readProfileFields } from './profile';
import { renderPolicy } from './rendering';
import { findPolicyByTemplate, insertPolicy, insertVersion, newDraftRow, updateDraft } from './repository';
import { draftReviewState, toPolicyDetail, toPolicySummary, versionLabel } from './toPolicy';

export type PolicyDeps = Pick<AppDeps, 'db' | 'clock'>;
type Reader = Pick<MemberActor, 'organizationId' | 'userId'>;
type Viewer = Reader & Pick<MemberActor, 'role'>;

export const policyNotFound = 'Policy not found';
export const templateNotFound = 'Policy template not found';
export const alreadyGeneratedMessage = 'This policy is already in your library: open it to edit its draft';
export const nothingToPublishMessage = 'There is no draft to publish: edit the policy first';
export const notApprovedMessage = 'The draft must be approved as it stands before it is published';
export const blockersLeftMessage = 'Fill in what the draft still needs before publishing';
export const defaultReviewMonths = 12;

export const renderWithOrganisation = async (deps: PolicyDeps, organizationId: string, body: string) => {
  const [profile, facts] = await Promise.all([
    readProfileFields(deps.db, organizationId),
    loadPolicyFacts(deps.db, organizationId, deps.clock()),
  ]);
  return renderPolicy(body, { profile, facts });
};

export const requirePolicy = async (deps: PolicyDeps, reader: Reader, policyId: string): Promise<LoadedPolicy> => {
  const loaded = await loadPolicy(deps.db, reader.organizationId, policyId);
  if (!loaded) throw new AppError(404, policyNotFound);
  return loaded;
};

const seesAcceptances = (reader: Viewer, loaded: LoadedPolicy) =>
  loaded.policy.owner_id === reader.userId || hasPermission(reader.role, 'policies:manage');

// Those who manage policies name its approvers, so they also read who could be named.
const approvalFor = async (deps: PolicyDeps, reader: Viewer, loaded: LoadedPolicy) => {
  if (!hasPermission(reader.role, 'policies:manage')) {
    return readPolicyApproval(deps.db, reader.organizationId, loaded.policy);
  }
  const candidates = approvalCandidates(await listActiveMembers(deps.db, reader.organizationId));
  return { ...approvalOf(loaded.policy, candidates), candidates };
};

const detailOf = async (deps: PolicyDeps, reader: Viewer, loaded: LoadedPolicy): Promise<PolicyDetail> => {
  const detail = toPolicyDetail(loaded, {
    rendered: loaded.draft ? await renderWithOrganisation(deps, reader.organizationId, loaded.draft.body) : null,
    published: loaded.published,
    acceptedByMe: loaded.acceptedIds.has(reader.userId),
    approval: await approvalFor(deps, reader, loaded),
  });
  const acceptances = seesAcceptances(reader, loaded) ? await memberAcceptances(deps.db, loaded, deps.clock()) : null;
  return acceptances ? { ...detail, acceptances } : detail;
};

export const readPolicy = async (deps: PolicyDeps, reader: Viewer, policyId: string): Promise<PolicyDetail> =>
  detailOf(deps, reader, await requirePolicy(deps, reader, policyId));

/** The organisation's policies, and the library's templates not yet made into one. */
export const listPolicies = async (deps: PolicyDeps, reader: Reader) => {
  const loaded = await loadPolicies(deps.db, reader.organizationId);
  const used = new Set(loaded.map((parts) => parts.policy.template_id));
  return {
    policies: loaded.map(toPolicySummary) satisfies PolicySummary[],
    templates: policyTemplates
      .filter((template) => !used.has(template.id))
      .map(({ id, title, summary }) => ({ templateId: id, title, summary })),
  };
};

/** Starts a policy from its template: a draft of the template's text, filled from the profile as it is read. */
export const generatePolicy = async (deps: PolicyDeps, actor: MemberActor, templateId: string) => {
  const template = findPolicyTemplate(templateId);
  if (!template) throw new AppError(404, templateNotFound);
  if (await findPolicyByTemplate(deps.db, actor.organizationId, templateId)) {
    throw new AppError(409, alreadyGeneratedMessage);
  }
  const at = isoNow(deps.clock);
  const policyId = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertPolicy(trx, {
      id: policyId,
      organization_id: actor.organizationId,
      template_id: template.id,
      title: template.title,
      owner_id: actor.userId,
      review_months: defaultReviewMonths,
      created_at: at,
    });
    await insertVersion(trx, newDraftRow(actor.organizationId, policyId, template.body, at));
    await recordAudit(trx, actor, {
      action: policyAuditActions.generated,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} generated the ${template.title} from the policy library`,
      resource: `policy:${policyId}`,
      at,
    });
  });
  return readPolicy(deps, actor, policyId);
};

/** Saves the draft's text; with no draft open (the policy is published), the edit opens a new one. */
export const saveDraft = async (deps: PolicyDeps, actor: MemberActor, policyId: string, body: string) => {
  const parsed = parsePolicyText(body);
  if ('error' in parsed) throw new AppError(400, `body: ${parsed.error}`);
  const loaded = await requirePolicy(deps, actor, policyId);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (loaded.draft) await updateDraft(trx, loaded.draft.id, { body, updated_at: at });
    else await insertVersion(trx, newDraftRow(actor.organizationId, policyId, body, at));
    await recordAudit(trx, actor, {
      action: policyAuditActions.draftSaved,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} edited the draft of the ${loaded.policy.title}`,
      resource: `policy:${policyId}`,
      at,
    });
  });
  return readPolicy(deps, actor, policyId);
};

/**
 * Publishes the approved draft: its text is rendered once more and frozen with its SHA-256 and number (a material
 * change a new major version, which everyone accepts again; otherwise a minor one, whose acceptances carry over).
 */
export const publishPolicy = async (
  deps: PolicyDeps,
  actor: MemberActor,
  policyId: string,
  change: { changelog: string; material: boolean },
) => {
  const loaded = await requirePolicy(deps, actor, policyId);
  const { draft, current } = loaded;
  if (!draft) throw new AppError(409, nothingToPublishMessage);
  if (draftReviewState(draft) !== 'approved') throw new AppError(409, notApprovedMessage);
  const rendered = await renderWithOrganisation(deps, actor.organizationId, draft.body);
  if (rendered.blockers.length > 0) {
    throw new AppError(409, `${blockersLeftMessage}: ${rendered.blockers.map((blocker) => blocker.label).join(', ')}`);
  }
  const number = !current
    ? { major: 1, minor: 0 }
    : change.material
      ? { major: current.major + 1, minor: 0 }
      : { major: current.major, minor: current.minor + 1 };
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const published = await updateDraft(trx, draft.id, {
      state: 'published',
      ...number,
      changelog: change.changelog,
      rendered: rendered.text,
      sha256: sha256Hex(rendered.text),
      published_by_label: actor.name,
      published_at: at,
      updated_at: at,
    });
    if (!published) throw new AppError(409, nothingToPublishMessage);
    await recordAudit(trx, actor, {
      action: policyAuditActions.published,
      severity: 'success',
      category: 'compliance',
      details: `${actor.name} published version ${versionLabel(number)} of the ${loaded.policy.title}: ${change.changelog}`,
      resource: `policy:${policyId}`,
      at,
    });
  });
  await refreshPolicySignals(deps.db, actor.organizationId, at);
  return readPolicy(deps, actor, policyId);
};
