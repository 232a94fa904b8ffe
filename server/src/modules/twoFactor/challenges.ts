import { AppError } from '../../core/appError';
import { addSeconds, type Clock } from '../../lib/clock';
import { type ClientInfo, memberActor } from '../../core/actor';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { generatePasswordToken, hashPasswordToken } from '../passwordTokens';
import { findUserInOrganization, type UserWithCompany } from '../users';
import { twoFactorActions } from './auditActions';
import type { Member } from './context';
import type { AppDeps } from '../../core/appDeps';
import { type ChallengePurpose, findChallenge, findSignInRequirement, insertChallenge } from './repository';
import type { TwoFactorChallenge, TwoFactorStep } from '@/contracts/twoFactor';
import { signInExpiredMessage } from '@/contracts/twoFactorMessages';
import type { Db } from '../../db/database';

/** Long enough to open the app (or, for enrolment, to install one); short enough that a stolen one is soon useless. */
export const challengeLifetimeSeconds: Record<ChallengePurpose, number> = { verify: 5 * 60, enrol: 15 * 60 };

/** Wrong codes one challenge takes before the password must be entered again. */
export const challengeMaxAttempts = 5;

export const signInExpired = () => new AppError(401, signInExpiredMessage);

/** After a correct password: the code of an enrolled member, enrolment where the organisation requires it, or none. */
export const secondFactorStep = async (db: Db, userId: string): Promise<TwoFactorStep | null> => {
  const requirement = await findSignInRequirement(db, userId);
  if (requirement?.enabledAt) return 'verify';
  if (requirement?.requiredAt) return 'enrol';
  return null;
};

const issuedDetails: Record<TwoFactorStep, (name: string) => string> = {
  verify: (name) => `${name} entered the correct password; the authenticator code is due`,
  enrol: (name) =>
    `${name} entered the correct password; the organisation requires two-factor, so setting it up is due`,
};

/**
 * A random token (32 bytes, base64url) of which only the sha256 is stored: it proves the password step, for this
 * step only, for minutes, and is not a session (no bearer route takes it). Issued in the caller's transaction.
 */
export const issueChallenge = async (
  trx: AuditedTransaction,
  clock: Clock,
  user: Member,
  step: TwoFactorStep,
  client: ClientInfo,
): Promise<TwoFactorChallenge> => {
  const challenge = generatePasswordToken();
  const now = clock();
  const expiresAt = addSeconds(now, challengeLifetimeSeconds[step]).toISOString();
  await insertChallenge(trx, {
    userId: user.id,
    tokenHash: hashPasswordToken(challenge),
    purpose: step,
    now: now.toISOString(),
    expiresAt,
  });
  await recordAudit(trx, memberActor(user, client), {
    action: twoFactorActions.challengeIssued,
    severity: 'info',
    category: 'authentication',
    details: issuedDetails[step](user.name),
    resource: 'account',
    at: now.toISOString(),
  });
  return { twoFactor: step, challenge, expiresAt };
};

export type OpenChallenge = { id: string; user: UserWithCompany };

/** The challenge and its member while it is usable for `purpose`; 401 (sign in again) otherwise. */
export const openChallenge = async (
  deps: AppDeps,
  token: string,
  purpose: ChallengePurpose,
): Promise<OpenChallenge> => {
  const row = await findChallenge(deps.db, hashPasswordToken(token));
  if (!row || row.purpose !== purpose || row.used_at !== null || row.expires_at <= deps.clock().toISOString()) {
    throw signInExpired();
  }
  const user = await findUserInOrganization(deps.db, row.user_id, row.organization_id);
  // Deactivated or removed after the password was checked: the challenge ends with the access.
  if (!user || user.status !== 'active') throw signInExpired();
  return { id: row.id, user };
};
