import type { Db } from '../../db/database';
import type { TwoFactorCredentialsTable } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import type { ClientInfo } from '../auth/context';
import { enforceLimit } from '../rateLimits/enforce';
import { auditTwoFactor, twoFactorActions } from './audit';
import type { Member, TwoFactorContext } from './context';
import { looksLikeRecoveryCode, recoveryCodeMatches } from './recoveryCodes';
import { spendRecoveryCode, spendTimeStep, unusedRecoveryCodes } from './repository';
import { openSecret } from '../../lib/secretBox';
import { matchTotp } from './totp';

export const tooManyCodesMessage = 'Too many incorrect codes. Please try again later.';

/** What a correct code proved: the authenticator's code of a time step, or one recovery code. */
export type Proof = { kind: 'totp'; step: number } | { kind: 'recovery'; id: string };

type Credential = Pick<TwoFactorCredentialsTable, 'secret_ciphertext' | 'last_used_step'>;

export const readSecret = (ctx: TwoFactorContext, credential: Credential, userId: string): string =>
  openSecret(ctx.keys.secret, credential.secret_ciphertext, userId);

export const matchAuthenticatorCode = async (
  ctx: TwoFactorContext,
  credential: Credential,
  userId: string,
  code: string,
): Promise<Proof | null> => {
  const step = await matchTotp(readSecret(ctx, credential, userId), code, ctx.clock(), credential.last_used_step);
  return step === null ? null : { kind: 'totp', step };
};

/** The app's 6-digit code (not one already used) or an unused recovery code, told apart by their shape. */
export const matchSecondFactor = async (
  ctx: TwoFactorContext,
  credential: Credential,
  userId: string,
  code: string,
): Promise<Proof | null> => {
  if (/^\d{6}$/.test(code)) return matchAuthenticatorCode(ctx, credential, userId, code);
  if (!looksLikeRecoveryCode(code)) return null;
  const stored = await unusedRecoveryCodes(ctx.db, userId);
  const found = stored.find((row) => recoveryCodeMatches(ctx.keys.recoveryCodes, code, row.code_hash));
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
  ctx: TwoFactorContext,
  user: Member,
  client: ClientInfo,
  doing: string,
  check: () => Promise<Result | null>,
): Promise<Result | null> => {
  const key = `two-factor:user:${user.id}`;
  await enforceLimit(ctx.rateLimiter, key, ctx.rateLimits.twoFactor.perUser, tooManyCodesMessage);
  const result = await check();
  if (result === null) {
    const event = {
      action: twoFactorActions.codeRejected,
      severity: 'warning' as const,
      details: `${user.name} entered an incorrect code while ${doing}`,
    };
    await ctx.db.transaction().execute((trx) => auditTwoFactor(trx, user, client, event, isoNow(ctx.clock)));
    return null;
  }
  await ctx.rateLimiter.release(key);
  return result;
};
