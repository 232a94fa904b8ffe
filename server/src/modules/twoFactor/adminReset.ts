import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { type AuditEntry, recordAudit } from '../auditLogs';
import { revokeUserSessions } from '../sessions';
import { findUserByEmail, type UserWithCompany } from '../users';
import { twoFactorActions } from './audit';
import { deleteTwoFactor, findCredential } from './repository';

export const noTwoFactorMessage = (email: string) => `${email} has no two-factor authentication.`;

/** Who reset it, as the audit row records them; the action is always the reset. */
export type ResetRecord = Omit<AuditEntry, 'action'>;

/**
 * The one reset, for an operator (the admin CLI) and for an organisation's Admin: the secret and recovery codes are
 * deleted and every session of the member ends, with its audit row, in one transaction. The password is unchanged;
 * where the organisation requires two-factor, the next sign-in sets it up again.
 */
export const removeTwoFactor = async (db: Db, clock: Clock, user: UserWithCompany, record: ResetRecord) => {
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    if (!(await findCredential(trx, user.id))) throw new AppError(409, noTwoFactorMessage(user.email));
    await deleteTwoFactor(trx, user.id);
    await revokeUserSessions(trx, user.id, null, now);
    await recordAudit(trx, { ...record, action: twoFactorActions.reset }, now);
  });
};

/**
 * An operator's way back in for a member who lost both the authenticator and the recovery codes (once their identity
 * is checked outside Securo).
 */
export const resetTwoFactor = async (db: Db, clock: Clock, email: string): Promise<UserWithCompany> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, `No user with the email ${email}.`);
  await removeTwoFactor(db, clock, user, {
    organizationId: user.organization_id,
    userId: user.id,
    userLabel: 'Securo admin',
    severity: 'warning',
    category: 'system',
    details: `The two-factor authentication of ${user.name} was removed by an administrator; all sessions were signed out`,
    resource: 'account',
  });
  return user;
};
