import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { auditActions } from '../auditLogs';
import { insertOrganization } from '../organizations';
import { issueSession, toSessionUser } from '../sessions';
import { findUserByEmail, insertUser, type UserWithCompany } from '../users';
import type { AppDeps } from '../../core/appDeps';
import { type ClientInfo, memberActor } from '../../core/actor';
import type { RegisterBody, SessionUser } from '@/contracts/auth';
import type { Registration } from '../../config';

export const emailTakenMessage = 'An account with this email already exists';

export const registrationClosedMessage = 'Registration is closed. Request early access and we will send you an invite.';

export const assertRegistrationOpen = (registration: Registration): void => {
  if (registration !== 'open') throw new AppError(403, registrationClosedMessage);
};

/** Creates an organisation named after the company, with the new user as its Admin. */
export const register = async (
  deps: AppDeps,
  body: RegisterBody,
  client: ClientInfo,
): Promise<{ token: string; user: SessionUser }> => {
  // Hashed before the look-up, so a taken email is answered in the same time as a new one.
  const passwordHash = await hashPassword(body.password);
  if (await findUserByEmail(deps.db, body.email)) throw new AppError(409, emailTakenMessage);
  const now = isoNow(deps.clock);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const organization = await insertOrganization(trx, body.company, now);
      const user: UserWithCompany = {
        id: crypto.randomUUID(),
        organization_id: organization.id,
        name: body.name,
        email: body.email,
        password_hash: passwordHash,
        role: 'Admin',
        job_title: body.jobTitle,
        phone: null,
        timezone: null,
        created_at: now,
        updated_at: now,
        status: 'active',
        department: null,
        last_login_at: null,
        company: organization.name,
      };
      const { company: _company, ...row } = user;
      await insertUser(trx, row);
      const token = await issueSession(deps, trx, user, client);
      await recordAudit(trx, memberActor(user, client), {
        action: auditActions.registered,
        severity: 'success',
        category: 'authentication',
        details: `${user.name} created the organisation ${organization.name}`,
        resource: 'auth',
        at: now,
      });
      return { token, user: toSessionUser(user) };
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, emailTakenMessage);
    throw error;
  }
};
