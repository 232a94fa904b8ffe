import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import { type ClientInfo, memberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { issueSession, recordSignIn, toSessionUser } from '../sessions';
import { twoFactorActions } from './auditActions';
import { challengeMaxAttempts, openChallenge, signInExpired, type OpenChallenge } from './challenges';
import type { AppDeps } from '../../core/appDeps';
import { generateRecoveryCodes, hashRecoveryCode } from './recoveryCodes';
import {
  enableCredential,
  findCredential,
  replaceRecoveryCodes,
  reserveChallengeAttempt,
  spendChallenge,
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
import { noPendingSetupMessage, startSetup } from './setup';
import type { SessionUser } from '@/contracts/auth';
import type { TwoFactorSetup } from '@/contracts/twoFactor';
import { invalidCodeMessage } from '@/contracts/twoFactorMessages';

const invalidCode = () => new AppError(401, invalidCodeMessage);

/** One code attempt of the challenge: counted against the challenge and the member before the code is checked. */
const attemptWithChallenge = async <Result>(
  deps: AppDeps,
  { id, user }: OpenChallenge,
  client: ClientInfo,
  check: () => Promise<Result | null>,
) => {
  if (!(await reserveChallengeAttempt(deps.db, id, isoNow(deps.clock), challengeMaxAttempts))) throw signInExpired();
  return checkCodeWithinLimit(deps, memberActor(user, client), user.id, 'signing in', check);
};

const describeProof = async (deps: AppDeps, userId: string, proof: Proof) => {
  if (proof.kind === 'totp') return 'an authenticator code';
  const left = (await unusedRecoveryCodes(deps.db, userId)).length - 1;
  return `a recovery code (${left} left)`;
};

/** The second step of sign-in: the challenge and a code (the app's or a recovery code) give the session. */
export const completeSignIn = async (
  deps: AppDeps,
  token: string,
  code: string,
  client: ClientInfo,
): Promise<{ token: string; user: SessionUser }> => {
  const challenge = await openChallenge(deps, token, 'verify');
  const { user } = challenge;
  const credential = await findCredential(deps.db, user.id);
  const proof = await attemptWithChallenge(deps, challenge, client, async () =>
    credential?.enabled_at ? matchSecondFactor(deps, credential, user.id, code) : null,
  );
  if (!proof) throw invalidCode();
  const how = await describeProof(deps, user.id, proof);
  const now = isoNow(deps.clock);
  const sessionToken = await deps.db.transaction().execute(async (trx) => {
    if (!(await spendChallenge(trx, challenge.id, now))) throw signInExpired();
    if (!(await spendProof(trx, user.id, proof, now))) throw invalidCode();
    const issued = await issueSession(deps, trx, user, client);
    await recordSignIn(trx, user, client, now, how);
    return issued;
  });
  return { token: sessionToken, user: toSessionUser(user) };
};

/** Enrolment the organisation requires, before any session: the secret to scan, for this challenge's member. */
export const startSetupAtSignIn = async (deps: AppDeps, token: string, client: ClientInfo): Promise<TwoFactorSetup> => {
  const { user } = await openChallenge(deps, token, 'enrol');
  return startSetup(deps, memberActor(user, client), user);
};

/** The first code proves the scan: two-factor goes on, the recovery codes are made and the session is issued. */
export const confirmSetupAtSignIn = async (
  deps: AppDeps,
  token: string,
  code: string,
  client: ClientInfo,
): Promise<{ token: string; recoveryCodes: string[] }> => {
  const challenge = await openChallenge(deps, token, 'enrol');
  const { user } = challenge;
  const credential = await findCredential(deps.db, user.id);
  if (!credential || credential.enabled_at) throw new AppError(409, noPendingSetupMessage);
  const proof = await attemptWithChallenge(deps, challenge, client, () =>
    matchAuthenticatorCode(deps, credential, user.id, code),
  );
  if (proof?.kind !== 'totp') throw invalidCode();
  const recoveryCodes = generateRecoveryCodes();
  const hashes = recoveryCodes.map((recoveryCode) => hashRecoveryCode(deps.keys.twoFactor.recoveryCodes, recoveryCode));
  const now = isoNow(deps.clock);
  const sessionToken = await deps.db.transaction().execute(async (trx) => {
    if (!(await spendChallenge(trx, challenge.id, now))) throw signInExpired();
    if (!(await enableCredential(trx, user.id, proof.step, now))) throw new AppError(409, noPendingSetupMessage);
    await replaceRecoveryCodes(trx, user.id, hashes, now);
    const issued = await issueSession(deps, trx, user, client);
    await recordAudit(trx, memberActor(user, client), {
      action: twoFactorActions.enabled,
      severity: 'success',
      category: 'authentication',
      details: `${user.name} turned on two-factor authentication at sign-in, as the organisation requires`,
      resource: 'account',
      at: now,
    });
    await recordSignIn(trx, user, client, now, 'an authenticator code');
    return issued;
  });
  await queueTwoFactorEmail(deps, { userId: user.id, organizationId: user.organization_id }, 'enabled', client);
  return { token: sessionToken, recoveryCodes };
};
