import { AppError } from '../../core/appError';
import type { Db } from '../../db/database';
import { hasPermission } from '@/contracts/permissions';
import type { ControlRef, RiskTreatment } from '@/contracts/risks';
import { type ActiveMember, listActiveMembers } from '../members';
import { findTaskSubject } from '../tasks';
import { controlName } from './controlCatalogue';

export const ownerNotMemberMessage = 'ownerId: the owner must be an active member of the organisation';
export const approverNotAllowedMessage =
  'treatment.approverId: the approver must be an active member who may manage the risk register';
export const expiryNotFutureMessage = 'treatment.expiresOn: an acceptance must expire after today';

const unknownControls = (controls: ControlRef[]) =>
  controls.filter((ref) => controlName(ref) === undefined).map((ref) => `${ref.framework} ${ref.controlId}`);

const missingTasks = async (db: Db, organizationId: string, taskIds: string[]) =>
  (
    await Promise.all(
      [...new Set(taskIds)].map(async (taskId) =>
        (await findTaskSubject(db, organizationId, taskId)) ? [] : [taskId],
      ),
    )
  ).flat();

const requireApprover = (members: ActiveMember[], approverId: string) => {
  const approver = members.find((member) => member.id === approverId);
  if (!approver || !hasPermission(approver.role, 'risks:manage')) throw new AppError(400, approverNotAllowedMessage);
};

/**
 * Refuses a risk whose people, controls or tasks are not the organisation's: the owner an active member, linked
 * controls in the catalogues, linked tasks the organisation's own, and an acceptance approved by someone who may
 * manage the register. A new or changed acceptance must run past today; one already given may lapse and stays
 * visible as a finding.
 */
export const validateRiskLinks = async (
  db: Db,
  organizationId: string,
  links: { ownerId: string; controls: ControlRef[]; taskIds: string[]; treatment: RiskTreatment | null },
  acceptance: { today: string; unchanged: boolean },
): Promise<void> => {
  const members = await listActiveMembers(db, organizationId);
  if (!members.some((member) => member.id === links.ownerId)) throw new AppError(400, ownerNotMemberMessage);
  const unknown = unknownControls(links.controls);
  if (unknown.length > 0) throw new AppError(400, `controls: unknown control ${unknown.join(', ')}`);
  const missing = await missingTasks(db, organizationId, links.taskIds);
  if (missing.length > 0) throw new AppError(400, `taskIds: task not found: ${missing.join(', ')}`);
  if (links.treatment?.type !== 'accept' || acceptance.unchanged) return;
  requireApprover(members, links.treatment.approverId);
  if (links.treatment.expiresOn <= acceptance.today) throw new AppError(400, expiryNotFutureMessage);
};
