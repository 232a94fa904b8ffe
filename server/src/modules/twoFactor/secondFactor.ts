import type { Db } from '../../db/database';
import type { TwoFactorCredentialsTable } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { twoFactorActions } from './auditActions';
import type { AppDeps } from '../../core/appDeps';
import { looksLikeRecoveryCode, recoveryCodeMatches } from './recoveryCodes';
import { spendRecoveryCode, spendTimeStep, unusedRecoveryCodes } from './repository';
import { openSecret } from '../../lib/secretBox';
import { matchTotp } from './totp';

export const tooManyCodesMessage = 'Too many incorrect codes. Please try again later.';

/** What a correct code proved: the authenticator's code of a time step, or one recovery code. */
export type Proof = { kind: 'totp'; step: number } | { kind: 'recovery'; id: string };

type Credential = Pick<TwoFactorCredentialsTable, 'secret_ciphertext' | 'last_used_step'>;

export const readSecret = (deps: AppDeps, credential: Credential, userId: string): string =>
  openSecret(deps.keys.twoFactor.secret, credential.secret_ciphertext, userId);

export const matchAuthenticatorCode = async (
  deps: AppDeps,
  credential: Credential,
  userId: string,
  code: string,
): Promise<Proof | null> => {
  const step = await matchTotp(readSecret(deps, credential, userId), code, deps.clock(), credential.last_used_step);
  return step === null ? null : { kind: 'totp', step };
};

/** The app's 6-digit code (not one already used) or an unused recovery code, told apart by their shape. */
export const matchSecondFactor = async (
  deps: AppDeps,
  credential: Credential,
  userId: string,
  code: string,
): Promise<Proof | null> => {
  if (/^\d{6}$/.test(code)) return matchAuthenticatorCode(deps, credential, userId, code);
  if (!looksLikeRecoveryCode(code)) return null;
  const stored = await unusedRecoveryCodes(deps.db, userId);
  const found = stored.find((row) => recoveryCodeMatches(deps.keys.twoFactor.recoveryCodes, code, row.code_hash));
  return found ? { kind: 'recovery', id: found.id } : null;
};

/** Inside the change's transaction: false when a concurrent request spent the same step or recovery code first. */
export const spendProof = (trx: Db, userId: string, proof: Proof, now: string): Promise<boolean> =>
  proof.kind === 'totp' ? spendTimeStep(trx, userId, proof.step, now) : spendRecoveryCode(trx, proof.id, now);

/**
 * Runs one code check against the member's limit: counted before the check, so parallel guesses cannot pass it, and
 * given back when the code was right. A wrong code is audited (`doing` says what the member was doing) and answers null.
 */
export const checkCodeWithinLimit = async <Result>(
  deps: AppDeps,
  actor: Actor,
  userId: string,
  doing: string,
  check: () => Promise<Result | null>,
): Promise<Result | null> => {
  const key = `two-factor:user:${userId}`;
  await enforceLimit(deps.rateLimiter, key, deps.limits.twoFactor.perUser, tooManyCodesMessage);
  const result = await check();
  if (result === null) {
    await deps.db.transaction().execute((trx) =>
      recordAudit(trx, actor, {
        action: twoFactorActions.codeRejected,
        severity: 'warning',
        category: 'authentication',
        details: `${actor.name} entered an incorrect code while ${doing}`,
        resource: 'account',
        at: isoNow(deps.clock),
      }),
    );
    return null;
  }
  await deps.rateLimiter.release(key);
  return result;
};
