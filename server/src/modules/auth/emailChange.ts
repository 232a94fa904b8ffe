import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../core/appError';
import { addSeconds, type Clock, isoNow } from '../../lib/clock';
import { emailChanged, emailChangeRequested, verifyNewEmail } from '../../mail/emailChangeEmail';
import { type Actor, type ClientInfo, memberActor } from '../../core/actor';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import type { AppDeps, MailDeps } from '../../core/appDeps';
import {
  generatePasswordToken,
  hashPasswordToken,
  invalidLinkMessage,
  passwordTokenLifetimeSeconds,
} from '../passwordTokens';
import { findUserByEmail, updateUser } from '../users';
import { deleteEmailChange, findEmailChangeByToken, takeEmailChange, upsertEmailChange } from './emailChangeRepository';

export const emailChangeActions = {
  requested: 'Email Change Requested',
  changed: 'Email Changed',
} as const;

export const emailTakenAtVerificationMessage =
  'This email address now belongs to another account, so your email was not changed. Ask for the change again ' +
  'with another address.';

export const emailVerifiedMessage = (email: string) => `Your email is now ${email}. Sign in with it from now on.`;

export const verifyEmailLink = (appUrl: string, token: string): string =>
  `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;

type Member = { id: string; organization_id: string; name: string; email: string };

/**
 * Stores the change, audited, in the caller's transaction and answers the link's raw token (only its hash is kept).
 * Whether the address already has an account is not looked at here: every request is answered and emailed alike,
 * so the profile form tells nobody which addresses have accounts; confirming a taken one fails instead. The audit
 * row names the member, from the address `from` asked.
 */
export const stageEmailChange = async (
  trx: AuditedTransaction,
  clock: Clock,
  user: Member,
  newEmail: string,
  from: Pick<Actor, 'ip'>,
): Promise<string> => {
  const token = generatePasswordToken();
  const now = clock();
  await upsertEmailChange(trx, {
    userId: user.id,
    newEmail,
    tokenHash: hashPasswordToken(token),
    now: now.toISOString(),
    expiresAt: addSeconds(now, passwordTokenLifetimeSeconds).toISOString(),
  });
  const details = `${user.name} asked to change their email from ${user.email} to ${newEmail}; a confirmation link was sent to the new address`;
  await recordAudit(
    trx,
    { userId: user.id, organizationId: user.organization_id, name: user.name, ip: from.ip },
    {
      action: emailChangeActions.requested,
      severity: 'info',
      category: 'authentication',
      details,
      resource: 'account',
      at: now.toISOString(),
    },
  );
  return token;
};

/** After the change is stored: the link to the new address, and word of it to the current one. */
export const sendEmailChangeLinks = async (mail: MailDeps, user: Member, newEmail: string, token: string) => {
  const change = { name: user.name, oldEmail: user.email, newEmail };
  await mail.mailer.send(verifyNewEmail(change, verifyEmailLink(mail.appUrl, token)));
  await mail.mailer.send(emailChangeRequested(change));
};

const takenAddress = async (deps: AppDeps, tokenHash: string) => {
  await deleteEmailChange(deps.db, tokenHash);
  return new AppError(409, emailTakenAtVerificationMessage);
};

/** The link's one use: the account moves to the new address, audited, and the address it had is told. */
export const confirmEmailChange = async (deps: AppDeps, token: string, client: ClientInfo): Promise<string> => {
  const tokenHash = hashPasswordToken(token);
  const now = isoNow(deps.clock);
  const change = await findEmailChangeByToken(deps.db, tokenHash);
  if (!change || change.expiresAt <= now) throw new AppError(400, invalidLinkMessage);
  if (await findUserByEmail(deps.db, change.newEmail)) throw await takenAddress(deps, tokenHash);
  const member = { id: change.userId, organization_id: change.organizationId, name: change.name, role: change.role };
  const actor = memberActor(member, client);
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await takeEmailChange(trx, tokenHash, now))) throw new AppError(400, invalidLinkMessage);
      await updateUser(trx, change.userId, change.organizationId, { email: change.newEmail }, now);
      const details = `${change.name} confirmed their new email: ${change.email} -> ${change.newEmail}`;
      await recordAudit(trx, actor, {
        action: emailChangeActions.changed,
        severity: 'success',
        category: 'authentication',
        details,
        resource: 'account',
        at: now,
      });
    });
  } catch (error) {
    // Another account took the address between the look-up and the write: the unique index decides.
    if (isUniqueViolation(error)) throw await takenAddress(deps, tokenHash);
    throw error;
  }
  await deps.mail.mailer.send(emailChanged({ name: change.name, oldEmail: change.email, newEmail: change.newEmail }));
  return change.newEmail;
};
