import type { Db } from '../../db/database';
import type { Role } from '@/contracts/enums';
import { AppError } from '../../core/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { auditActions } from '../auditLogs';
import { findOrganizationById, insertOrganization, type Organization } from '../organizations';
import { issuePasswordToken, unusablePassword } from '../passwordTokens';
import { findUserByEmail, insertUser } from '../users';
import { findWishlistRequest, markWishlistRequest } from './repository';

export type Invitation = {
  userId: string;
  name: string;
  email: string;
  company: string;
  organizationId: string;
  organizationCreated: boolean;
  role: Role;
  /** The one-time set-password token for the invite link. */
  token: string;
};

/** Where the invited person goes: a new organisation of their own, or (operator's explicit choice) an existing one. */
export type InviteTarget = { organizationId: string; role: Role } | null;

const loadInvitableRequest = async (db: Db, email: string) => {
  const request = await findWishlistRequest(db, email);
  if (!request) throw new AppError(404, `No early-access request found for ${email}.`);
  if (request.status === 'invited') throw new AppError(409, `${request.email} has already been invited.`);
  if (await findUserByEmail(db, request.email)) {
    throw new AppError(409, `An account with the email ${request.email} already exists.`);
  }
  return request;
};

const targetOrganization = async (db: Db, target: InviteTarget, company: string, now: string) => {
  if (!target)
    return { organization: await insertOrganization(db, company, now), created: true, role: 'Admin' as Role };
  const organization: Organization | undefined = await findOrganizationById(db, target.organizationId);
  if (!organization) throw new AppError(404, `No organisation with the id ${target.organizationId}.`);
  return { organization, created: false, role: target.role };
};

/**
 * Turns an early-access request into an account in one transaction: a new organisation named after the company (never
 * one matched by name) unless the operator names an existing one by id, a user with no usable password, the request
 * marked invited, a one-time set-password token and the audit rows. Sending the email is the caller's.
 */
export const inviteFromWishlist = async (
  db: Db,
  clock: Clock,
  email: string,
  target: InviteTarget = null,
): Promise<Invitation> => {
  const passwordHash = await hashPassword(unusablePassword());
  return db.transaction().execute(async (trx) => {
    const request = await loadInvitableRequest(trx, email);
    const now = isoNow(clock);
    const { organization, created, role } = await targetOrganization(trx, target, request.company, now);
    const user = {
      id: crypto.randomUUID(),
      organization_id: organization.id,
      name: request.full_name,
      email: request.email,
    };
    await insertUser(trx, {
      ...user,
      password_hash: passwordHash,
      role,
      job_title: request.job_title,
      created_at: now,
      updated_at: now,
    });
    await markWishlistRequest(trx, request.id, { status: 'invited', userId: user.id, now });
    await recordAudit(
      trx,
      { userId: user.id, organizationId: organization.id, name: 'Securo admin', ip: null },
      {
        action: auditActions.userInvited,
        severity: 'success',
        category: 'system',
        details: `${request.full_name} (${request.email}) was invited from the early-access list as ${role}`,
        resource: 'wishlist',
        at: now,
      },
    );
    const token = await issuePasswordToken(trx, clock, user, 'invite');
    return {
      userId: user.id,
      name: request.full_name,
      email: request.email,
      company: organization.name,
      organizationId: organization.id,
      organizationCreated: created,
      role,
      token,
    };
  });
};

export const rejectWishlistRequest = async (db: Db, clock: Clock, email: string): Promise<void> => {
  const request = await findWishlistRequest(db, email);
  if (!request) throw new AppError(404, `No early-access request found for ${email}.`);
  if (request.status !== 'pending') throw new AppError(409, `${request.email} is already ${request.status}.`);
  await markWishlistRequest(db, request.id, { status: 'rejected', now: isoNow(clock) });
};
