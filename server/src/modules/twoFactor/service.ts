import { AppError } from '../../lib/appError';
import { isoNow } from '../../lib/clock';
import type { ClientInfo, Principal } from '../auth/context';
import { revokeUserSessions } from '../sessions/repository';
import type { UserWithCompany } from '../users/repository';
import { auditTwoFactor, twoFactorActions, type TwoFactorEvent } from './audit';
import type { TwoFactorContext } from './context';
import { confirmCurrentPassword } from './currentPassword';
import { generateRecoveryCodes, hashRecoveryCode } from './recoveryCodes';
import {
  deleteTwoFactor,
  enableCredential,
  findCredential,
  findOrganizationRequirement,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
} from './repository';
import {
  checkCodeWithinLimit,
  matchAuthenticatorCode,
  matchSecondFactor,
  type Proof,
  spendProof,
} from './secondFactor';
import { queueTwoFactorEmail } from './securityEmail';
import { noPendingSetupMessage } from './setup';
import type { TwoFactorStatus } from '@/contracts/twoFactor';

export const notEnabledMessage = 'Two-factor authentication is not on';
export const incorrectCodeMessage = 'The code is incorrect';

export const twoFactorStatus = async (ctx: TwoFactorContext, user: UserWithCompany): Promise<TwoFactorStatus> => {
  const [credential, requiredAt] = await Promise.all([
    findCredential(ctx.db, user.id),
    findOrganizationRequirement(ctx.db, user.organization_id),
  ]);
  const enabledAt = credential?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? (await unusedRecoveryCodes(ctx.db, user.id)).length : 0,
    organizationRequired: requiredAt !== null,
  };
};

const newRecoveryCodes = (ctx: TwoFactorContext) => {
  const codes = generateRecoveryCodes();
  return { codes, hashes: codes.map((code) => hashRecoveryCode(ctx.keys.recoveryCodes, code)) };
};

const enabledCredential = async (ctx: TwoFactorContext, user: UserWithCompany) => {
  const credential = await findCredential(ctx.db, user.id);
  if (!credential?.enabled_at) throw new AppError(409, notEnabledMessage);
  return credential;
};

/** The change and its audit row in one transaction, after the proof is spent (a replayed proof changes nothing). */
const commitWithProof = (
  ctx: TwoFactorContext,
  user: UserWithCompany,
  client: ClientInfo,
  proof: Proof,
  change: (trx: TwoFactorContext['db'], now: string) => Promise<TwoFactorEvent>,
) => {
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await spendProof(trx, user.id, proof, now))) throw new AppError(400, incorrectCodeMessage);
    await auditTwoFactor(trx, user, client, await change(trx, now), now);
  });
};

/** The first code from the app proves the scan: two-factor goes on and every other session of the member ends. */
export const confirmSetup = async (
  ctx: TwoFactorContext,
  principal: Principal,
  user: UserWithCompany,
  code: string,
  client: ClientInfo,
): Promise<string[]> => {
  const credential = await findCredential(ctx.db, user.id);
  if (!credential || credential.enabled_at) throw new AppError(409, noPendingSetupMessage);
  const proof = await checkCodeWithinLimit(ctx, user, client, 'setting up two-factor authentication', () =>
    matchAuthenticatorCode(ctx, credential, user.id, code),
  );
  if (proof?.kind !== 'totp') throw new AppError(400, incorrectCodeMessage);
  const { codes, hashes } = newRecoveryCodes(ctx);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await enableCredential(trx, user.id, proof.step, now))) throw new AppError(409, noPendingSetupMessage);
    await replaceRecoveryCodes(trx, user.id, hashes, now);
    await revokeUserSessions(trx, user.id, principal.sessionId, now);
    const event = {
      action: twoFactorActions.enabled,
      severity: 'success' as const,
      details: `${user.name} turned on two-factor authentication; other sessions were signed out`,
    };
    await auditTwoFactor(trx, user, client, event, now);
  });
  await queueTwoFactorEmail(ctx, user, 'enabled', client);
  return codes;
};

type PasswordAndCode = { currentPassword: string; code: string };

/** Needs the password and a code (or a recovery code); every other session of the member ends. */
export const disableTwoFactor = async (
  ctx: TwoFactorContext,
  principal: Principal,
  user: UserWithCompany,
  { currentPassword, code }: PasswordAndCode,
  client: ClientInfo,
): Promise<void> => {
  const credential = await enabledCredential(ctx, user);
  const doing = 'turning off two-factor authentication';
  await confirmCurrentPassword(ctx, user, currentPassword, client, doing);
  const proof = await checkCodeWithinLimit(ctx, user, client, doing, () =>
    matchSecondFactor(ctx, credential, user.id, code),
  );
  if (!proof) throw new AppError(400, incorrectCodeMessage);
  await commitWithProof(ctx, user, client, proof, async (trx, now) => {
    await deleteTwoFactor(trx, user.id);
    await revokeUserSessions(trx, user.id, principal.sessionId, now);
    return {
      action: twoFactorActions.disabled,
      severity: 'warning',
      details: `${user.name} turned off two-factor authentication; other sessions were signed out`,
    };
  });
  await queueTwoFactorEmail(ctx, user, 'disabled', client);
};

/** The password and a code (or a recovery code) replace every recovery code with a new set, shown once. */
export const regenerateRecoveryCodes = async (
  ctx: TwoFactorContext,
  user: UserWithCompany,
  { currentPassword, code }: PasswordAndCode,
  client: ClientInfo,
): Promise<string[]> => {
  const credential = await enabledCredential(ctx, user);
  const doing = 'regenerating recovery codes';
  await confirmCurrentPassword(ctx, user, currentPassword, client, doing);
  const proof = await checkCodeWithinLimit(ctx, user, client, doing, () =>
    matchSecondFactor(ctx, credential, user.id, code),
  );
  if (!proof) throw new AppError(400, incorrectCodeMessage);
  const { codes, hashes } = newRecoveryCodes(ctx);
  await commitWithProof(ctx, user, client, proof, async (trx, now) => {
    await replaceRecoveryCodes(trx, user.id, hashes, now);
    return {
      action: twoFactorActions.recoveryCodesRegenerated,
      severity: 'info',
      details: `${user.name} made a new set of recovery codes; the earlier ones no longer work`,
    };
  });
  await queueTwoFactorEmail(ctx, user, 'recoveryCodesRegenerated', client);
  return codes;
};
