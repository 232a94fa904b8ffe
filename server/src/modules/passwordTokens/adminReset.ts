import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { auditActions } from '../auditLogs';
import { revokeUserSessions } from '../sessions';
import { findUserByEmail, updateUser, type UserWithCompany } from '../users';
import { issuePasswordToken } from './service';
import { unusablePassword } from './tokens';

/** An administrator's reset: the old password stops working, every session ends, and a set-password token is issued. */
export const resetPassword = async (
  db: Db,
  clock: Clock,
  email: string,
): Promise<{ user: UserWithCompany; token: string }> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, `No user with the email ${email}.`);
  const passwordHash = await hashPassword(unusablePassword());
  const now = isoNow(clock);
  const token = await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, user.organization_id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, null, now);
    await recordAudit(
      trx,
      { userId: user.id, organizationId: user.organization_id, name: 'Securo admin', ip: null },
      {
        action: auditActions.passwordReset,
        severity: 'warning',
        category: 'system',
        details: `The password of ${user.name} was reset by an administrator; all sessions were signed out`,
        resource: 'account',
        at: now,
      },
    );
    return issuePasswordToken(trx, clock, user, 'reset');
  });
  return { user, token };
};
