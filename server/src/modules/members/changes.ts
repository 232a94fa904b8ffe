import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import type { Role } from '@/contracts/enums';
import type { ChangeStatusBody, Member } from '@/contracts/members';
import { retireUnusedPasswordTokens, unusablePassword } from '../passwordTokens';
import { revokeUserSessions } from '../sessions';
import type { MemberActor } from '../../core/actor';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { memberActions } from './auditActions';
import { keepAnAdmin, lockedMember, noInvitationMessage } from './guards';
import type { MemberDeps } from './invite';
import { type MemberRow, updateMember } from './repository';
import { toMember } from './toMember';

export const changeRole = async (deps: MemberDeps, actor: MemberActor, id: string, role: Role): Promise<Member> => {
  const now = isoNow(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedMember(trx, actor, id);
    if (row.role === role) return toMember(row);
    if (role !== 'Admin') await keepAnAdmin(trx, actor, row, 'demoted');
    await updateMember(trx, id, actor.organizationId, { role }, now);
    await recordAudit(trx, actor, {
      action: memberActions.roleChanged,
      severity: 'warning',
      details: `${actor.name} changed the role of ${row.name}: ${row.role} → ${role}`,
      category: 'system',
      resource: `user:${id}`,
      at: now,
    });
    return toMember({ ...row, role });
  });
};

const deactivate = async (trx: AuditedTransaction, actor: MemberActor, row: MemberRow, now: string) => {
  await keepAnAdmin(trx, actor, row, 'deactivated');
  await updateMember(trx, row.id, actor.organizationId, { status: 'inactive' }, now);
  await revokeUserSessions(trx, row.id, null, now);
  await recordAudit(trx, actor, {
    action: memberActions.deactivated,
    severity: 'warning',
    details: `${actor.name} deactivated ${row.name}: active → inactive; every session was signed out`,
    category: 'system',
    resource: `user:${row.id}`,
    at: now,
  });
};

const reactivate = async (trx: AuditedTransaction, actor: MemberActor, row: MemberRow, now: string) => {
  await updateMember(trx, row.id, actor.organizationId, { status: 'active' }, now);
  await recordAudit(trx, actor, {
    action: memberActions.reactivated,
    severity: 'info',
    details: `${actor.name} reactivated ${row.name}: inactive → active`,
    category: 'system',
    resource: `user:${row.id}`,
    at: now,
  });
};

/** Deactivation ends every session of the member at once; sign-in is then refused like a wrong password. */
export const changeStatus = async (
  deps: MemberDeps,
  actor: MemberActor,
  id: string,
  { status }: ChangeStatusBody,
): Promise<Member> => {
  const now = isoNow(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedMember(trx, actor, id);
    if (row.status === 'pending') {
      throw new AppError(409, `${row.name} has not accepted the invitation yet: resend or revoke it instead`);
    }
    if (row.status === status) return toMember(row);
    await (status === 'inactive' ? deactivate : reactivate)(trx, actor, row, now);
    return toMember({ ...row, status });
  });
};

/**
 * The member leaves the list and can no longer sign in or use a link; the row stays, so the audit trail (whose
 * chained hashes include user_id) and the names in it are unchanged.
 */
const retire = async (
  trx: AuditedTransaction,
  actor: MemberActor,
  row: MemberRow,
  passwordHash: string,
  now: string,
) => {
  await updateMember(trx, row.id, actor.organizationId, { status: 'removed', password_hash: passwordHash }, now);
  await revokeUserSessions(trx, row.id, null, now);
  await retireUnusedPasswordTokens(trx, row.id, now);
};

export const removeMember = async (deps: MemberDeps, actor: MemberActor, id: string): Promise<void> => {
  const passwordHash = await hashPassword(unusablePassword());
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedMember(trx, actor, id);
    await keepAnAdmin(trx, actor, row, 'removed');
    await retire(trx, actor, row, passwordHash, now);
    await recordAudit(trx, actor, {
      action: memberActions.removed,
      severity: 'warning',
      details: `${actor.name} removed ${row.name} (${row.email}, ${row.role}): ${row.status} → removed`,
      category: 'system',
      resource: `user:${row.id}`,
      at: now,
    });
  });
};

/** The invitation's link stops working and the pending member leaves the list. */
export const revokeInvitation = async (deps: MemberDeps, actor: MemberActor, id: string): Promise<void> => {
  const passwordHash = await hashPassword(unusablePassword());
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockedMember(trx, actor, id);
    if (row.status !== 'pending') throw new AppError(409, noInvitationMessage(row.name));
    await retire(trx, actor, row, passwordHash, now);
    await recordAudit(trx, actor, {
      action: memberActions.invitationRevoked,
      severity: 'warning',
      details: `${actor.name} revoked the invitation of ${row.name} (${row.email}): pending → removed`,
      category: 'system',
      resource: `user:${row.id}`,
      at: now,
    });
  });
};
