import type { Db } from '../../db/database';
import type { AppDeps } from '../../core/appDeps';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { teamInviteEmail } from '../../mail/setPasswordEmail';
import type { InviteMemberBody, Member } from '@/contracts/members';
import { findOrganizationById } from '../organizations';
import { issuePasswordToken, setPasswordLink, unusablePassword } from '../passwordTokens';
import { insertUser } from '../users';
import { answerAccountElsewhere } from './accountElsewhere';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { memberActions } from './auditActions';
import { memberNotFoundMessage, noInvitationMessage } from './guards';
import { reserveInvitation } from './invitationLimit';
import { findAccountByEmail, findMember, type MemberRow, updateMember } from './repository';
import { toMember } from './toMember';

export type MemberDeps = Pick<AppDeps, 'db' | 'clock' | 'mail' | 'rateLimiter' | 'limits'>;

export const alreadyMemberMessage = (email: string) => `${email} is already a member of your organisation`;

/**
 * The address's account decides: none, a new pending member; one removed from this organisation, the same row back
 * as pending (its history stays theirs); a member here, 409 naming them. An account elsewhere places nothing (null):
 * see answerAccountElsewhere.
 */
const placeInvitation = async (
  trx: Db,
  actor: MemberActor,
  body: InviteMemberBody,
  passwordHash: string,
  now: string,
) => {
  const existing = await findAccountByEmail(trx, body.email);
  if (existing && existing.organization_id !== actor.organizationId) return null;
  if (existing && existing.status !== 'removed') throw new AppError(409, alreadyMemberMessage(body.email));
  const fields = { name: body.name, role: body.role, department: body.department, status: 'pending' as const };
  if (existing) {
    await updateMember(trx, existing.id, actor.organizationId, { ...fields, password_hash: passwordHash }, now);
    return existing.id;
  }
  const id = crypto.randomUUID();
  await insertUser(trx, {
    ...fields,
    id,
    organization_id: actor.organizationId,
    email: body.email,
    password_hash: passwordHash,
    job_title: null,
    created_at: now,
    updated_at: now,
  });
  return id;
};

/** Emails the one-time set-password link after the invitation committed. */
const sendInvitation = async (deps: MemberDeps, actor: MemberActor, row: MemberRow, token: string): Promise<void> => {
  const organization = await findOrganizationById(deps.db, actor.organizationId);
  await deps.mail.mailer.send(
    teamInviteEmail({
      name: row.name,
      email: row.email,
      company: organization?.name ?? 'your team',
      link: setPasswordLink(deps.mail.appUrl, token),
    }),
  );
};

/** The pending member and their link's token, audited; null when the address has an account elsewhere. */
const recordInvitation = (
  deps: MemberDeps,
  actor: MemberActor,
  body: InviteMemberBody,
  passwordHash: string,
  now: string,
) =>
  deps.db.transaction().execute(async (trx) => {
    const id = await placeInvitation(trx, actor, body, passwordHash, now);
    if (id === null) return null;
    const invited = (await findMember(trx, id, actor.organizationId)) as MemberRow;
    await recordAudit(trx, actor, {
      action: memberActions.invited,
      severity: 'success',
      details: `${actor.name} invited ${invited.name} (${invited.email}) as ${body.role}, ${body.department}`,
      category: 'system',
      resource: `user:${id}`,
      at: now,
    });
    const holder = { id, organization_id: actor.organizationId, name: invited.name, email: invited.email };
    return { row: invited, token: await issuePasswordToken(trx, deps.clock, holder, 'invite', actor.ip) };
  });

export const inviteMember = async (deps: MemberDeps, actor: MemberActor, body: InviteMemberBody): Promise<Member> => {
  await reserveInvitation(deps.rateLimiter, deps.limits.invitation, actor);
  const passwordHash = await hashPassword(unusablePassword());
  const now = isoNow(deps.clock);
  const invitation = await recordInvitation(deps, actor, body, passwordHash, now).catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    // The address was taken while the invitation was placed: by a racing invitation here, or an account elsewhere.
    const holder = await findAccountByEmail(deps.db, body.email);
    if (holder && holder.organization_id !== actor.organizationId) return null;
    throw new AppError(409, alreadyMemberMessage(body.email));
  });
  if (!invitation) return answerAccountElsewhere(deps, actor, body, now);
  await sendInvitation(deps, actor, invitation.row, invitation.token);
  return toMember(invitation.row);
};

const pendingMember = async (db: Db, actor: MemberActor, id: string): Promise<MemberRow> => {
  const row = await findMember(db, id, actor.organizationId);
  if (!row) throw new AppError(404, memberNotFoundMessage);
  if (row.status !== 'pending') throw new AppError(409, noInvitationMessage(row.name));
  return row;
};

/** A new link replaces the earlier one (issuePasswordToken retires it). */
export const resendInvitation = async (deps: MemberDeps, actor: MemberActor, id: string): Promise<Member> => {
  await reserveInvitation(deps.rateLimiter, deps.limits.invitation, actor);
  const now = isoNow(deps.clock);
  const { row, token } = await deps.db.transaction().execute(async (trx) => {
    const pending = await pendingMember(trx, actor, id);
    await recordAudit(trx, actor, {
      action: memberActions.invitationResent,
      severity: 'info',
      details: `${actor.name} resent the invitation of ${pending.name} (${pending.email})`,
      category: 'system',
      resource: `user:${id}`,
      at: now,
    });
    const holder = { id, organization_id: actor.organizationId, name: pending.name, email: pending.email };
    return { row: pending, token: await issuePasswordToken(trx, deps.clock, holder, 'invite', actor.ip) };
  });
  await sendInvitation(deps, actor, row, token);
  return toMember(row);
};
