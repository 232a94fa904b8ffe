import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { ClientInfo, MemberActor } from '../../core/actor';
import { type AuditEvent, recordAudit } from '../../core/auditTrail/recordAudit';
import { revokeUserSessions } from '../sessions';
import type { UserWithCompany } from '../users';
import { twoFactorActions } from './auditActions';
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

type TwoFactorEvent = Pick<AuditEvent, 'action' | 'severity' | 'details'>;

export const twoFactorStatus = async (deps: AppDeps, actor: MemberActor): Promise<TwoFactorStatus> => {
  const [credential, requiredAt] = await Promise.all([
    findCredential(deps.db, actor.userId),
    findOrganizationRequirement(deps.db, actor.organizationId),
  ]);
  const enabledAt = credential?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? (await unusedRecoveryCodes(deps.db, actor.userId)).length : 0,
    organizationRequired: requiredAt !== null,
  };
};

const newRecoveryCodes = (deps: AppDeps) => {
  const codes = generateRecoveryCodes();
  return { codes, hashes: codes.map((code) => hashRecoveryCode(deps.keys.twoFactor.recoveryCodes, code)) };
};

const enabledCredential = async (deps: AppDeps, actor: MemberActor) => {
  const credential = await findCredential(deps.db, actor.userId);
  if (!credential?.enabled_at) throw new AppError(409, notEnabledMessage);
  return credential;
};

/** The change and its audit row in one transaction, after the proof is spent (a replayed proof changes nothing). */
const commitWithProof = (
  deps: AppDeps,
  actor: MemberActor,
  proof: Proof,
  change: (trx: AppDeps['db'], now: string) => Promise<TwoFactorEvent>,
) => {
  const now = isoNow(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await spendProof(trx, actor.userId, proof, now))) throw new AppError(400, incorrectCodeMessage);
    const event = await change(trx, now);
    await recordAudit(trx, actor, { ...event, category: 'authentication', resource: 'account', at: now });
  });
};

/** The first code from the app proves the scan: two-factor goes on and every other session of the member ends. */
export const confirmSetup = async (
  deps: AppDeps,
  actor: MemberActor,
  code: string,
  client: ClientInfo,
): Promise<string[]> => {
  const credential = await findCredential(deps.db, actor.userId);
  if (!credential || credential.enabled_at) throw new AppError(409, noPendingSetupMessage);
  const proof = await checkCodeWithinLimit(deps, actor, actor.userId, 'setting up two-factor authentication', () =>
    matchAuthenticatorCode(deps, credential, actor.userId, code),
  );
  if (proof?.kind !== 'totp') throw new AppError(400, incorrectCodeMessage);
  const { codes, hashes } = newRecoveryCodes(deps);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await enableCredential(trx, actor.userId, proof.step, now))) {
      throw new AppError(409, noPendingSetupMessage);
    }
    await replaceRecoveryCodes(trx, actor.userId, hashes, now);
    await revokeUserSessions(trx, actor.userId, actor.sessionId, now);
    await recordAudit(trx, actor, {
      action: twoFactorActions.enabled,
      severity: 'success',
      category: 'authentication',
      details: `${actor.name} turned on two-factor authentication; other sessions were signed out`,
      resource: 'account',
      at: now,
    });
  });
  await queueTwoFactorEmail(deps, actor, 'enabled', client);
  return codes;
};

type PasswordAndCode = { currentPassword: string; code: string };

/** Needs the password and a code (or a recovery code); every other session of the member ends. */
export const disableTwoFactor = async (
  deps: AppDeps,
  actor: MemberActor,
  account: UserWithCompany,
  { currentPassword, code }: PasswordAndCode,
  client: ClientInfo,
): Promise<void> => {
  const credential = await enabledCredential(deps, actor);
  const doing = 'turning off two-factor authentication';
  await confirmCurrentPassword(deps, actor, account.password_hash, currentPassword, doing);
  const proof = await checkCodeWithinLimit(deps, actor, actor.userId, doing, () =>
    matchSecondFactor(deps, credential, actor.userId, code),
  );
  if (!proof) throw new AppError(400, incorrectCodeMessage);
  await commitWithProof(deps, actor, proof, async (trx, now) => {
    await deleteTwoFactor(trx, actor.userId);
    await revokeUserSessions(trx, actor.userId, actor.sessionId, now);
    return {
      action: twoFactorActions.disabled,
      severity: 'warning',
      details: `${actor.name} turned off two-factor authentication; other sessions were signed out`,
    };
  });
  await queueTwoFactorEmail(deps, actor, 'disabled', client);
};

/** The password and a code (or a recovery code) replace every recovery code with a new set, shown once. */
export const regenerateRecoveryCodes = async (
  deps: AppDeps,
  actor: MemberActor,
  account: UserWithCompany,
  { currentPassword, code }: PasswordAndCode,
  client: ClientInfo,
): Promise<string[]> => {
  const credential = await enabledCredential(deps, actor);
  const doing = 'regenerating recovery codes';
  await confirmCurrentPassword(deps, actor, account.password_hash, currentPassword, doing);
  const proof = await checkCodeWithinLimit(deps, actor, actor.userId, doing, () =>
    matchSecondFactor(deps, credential, actor.userId, code),
  );
  if (!proof) throw new AppError(400, incorrectCodeMessage);
  const { codes, hashes } = newRecoveryCodes(deps);
  await commitWithProof(deps, actor, proof, async (trx, now) => {
    await replaceRecoveryCodes(trx, actor.userId, hashes, now);
    return {
      action: twoFactorActions.recoveryCodesRegenerated,
      severity: 'info',
      details: `${actor.name} made a new set of recovery codes; the earlier ones no longer work`,
    };
  });
  await queueTwoFactorEmail(deps, actor, 'recoveryCodesRegenerated', client);
  return codes;
};
