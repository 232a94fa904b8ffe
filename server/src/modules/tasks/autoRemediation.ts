import { systemActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { listControlSettings } from '../controls';
import { listAssignableMembers } from '../members';
import { organizationAutoRemediation } from '../settings';
import type { ControlStatus, FrameworkId } from '@/contracts/enums';
import { taskAuditActions } from './auditActions';
import { notifyTaskAssigned } from './notices';
import { checkIdOf } from './checkNames';
import { closePassingChecks } from './closePassingChecks';
import { remediationDraft } from './remediationDraft';
import { type FailingCheck, insertRemediationTask } from './remediationRepository';

/** A completed assessment as remediation reads it: each control's status and the checks behind its issues. */
export type AssessedFramework = {
  organizationId: string;
  framework: FrameworkId;
  assessmentId: string;
  completedAt: string;
  results: { controlId: string; status: ControlStatus }[];
  failingChecks: ReadonlyMap<string, FailingCheck[]>;
  /** The framework's previous completed assessment: each control and the checks that failed in it. */
  previous: { controlId: string; sources: FailingCheck[] }[];
};

// How the owner's notification names who assigned the task.
const remediationAssigner = 'Automatic remediation';

/** Control id -> its owner, when the owner can still be assigned work. */
const assignableOwners = async (trx: AuditedTransaction, clock: AppDeps['clock'], assessed: AssessedFramework) => {
  const members = new Map(
    (await listAssignableMembers(trx, assessed.organizationId)).map((member) => [member.id, member]),
  );
  const controls = await listControlSettings({ db: trx, clock }, assessed.organizationId, assessed.framework);
  return new Map(
    controls.flatMap(({ controlId, owner }) => {
      const member = owner && members.get(owner.id);
      return member ? [[controlId, member] as const] : [];
    }),
  );
};

/** Raises a task for each check of a failing control that was not failing in the framework's previous assessment. */
const raiseNewlyFailingChecks = async (
  trx: AuditedTransaction,
  clock: AppDeps['clock'],
  assessed: AssessedFramework,
) => {
  const before = new Set(
    assessed.previous.flatMap(({ controlId, sources }) => sources.map(({ check }) => `${controlId}|${check}`)),
  );
  const owners = await assignableOwners(trx, clock, assessed);
  const system = systemActor(assessed.organizationId);
  for (const { controlId, status } of assessed.results) {
    if (status === 'passed') continue;
    for (const failing of assessed.failingChecks.get(controlId) ?? []) {
      if (before.has(`${controlId}|${failing.check}`)) continue;
      const draft = remediationDraft({ ...assessed, controlId, status }, failing);
      const owner = owners.get(controlId) ?? null;
      const id = crypto.randomUUID();
      const at = assessed.completedAt;
      const raised = await insertRemediationTask(trx, {
        id,
        organization_id: assessed.organizationId,
        title: draft.title,
        description: draft.description,
        due_date: draft.dueDate,
        priority: draft.priority,
        status: 'open',
        control_id: controlId,
        remediates_check: checkIdOf(failing.check),
        owner_id: owner?.id ?? null,
        created_by: null,
        created_at: at,
        updated_at: at,
        completed_at: null,
      });
      if (!raised) continue;
      await recordAudit(trx, system, {
        action: taskAuditActions.created,
        severity: 'info',
        category: 'compliance',
        details:
          `Created task "${draft.title}" (${draft.priority}, due ${draft.dueDate}, owner ` +
          `${owner?.name ?? 'Unassigned'}, control ${controlId}) for the failing check ${failing.check}`,
        resource: `task:${id}`,
        at,
      });
      if (owner) {
        await notifyTaskAssigned(
          trx,
          { organizationId: assessed.organizationId, title: draft.title, dueDate: draft.dueDate },
          { ownerId: owner.id, assignerId: null, assignerName: remediationAssigner },
          at,
        );
      }
    }
  }
};

/**
 * Written in the transaction that stores a completed assessment, so it happens once whichever process ran it: tasks
 * for the checks that pass again are closed; with automatic remediation on (Settings > Compliance), each check that
 * turned failing gets one task for its control's owner, never a second while one is open.
 */
export const remediateAssessment = async (
  trx: AuditedTransaction,
  clock: AppDeps['clock'],
  assessed: AssessedFramework,
): Promise<void> => {
  await closePassingChecks(trx, assessed);
  if (await organizationAutoRemediation(trx, assessed.organizationId)) {
    await raiseNewlyFailingChecks(trx, clock, assessed);
  }
};
