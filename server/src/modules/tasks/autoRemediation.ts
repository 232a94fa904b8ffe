import { systemActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { checks } from '../../frameworks/checks';
import { listControlSettings } from '../controls';
import { listAssignableMembers } from '../members';
import { organizationAutoRemediation } from '../settings';
import type { ControlStatus, FrameworkId } from '@/contracts/enums';
import { taskAuditActions } from './auditActions';
import { notifyTaskAssigned } from './notices';
import { closingNote, remediationDraft } from './remediationDraft';
import {
  type FailingCheck,
  findOpenRemediationTasks,
  insertRemediationTask,
  previouslyFailingChecks,
} from './remediationRepository';
import { updateTaskRow } from './repository';

/** A completed assessment as remediation reads it: each control's status and the checks behind its issues. */
type AssessedFramework = {
  organizationId: string;
  framework: FrameworkId;
  assessmentId: string;
  completedAt: string;
  results: { controlId: string; status: ControlStatus }[];
  failingChecks: ReadonlyMap<string, FailingCheck[]>;
};

// How the owner's notification names who assigned the task.
const remediationAssigner = 'Automatic remediation';

const checkIdByName = new Map(Object.entries(checks).map(([id, check]) => [check.name, id]));
const checkName = (id: string) => checks[id as keyof typeof checks]?.name ?? id;

const failingCheckIds = (assessed: AssessedFramework, controlId: string) =>
  new Set((assessed.failingChecks.get(controlId) ?? []).map(({ check }) => checkIdByName.get(check) ?? check));

/** Closes the open automatic tasks whose check the assessment found passing, each with a note and an audit row. */
const closePassingChecks = async (trx: AuditedTransaction, assessed: AssessedFramework) => {
  const open = await findOpenRemediationTasks(
    trx,
    assessed.organizationId,
    assessed.results.map(({ controlId }) => controlId),
  );
  const system = systemActor(assessed.organizationId);
  for (const task of open.filter(
    (candidate) => !failingCheckIds(assessed, candidate.controlId).has(candidate.checkId),
  )) {
    const note = closingNote(checkName(task.checkId), assessed.completedAt);
    const at = assessed.completedAt;
    await updateTaskRow(trx, assessed.organizationId, task.id, {
      status: 'done',
      completed_at: at,
      closing_note: note,
      updated_at: at,
    });
    await recordAudit(trx, system, {
      action: taskAuditActions.completed,
      severity: 'success',
      category: 'compliance',
      details: `Task "${task.title}": status open -> done (${note})`,
      resource: `task:${task.id}`,
      at,
    });
  }
};

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
  const before = await previouslyFailingChecks(trx, assessed);
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
        remediates_check: checkIdByName.get(failing.check) ?? failing.check,
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
