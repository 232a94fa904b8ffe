import type { Db } from '../../db/database';
import type { Role } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { auditActions, recordAudit } from '../auditLogs/service';
import { countOrganizationUsers, findOrganizationByName, insertOrganization } from '../organizations/repository';
import { findUserByEmail, insertUser } from '../users/repository';
import { findWishlistRequest, markWishlistRequest } from './repository';

export type Invitation = {
  userId: string;
  name: string;
  email: string;
  company: string;
  organizationId: string;
  organizationCreated: boolean;
  role: Role;
  password: string;
};

const loadInvitableRequest = async (db: Db, email: string) => {
  const request = await findWishlistRequest(db, email);
  if (!request) throw new AppError(404, `No early-access request found for ${email}.`);
  if (request.status === 'invited') throw new AppError(409, `${request.email} has already been invited.`);
  if (await findUserByEmail(db, request.email)) {
    throw new AppError(409, `An account with the email ${request.email} already exists.`);
  }
  return request;
};

/**
 * Turns an early-access request into an account in one transaction: organisation (if new), user with a generated
 * password, the request marked invited, and an audit row in the organisation's trail. Sending the email is the caller's.
 */
export const inviteFromWishlist = async (db: Db, clock: Clock, email: string): Promise<Invitation> => {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const request = await loadInvitableRequest(trx, email);
    const now = isoNow(clock);
    const existing = await findOrganizationByName(trx, request.company);
    const organization = existing ?? (await insertOrganization(trx, request.company, now));
    const role: Role = (await countOrganizationUsers(trx, organization.id)) === 0 ? 'Admin' : 'Viewer';
    const userId = crypto.randomUUID();
    await insertUser(trx, {
      id: userId,
      organization_id: organization.id,
      name: request.full_name,
      email: request.email,
      password_hash: passwordHash,
      role,
      job_title: request.job_title,
      created_at: now,
      updated_at: now,
    });
    await markWishlistRequest(trx, request.id, { status: 'invited', userId, now });
    await recordAudit(
      trx,
      {
        organizationId: organization.id,
        userId,
        userLabel: 'Securo admin',
        action: auditActions.userInvited,
        severity: 'success',
        category: 'system',
        details: `${request.full_name} (${request.email}) was invited from the early-access list as ${role}`,
        resource: 'wishlist',
      },
      now,
    );
    return {
      userId,
      name: request.full_name,
      email: request.email,
      company: organization.name,
      organizationId: organization.id,
      organizationCreated: !existing,
      role,
      password,
    };
  });
};

export const rejectWishlistRequest = async (db: Db, clock: Clock, email: string): Promise<void> => {
  const request = await findWishlistRequest(db, email);
  if (!request) throw new AppError(404, `No early-access request found for ${email}.`);
  if (request.status !== 'pending') throw new AppError(409, `${request.email} is already ${request.status}.`);
  await markWishlistRequest(db, request.id, { status: 'rejected', now: isoNow(clock) });
};
