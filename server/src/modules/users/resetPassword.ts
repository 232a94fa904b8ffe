import type { Db } from '../../db/database';
import { AppError } from '../../lib/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { auditActions, recordAudit } from '../auditLogs/service';
import { revokeUserSessions } from '../sessions/repository';
import { findUserByEmail, updateUser, type UserWithCompany } from './repository';

/** Sets a generated password and signs the user out everywhere. */
export const resetPassword = async (
  db: Db,
  clock: Clock,
  email: string,
): Promise<{ user: UserWithCompany; password: string }> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, `No user with the email ${email}.`);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, user.organization_id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, null, now);
    await recordAudit(
      trx,
      {
        organizationId: user.organization_id,
        userId: user.id,
        userLabel: 'Securo admin',
        action: auditActions.passwordReset,
        severity: 'warning',
        category: 'system',
        details: `The password of ${user.name} was reset by an administrator; all sessions were signed out`,
        resource: 'account',
      },
      now,
    );
  });
  return { user, password };
};
