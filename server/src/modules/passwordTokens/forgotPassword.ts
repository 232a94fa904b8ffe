import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { passwordResetEmail } from '../../mail/setPasswordEmail';
import type { MailDeps } from '../../core/appDeps';
import type { ClientInfo } from '../../core/actor';
import { findUserByEmail } from '../users';
import { issuePasswordToken } from './service';
import { setPasswordLink } from './tokens';

export const forgotPasswordMessage =
  "If an account exists for that address, we've emailed a link to reset the password.";

/**
 * Emails a reset link when the address has an active account: a pending member accepts their invitation instead, and
 * a deactivated or removed one gets nothing. The password stays usable until the link is used.
 */
const sendResetLink = async (
  db: Db,
  clock: Clock,
  mail: MailDeps,
  email: string,
  client: ClientInfo,
): Promise<void> => {
  const user = await findUserByEmail(db, email);
  if (user?.status !== 'active') return;
  const token = await db.transaction().execute((trx) => issuePasswordToken(trx, clock, user, 'reset', client.ip));
  const message = passwordResetEmail({
    name: user.name,
    email: user.email,
    company: user.company,
    link: setPasswordLink(mail.appUrl, token),
  });
  await mail.mailer.send(message);
};

/**
 * Starts the lookup and the email after the answer is decided, so a known and an unknown address answer alike and
 * in the same time; a failure is logged, never told to the caller.
 */
export const requestPasswordReset = (
  db: Db,
  clock: Clock,
  mail: MailDeps,
  email: string,
  client: ClientInfo,
  log: FastifyBaseLogger,
): void => {
  setImmediate(() => {
    sendResetLink(db, clock, mail, email, client).catch((error: unknown) =>
      log.error({ err: error }, 'Password reset request failed'),
    );
  });
};
