import { systemActor } from '../../core/actor';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { taskAuditActions } from './auditActions';
import type { AssessedFramework } from './autoRemediation';
import { checkIdOf, checkNameOf } from './checkNames';
import { closingNote } from './remediationDraft';
import { findOpenRemediationTasks } from './remediationRepository';
import { updateTaskRow } from './repository';

const failingCheckIds = (assessed: AssessedFramework, controlId: string) =>
  new Set((assessed.failingChecks.get(controlId) ?? []).map(({ check }) => checkIdOf(check)));

/** Closes the open automatic tasks whose check the assessment found passing, each with a note and an audit row. */
export const closePassingChecks = async (trx: AuditedTransaction, assessed: AssessedFramework) => {
  const open = await findOpenRemediationTasks(
    trx,
    assessed.organizationId,
    assessed.results.map(({ controlId }) => controlId),
  );
  const system = systemActor(assessed.organizationId);
  for (const task of open.filter(
    (candidate) => !failingCheckIds(assessed, candidate.controlId).has(candidate.checkId),
  )) {
    const note = closingNote(checkNameOf(task.checkId), assessed.completedAt);
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
