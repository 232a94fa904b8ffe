import type { ControlSettings } from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import type { ReviewBody } from '@/contracts/review';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { requireFourEyes } from '../settings';
import { controlAuditActions } from './auditActions';
import { controlResource, requireControl } from './catalogue';
import { type ControlSettingsRow, findSettingsRow, listExcludedRows, namesOf, saveSettingsRow } from './repository';
import { peopleOf, toSettings } from './toSettings';

type ExclusionDeps = Pick<AppDeps, 'db' | 'clock'>;

export const selfExclusionMessage = 'You asked for this exclusion: another member must approve it.';
export const alreadyExcludedMessage = 'This control is already excluded or its exclusion awaits approval';
export const noExclusionAwaitsMessage = 'No exclusion of this control awaits approval';
export const notExcludedMessage = 'This control is applicable: there is no exclusion to withdraw';

type Change = {
  action: (typeof controlAuditActions)[keyof typeof controlAuditActions];
  severity: 'info' | 'warning' | 'success';
  details: string;
};

const save = async (
  deps: ExclusionDeps,
  member: MemberActor,
  before: ControlSettingsRow,
  after: ControlSettingsRow,
  change: Change,
): Promise<ControlSettings> => {
  const framework = before.framework as FrameworkId;
  const control = requireControl(framework, before.control_id);
  await deps.db.transaction().execute(async (trx) => {
    await saveSettingsRow(trx, after);
    await recordAudit(trx, member, {
      ...change,
      category: 'compliance',
      details: `${framework} ${control.id} applicability: ${before.applicability} -> ${after.applicability}; ${change.details}`,
      resource: controlResource(framework, control.id),
      at: after.updated_at,
    });
  });
  return toSettings(after, control, await namesOf(deps.db, member.organizationId, peopleOf(after)));
};

/** Asks for a control to be excluded, with why; it still counts until an Admin or Compliance Manager approves. */
export const requestExclusion = async (
  deps: ExclusionDeps,
  member: MemberActor,
  framework: FrameworkId,
  controlId: string,
  justification: string,
): Promise<ControlSettings> => {
  requireControl(framework, controlId);
  const before = await findSettingsRow(deps.db, member.organizationId, framework, controlId);
  if (before.applicability !== 'applicable') throw new AppError(409, alreadyExcludedMessage);
  const at = isoNow(deps.clock);
  return save(
    deps,
    member,
    before,
    {
      ...before,
      applicability: 'exclusionRequested',
      justification,
      requested_by: member.userId,
      requested_by_label: member.name,
      requested_at: at,
      decided_by: null,
      decided_by_label: null,
      decided_at: null,
      rejection_note: null,
      updated_at: at,
    },
    { action: controlAuditActions.exclusionRequested, severity: 'info', details: `justification: ${justification}` },
  );
};

/** Approves (the control leaves the score and reads as excluded in the SoA) or rejects a requested exclusion. */
export const reviewExclusion = async (
  deps: ExclusionDeps,
  member: MemberActor,
  framework: FrameworkId,
  controlId: string,
  review: ReviewBody,
): Promise<ControlSettings> => {
  requireControl(framework, controlId);
  const before = await findSettingsRow(deps.db, member.organizationId, framework, controlId);
  if (before.applicability !== 'exclusionRequested') throw new AppError(409, noExclusionAwaitsMessage);
  await requireFourEyes(deps.db, member, before.requested_by, selfExclusionMessage);
  const at = isoNow(deps.clock);
  const decided = { decided_by: member.userId, decided_by_label: member.name, decided_at: at, updated_at: at };
  const note = review.note ?? null;
  if (review.decision === 'approve') {
    return save(
      deps,
      member,
      before,
      { ...before, ...decided, applicability: 'excluded', implementation_status: 'not_applicable' },
      {
        action: controlAuditActions.exclusionApproved,
        severity: 'warning',
        details: `approved by ${member.name}; justification: ${before.justification}${note ? `; note: ${note}` : ''}`,
      },
    );
  }
  return save(
    deps,
    member,
    before,
    { ...before, ...decided, applicability: 'applicable', rejection_note: note },
    { action: controlAuditActions.exclusionRejected, severity: 'info', details: `rejected by ${member.name}: ${note}` },
  );
};

/** Makes an excluded (or requested) control applicable again: it counts from the next assessment. */
export const withdrawExclusion = async (
  deps: ExclusionDeps,
  member: MemberActor,
  framework: FrameworkId,
  controlId: string,
): Promise<ControlSettings> => {
  requireControl(framework, controlId);
  const before = await findSettingsRow(deps.db, member.organizationId, framework, controlId);
  if (before.applicability === 'applicable') throw new AppError(409, notExcludedMessage);
  const at = isoNow(deps.clock);
  const status = before.implementation_status === 'not_applicable' ? 'not_started' : before.implementation_status;
  return save(
    deps,
    member,
    before,
    { ...before, applicability: 'applicable', implementation_status: status, rejection_note: null, updated_at: at },
    { action: controlAuditActions.exclusionWithdrawn, severity: 'info', details: `withdrawn by ${member.name}` },
  );
};

/** The controls of a framework the organisation has excluded, with the justification and approval an SoA shows. */
export type ExcludedControl = { controlId: string; justification: string; approvedBy: string; approvedAt: string };

export const findExcludedControls = async (
  db: Db,
  organizationId: string,
  framework: FrameworkId,
): Promise<ExcludedControl[]> =>
  (await listExcludedRows(db, organizationId, framework)).map((row) => ({
    controlId: row.control_id,
    justification: row.justification ?? '',
    approvedBy: row.decided_by_label ?? '',
    approvedAt: row.decided_at ?? '',
  }));
