import {
  type AssignOwnersBody,
  type ControlDetails,
  type ControlSettings,
  type UpdateControlBody,
  implementationStatusLabels,
} from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { frameworks } from '../../frameworks';
import { checks, isOrganisationCheckId } from '../../frameworks/checks';
import { attestationQuestions } from '../../frameworks/checks/attestationQuestions';
import { changedFields, describeChanges } from '../../lib/changeSummary';
import { isoNow } from '../../lib/clock';
import { latestAttestations } from '../attestations';
import { findAssignableMember } from '../members';
import { controlAuditActions } from './auditActions';
import { controlResource, requireControl } from './catalogue';
import {
  type ControlSettingsRow,
  defaultSettingsRow,
  findSettingsRow,
  listSettingsRows,
  namesOf,
  saveSettingsRow,
} from './repository';
import { peopleOf, toSettings } from './toSettings';
import { waysIn } from './waysIn';

export type ControlDeps = Pick<AppDeps, 'db' | 'clock'>;

export const ownerNotFound = (field: string) => `${field} is not an active member of your organisation`;
export const excludedStatusMessage =
  'An excluded control is not applicable: withdraw its exclusion before changing its implementation status';

const requireMember = async (
  deps: ControlDeps,
  organizationId: string,
  id: string | null | undefined,
  field: string,
) => {
  if (id === null || id === undefined) return;
  if (!(await findAssignableMember(deps.db, organizationId, id))) throw new AppError(404, ownerNotFound(field));
};

/** Every control of a framework as the organisation runs it, in catalogue order. */
export const listControlSettings = async (
  deps: ControlDeps,
  organizationId: string,
  framework: FrameworkId,
): Promise<ControlSettings[]> => {
  const rows = new Map(
    (await listSettingsRows(deps.db, organizationId, framework)).map((row) => [row.control_id, row]),
  );
  const names = await namesOf(deps.db, organizationId, [...rows.values()].flatMap(peopleOf));
  return frameworks[framework].controls.map((control) =>
    toSettings(rows.get(control.id) ?? defaultSettingsRow(organizationId, framework, control.id), control, names),
  );
};

const settingsOf = async (deps: ControlDeps, organizationId: string, row: ControlSettingsRow) => {
  const control = requireControl(row.framework as FrameworkId, row.control_id);
  return toSettings(row, control, await namesOf(deps.db, organizationId, peopleOf(row)));
};

/** One control with its checks: how each can be met from the product, and its latest attestation. */
export const readControlDetails = async (
  deps: ControlDeps,
  organizationId: string,
  framework: FrameworkId,
  controlId: string,
): Promise<ControlDetails> => {
  const control = requireControl(framework, controlId);
  const settings = await settingsOf(
    deps,
    organizationId,
    await findSettingsRow(deps.db, organizationId, framework, controlId),
  );
  const attested = await latestAttestations(deps, organizationId, control.checks);
  return {
    ...settings,
    checks: control.checks.map((id) => ({
      id,
      name: checks[id].name,
      answer: checks[id].answer,
      question: isOrganisationCheckId(id) ? attestationQuestions[id] : checks[id].name,
      waysIn: waysIn(id),
      attestation: attested.get(id) ?? null,
    })),
  };
};

const labels = {
  owner_id: 'owner',
  backup_owner_id: 'backup owner',
  implementation_status: 'implementation status',
  statement: 'statement',
  review_date: 'review date',
} as const;

