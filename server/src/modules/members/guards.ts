import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import type { MemberActor } from '../../core/actor';
import { countActiveAdmins, findMember, lockOrganization, type MemberRow } from './repository';

export const memberNotFoundMessage = 'User not found';

export const noInvitationMessage = (name: string) => `${name} has no pending invitation`;

export const lastAdminMessage = (name: string, change: string) =>
  `${name} is the organisation's last active Admin and cannot be ${change}: make another member an active Admin first`;

/** The member to change, under the organisation's lock; another organisation's id is a 404 like an unknown one. */
export const lockedMember = async (trx: Db, actor: MemberActor, id: string): Promise<MemberRow> => {
  await lockOrganization(trx, actor.organizationId);
  const row = await findMember(trx, id, actor.organizationId);
  if (!row) throw new AppError(404, memberNotFoundMessage);
  return row;
};

/** An organisation always keeps one active Admin: nobody could manage its people otherwise. */
export const keepAnAdmin = async (trx: Db, actor: MemberActor, row: MemberRow, change: string): Promise<void> => {
  if (row.role !== 'Admin' || row.status !== 'active') return;
  if ((await countActiveAdmins(trx, actor.organizationId)) <= 1) {
    throw new AppError(409, lastAdminMessage(row.name, change));
  }
};
