import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { type AuditActor, type AuditEvent, recordAudit } from '../../core/auditTrail/recordAudit';
import { revokeUserSessions } from '../sessions';
import { findUserByEmail, type UserWithCompany } from '../users';
import { twoFactorActions } from './auditActions';
import { deleteTwoFactor, findCredential } from './repository';

export const noTwoFactorMessage = (email: string) => `${email} has no two-factor authentication.`;

/** How the reset is recorded; the action is always the reset. */
export type ResetEvent = Omit<AuditEvent, 'action' | 'at'>;

/**
 * The one reset, for an operator (the admin CLI) and for an organisation's Admin: the secret and recovery codes are
 * deleted and every session of the member ends, with its audit row, in one transaction. The password is unchanged;
 * where the organisation requires two-factor, the next sign-in sets it up again.
 */
export const removeTwoFactor = async (
  db: Db,
  clock: Clock,
  user: UserWithCompany,
  actor: AuditActor,
  event: ResetEvent,
) => {
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    if (!(await findCredential(trx, user.id))) throw new AppError(409, noTwoFactorMessage(user.email));
    await deleteTwoFactor(trx, user.id);
    await revokeUserSessions(trx, user.id, null, now);
    await recordAudit(trx, actor, { ...event, action: twoFactorActions.reset, at: now });
  });
};

/**
 * An operator's way back in for a member who lost both the authenticator and the recovery codes (once their identity
 * is checked outside Securo).
 */
export const resetTwoFactor = async (db: Db, clock: Clock, email: string): Promise<UserWithCompany> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, `No user with the email ${email}.`);
  const operator = { userId: user.id, organizationId: user.organization_id, name: 'Securo admin', ip: null };
  await removeTwoFactor(db, clock, user, operator, {
    severity: 'warning',
    category: 'system',
    details: `The two-factor authentication of ${user.name} was removed by an administrator; all sessions were signed out`,
    resource: 'account',
  });
  return user;
};
