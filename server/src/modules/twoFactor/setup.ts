import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { Actor, MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import type { UserWithCompany } from '../users';
import { twoFactorActions } from './auditActions';
import type { AppDeps } from '../../core/appDeps';
import { confirmCurrentPassword } from './currentPassword';
import { savePendingSecret } from './repository';
import { sealSecret } from '../../lib/secretBox';
import { newTotpSecret, otpauthUri } from './totp';
import type { TwoFactorSetup } from '@/contracts/twoFactor';

export const alreadyEnabledMessage = 'Two-factor authentication is already on';
export const noPendingSetupMessage = 'Start the two-factor setup first';

/**
 * A new secret, sealed and stored as pending (it replaces an earlier pending one), answered once for the QR code
 * and manual entry; two-factor stays off until a code from it is confirmed.
 */
export const startSetup = async (
  deps: AppDeps,
  actor: Actor,
  user: Pick<UserWithCompany, 'id' | 'email'>,
): Promise<TwoFactorSetup> => {
  const secret = newTotpSecret();
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    const stored = await savePendingSecret(trx, user.id, sealSecret(deps.keys.twoFactor.secret, secret, user.id), now);
    if (!stored) throw new AppError(409, alreadyEnabledMessage);
    await recordAudit(trx, actor, {
      action: twoFactorActions.setupStarted,
      severity: 'info',
      category: 'authentication',
      details: `${actor.name} started setting up two-factor authentication`,
      resource: 'account',
      at: now,
    });
  });
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
};

/**
 * From the settings, the password comes first: a stolen session alone cannot put an authenticator of its own on the
 * account. Confirming needs a code of the secret answered here, so it asks for no password again.
 */
export const startSetupFromSettings = async (
  deps: AppDeps,
  actor: MemberActor,
  account: UserWithCompany,
  currentPassword: string,
): Promise<TwoFactorSetup> => {
  const doing = 'setting up two-factor authentication';
  await confirmCurrentPassword(deps, actor, account.password_hash, currentPassword, doing);
  return startSetup(deps, actor, account);
};
