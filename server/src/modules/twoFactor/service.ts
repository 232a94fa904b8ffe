import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { Principal } from '../auth';
import type { ClientInfo } from '../../core/actor';
import { revokeUserSessions } from '../sessions';
import type { UserWithCompany } from '../users';
import { auditTwoFactor, twoFactorActions, type TwoFactorEvent } from './audit';
import type { AppDeps } from '../../core/appDeps';
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

export const twoFactorStatus = async (deps: AppDeps, user: UserWithCompany): Promise<TwoFactorStatus> => {
  const [credential, requiredAt] = await Promise.all([
    findCredential(deps.db, user.id),
    findOrganizationRequirement(deps.db, user.organization_id),
  ]);
  const enabledAt = credential?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? (await unusedRecoveryCodes(deps.db, user.id)).length : 0,
    organizationRequired: requiredAt !== null,
  };
};

const newRecoveryCodes = (deps: AppDeps) => {
  const codes = generateRecoveryCodes();
  return { codes, hashes: codes.map((code) => hashRecoveryCode(deps.keys.twoFactor.recoveryCodes, code)) };
};

const enabledCredential = async (deps: AppDeps, user: UserWithCompany) => {
  const credential = await findCredential(deps.db, user.id);
  if (!credential?.enabled_at) throw new AppError(409, notEnabledMessage);
  return credential;
};

/** The change and its audit row in one transaction, after the proof is spent (a replayed proof changes nothing). */
const commitWithProof = (
  deps: AppDeps,
  user: UserWithCompany,
  client: ClientInfo,
  proof: Proof,
  change: (trx: AppDeps['db'], now: string) => Promise<TwoFactorEvent>,
) => {
  const now = isoNow(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await spendProof(trx, user.id, proof, now))) throw new AppError(400, incorrectCodeMessage);
    await auditTwoFactor(trx, user, client, await change(trx, now), now);
  });
};

/** The first code from the app proves the scan: two-factor goes on and every other session of the member ends. */
export const confirmSetup = async (
  deps: AppDeps,
  principal: Principal,
  user: UserWithCompany,
  code: string,
  client: ClientInfo,
): Promise<string[]> => {
  const credential = await findCredential(deps.db, user.id);
  if (!credential || credential.enabled_at) throw new AppError(409, noPendingSetupMessage);
  const proof = await checkCodeWithinLimit(deps, user, client, 'setting up two-factor authentication', () =>
    matchAuthenticatorCode(deps, credential, user.id, code),
  );
  if (proof?.kind !== 'totp') throw new AppError(400, incorrectCodeMessage);
  const { codes, hashes } = newRecoveryCodes(deps);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
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
  await queueTwoFactorEmail(deps, user, 'enabled', client);
  return codes;
};

type PasswordAndCode = { currentPassword: string; code: string };

/** Needs the password and a code (or a recovery code); every other session of the member ends. */
export const disableTwoFactor = async (
  deps: AppDeps,
  principal: Principal,
  user: UserWithCompany,
  { currentPassword, code }: PasswordAndCode,
  client: ClientInfo,
): Promise<void> => {
  const credential = await enabledCredential(deps, user);
  const doing = 'turning off two-factor authentication';
  await confirmCurrentPassword(deps, user, currentPassword, client, doing);
  const proof = await checkCodeWithinLimit(deps, user, client, doing, () =>
    matchSecondFactor(deps, credential, user.id, code),
  );
  if (!proof) throw new AppError(400, incorrectCodeMessage);
  await commitWithProof(deps, user, client, proof, async (trx, now) => {
    await deleteTwoFactor(trx, user.id);
    await revokeUserSessions(trx, user.id, principal.sessionId, now);
    return {
      action: twoFactorActions.disabled,
      severity: 'warning',
      details: `${user.name} turned off two-factor authentication; other sessions were signed out`,
    };
  });
  await queueTwoFactorEmail(deps, user, 'disabled', client);
};

/** The password and a code (or a recovery code) replace every recovery code with a new set, shown once. */
export const regenerateRecoveryCodes = async (
  deps: AppDeps,
  user: UserWithCompany,
  { currentPassword, code }: PasswordAndCode,
  client: ClientInfo,
): Promise<string[]> => {
  const credential = await enabledCredential(deps, user);
  const doing = 'regenerating recovery codes';
  await confirmCurrentPassword(deps, user, currentPassword, client, doing);
  const proof = await checkCodeWithinLimit(deps, user, client, doing, () =>
    matchSecondFactor(deps, credential, user.id, code),
  );
  if (!proof) throw new AppError(400, incorrectCodeMessage);
  const { codes, hashes } = newRecoveryCodes(deps);
  await commitWithProof(deps, user, client, proof, async (trx, now) => {
    await replaceRecoveryCodes(trx, user.id, hashes, now);
    return {
      action: twoFactorActions.recoveryCodesRegenerated,
      severity: 'info',
      details: `${user.name} made a new set of recovery codes; the earlier ones no longer work`,
    };
  });
  await queueTwoFactorEmail(deps, user, 'recoveryCodesRegenerated', client);
  return codes;
};
