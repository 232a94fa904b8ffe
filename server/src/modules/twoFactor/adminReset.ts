import type { Db } from '../../db/database';
import { AppError } from '../../lib/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { recordAudit } from '../auditLogs/service';
import { revokeUserSessions } from '../sessions/repository';
import { findUserByEmail, type UserWithCompany } from '../users/repository';
import { twoFactorActions } from './audit';
import { deleteTwoFactor, findCredential } from './repository';

/**
 * An operator's way back in for a member who lost both the authenticator and the recovery codes (once their identity
 * is checked outside Securo): the secret and codes are deleted and every session ends. The password is unchanged;
 * where the organisation requires two-factor, the next sign-in sets it up again.
 */
export const resetTwoFactor = async (db: Db, clock: Clock, email: string): Promise<UserWithCompany> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, `No user with the email ${email}.`);
  if (!(await findCredential(db, user.id))) throw new AppError(409, `${user.email} has no two-factor authentication.`);
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, user.id);
    await revokeUserSessions(trx, user.id, null, now);
    await recordAudit(
      trx,
      {
        organizationId: user.organization_id,
        userId: user.id,
        userLabel: 'Securo admin',
        action: twoFactorActions.reset,
        severity: 'warning',
        category: 'system',
        details: `The two-factor authentication of ${user.name} was removed by an administrator; all sessions were signed out`,
        resource: 'account',
      },
      now,
    );
  });
  return user;
};