/** Changes the fields sent; the audit row says each one's before and after (owners by name). */
export const updateControl = async (
  deps: ControlDeps,
  member: MemberActor,
  framework: FrameworkId,
  controlId: string,
  body: UpdateControlBody,
): Promise<ControlSettings> => {
  requireControl(framework, controlId);
  const before = await findSettingsRow(deps.db, member.organizationId, framework, controlId);
  if (body.implementationStatus !== undefined && before.applicability === 'excluded') {
    throw new AppError(409, excludedStatusMessage);
  }
  await requireMember(deps, member.organizationId, body.ownerId, 'ownerId');
  await requireMember(deps, member.organizationId, body.backupOwnerId, 'backupOwnerId');
  const changes = {
    owner_id: body.ownerId,
    backup_owner_id: body.backupOwnerId,
    implementation_status: body.implementationStatus,
    statement: body.statement,
    review_date: body.reviewDate,
  };
  const after: ControlSettingsRow = { ...before };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(after, { [key]: value });
  if (after.owner_id !== null && after.owner_id === after.backup_owner_id) {
    throw new AppError(400, 'backupOwnerId must be someone other than the owner');
  }
  const changed = changedFields(before, changes, labels);
  if (changed.length === 0) return settingsOf(deps, member.organizationId, before);
  const names = await namesOf(deps.db, member.organizationId, [...peopleOf(before), ...peopleOf(after)]);
  const shown = changed.map((change) => ({
    ...change,
    before: readable(change.field, change.before, names),
    after: readable(change.field, change.after, names),
  }));
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await saveSettingsRow(trx, { ...after, updated_at: at });
    await recordAudit(trx, member, {
      action: controlAuditActions.updated,
      severity: 'info',
      category: 'compliance',
      details: `${framework} ${controlId}: ${describeChanges(shown)}`,
      resource: controlResource(framework, controlId),
      at,
    });
  });
  return settingsOf(deps, member.organizationId, { ...after, updated_at: at });
};

const readable = (field: string, value: unknown, names: ReadonlyMap<string, string>): unknown => {
  if (typeof value !== 'string') return value;
  if (field === labels.owner_id || field === labels.backup_owner_id) return names.get(value) ?? value;
  if (field === labels.implementation_status)
    return implementationStatusLabels[value as keyof typeof implementationStatusLabels];
  return value;
};

/** Gives every control of one category the owner (and backup owner), in one audited change. */
export const assignOwners = async (
  deps: ControlDeps,
  member: MemberActor,
  body: AssignOwnersBody,
): Promise<{ updated: number }> => {
  const controls = frameworks[body.framework].controls.filter((control) => control.category === body.category);
  if (controls.length === 0)
    throw new AppError(400, `category: ${body.framework} has no category ${JSON.stringify(body.category)}`);
  if (body.ownerId === body.backupOwnerId)
    throw new AppError(400, 'backupOwnerId must be someone other than the owner');
  await requireMember(deps, member.organizationId, body.ownerId, 'ownerId');
  await requireMember(deps, member.organizationId, body.backupOwnerId, 'backupOwnerId');
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const befores = await Promise.all(
      controls.map((control) => findSettingsRow(trx, member.organizationId, body.framework, control.id)),
    );
    const names = await namesOf(trx, member.organizationId, [
      body.ownerId,
      body.backupOwnerId,
      ...befores.flatMap(peopleOf),
    ]);
    const nameOf = (id: string | null) => (id === null ? '(none)' : (names.get(id) ?? id));
    for (const row of befores) {
      await saveSettingsRow(trx, {
        ...row,
        owner_id: body.ownerId,
        backup_owner_id: body.backupOwnerId,
        updated_at: at,
      });
    }
    const changes = befores
      .filter((row) => row.owner_id !== body.ownerId || row.backup_owner_id !== body.backupOwnerId)
      .map((row) => `${row.control_id} ${nameOf(row.owner_id)}/${nameOf(row.backup_owner_id)}`);
    await recordAudit(trx, member, {
      action: controlAuditActions.ownersAssigned,
      severity: 'info',
      category: 'compliance',
      details:
        `${body.framework} ${body.category}: ${controls.length} controls now owned by ${nameOf(body.ownerId)}, ` +
        `backup ${nameOf(body.backupOwnerId)} (before, owner/backup: ${changes.join('; ') || 'unchanged'})`,
      resource: `controls:${body.framework}`,
      at,
    });
  });
  return { updated: controls.length };
};
