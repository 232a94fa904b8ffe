import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import type { RiskAssessment, RiskAssessmentChanges } from '@/contracts/risks';
import { listActiveMembers } from '../members';
import { type AssessedRisk, registerChanges, registerSnapshot } from './assessmentChanges';
import { insertRiskAssessment, listRiskAssessmentRows, type RiskAssessmentRow } from './assessmentRepository';
import { riskAuditActions } from './auditActions';
import { listAllRiskRows } from './repository';
import { refreshRiskSignals } from './riskSignals';
import { type RiskDeps, today } from './service';

export const heldInFutureMessage = 'heldOn: a risk assessment cannot be recorded before it is held';
export const participantNotMemberMessage = 'participantIds: every participant must be an active member';

const toAssessment = (row: RiskAssessmentRow): RiskAssessment => {
  const register = JSON.parse(row.register) as AssessedRisk[];
  return {
    id: row.id,
    heldOn: row.held_on,
    participants: JSON.parse(row.participants) as RiskAssessment['participants'],
    notes: row.notes,
    recordedBy: row.recorded_by_label,
    changes: JSON.parse(row.changes) as RiskAssessmentChanges,
    openRisks: register.filter((risk) => risk.status === 'open').length,
    createdAt: row.created_at,
  };
};

export const listRiskAssessments = async (deps: RiskDeps, reader: Pick<MemberActor, 'organizationId'>) =>
  (await listRiskAssessmentRows(deps.db, reader.organizationId)).map(toAssessment);

/**
 * Records a risk assessment held over the register: who took part, the notes, and what changed since the previous
 * one held (the latest). Its day is what the risk assessment check reads.
 */
export const recordRiskAssessment = async (
  deps: RiskDeps,
  actor: MemberActor,
  input: { heldOn: string; participantIds: string[]; notes: string },
): Promise<RiskAssessment> => {
  if (input.heldOn > today(deps)) throw new AppError(400, heldInFutureMessage);
  const members = new Map((await listActiveMembers(deps.db, actor.organizationId)).map((m) => [m.id, m]));
  const named = [...new Set(input.participantIds)];
  const participants = named.flatMap((id) => {
    const member = members.get(id);
    return member ? [{ id: member.id, name: member.name }] : [];
  });
  if (participants.length !== named.length) throw new AppError(400, participantNotMemberMessage);
  const [previous] = await listRiskAssessmentRows(deps.db, actor.organizationId, 1);
  const register = registerSnapshot(await listAllRiskRows(deps.db, actor.organizationId));
  const changes = registerChanges(previous ? (JSON.parse(previous.register) as AssessedRisk[]) : [], register);
  const at = isoNow(deps.clock);
  const row: RiskAssessmentRow = {
    id: randomUUID(),
    organization_id: actor.organizationId,
    held_on: input.heldOn,
    participants: JSON.stringify(participants),
    notes: input.notes,
    recorded_by_label: actor.name,
    changes: JSON.stringify(changes),
    register: JSON.stringify(register),
    created_at: at,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertRiskAssessment(trx, row);
    await recordAudit(trx, actor, {
      action: riskAuditActions.assessed,
      severity: 'success',
      category: 'compliance',
      details:
        `${actor.name} recorded the risk assessment held on ${input.heldOn}: ${changes.added.length} added, ` +
        `${changes.closed.length} closed, ${changes.rescored.length} rescored`,
      resource: `riskAssessment:${row.id}`,
      at,
    });
  });
  await refreshRiskSignals(deps.db, actor.organizationId, at);
  return toAssessment(row);
};
