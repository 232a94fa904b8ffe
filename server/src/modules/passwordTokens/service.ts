import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { addSeconds, type Clock, isoNow } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { type Actor, type ClientInfo, memberActor } from '../../core/actor';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { notifyInvitationAccepted } from '../notifications';
import { revokeUserSessions } from '../sessions';
import { activateIfPending, updateUser } from '../users';
import { passwordTokenActions } from './auditActions';
import {
  findPasswordToken,
  insertPasswordToken,
  markPasswordTokenUsed,
  retireUnusedPasswordTokens,
  type TokenPurpose,
} from './repository';
import { generatePasswordToken, hashPasswordToken, invalidLinkMessage, passwordTokenLifetimeSeconds } from './tokens';

type TokenHolder = { id: string; organization_id: string; name: string; email: string };

/**
 * Issues a one-time link token for the user inside the caller's transaction; answers the raw token (never stored).
 * The audit row names the holder, from the address that asked for the link if there was one.
 */
export const issuePasswordToken = async (
  trx: AuditedTransaction,
  clock: Clock,
  user: TokenHolder,
  purpose: TokenPurpose,
  ip: string | null = null,
): Promise<string> => {
  const token = generatePasswordToken();
  const now = clock();
  await retireUnusedPasswordTokens(trx, user.id, now.toISOString());
  await insertPasswordToken(trx, {
    userId: user.id,
    tokenHash: hashPasswordToken(token),
    purpose,
    now: now.toISOString(),
    expiresAt: addSeconds(now, passwordTokenLifetimeSeconds).toISOString(),
  });
  await recordAudit(
    trx,
    { userId: user.id, organizationId: user.organization_id, name: user.name, ip },
    {
      action: passwordTokenActions.issued,
      severity: 'info',
      category: 'authentication',
      details: `A set-password link (${purpose}) was sent to ${user.email}; it expires in 48 hours`,
      resource: 'account',
      at: now.toISOString(),
    },
  );
  return token;
};

const invalidLink = () => new AppError(400, invalidLinkMessage);

type TokenRow = NonNullable<Awaited<ReturnType<typeof findPasswordToken>>>;

const holderOf = (row: TokenRow, client: ClientInfo): Actor =>
  memberActor({ id: row.userId, organization_id: row.organizationId, name: row.name, role: row.role }, client);

/** The token's holder while it is usable; an expired token is audited before it is refused. */
const usableToken = async (db: Db, clock: Clock, token: string, client: ClientInfo) => {
  const row = await findPasswordToken(db, hashPasswordToken(token));
  if (!row || row.usedAt !== null) throw invalidLink();
  const now = isoNow(clock);
  if (row.expiresAt <= now) {
    await db.transaction().execute((trx) =>
      recordAudit(trx, holderOf(row, client), {
        action: passwordTokenActions.expired,
        severity: 'warning',
        category: 'authentication',
        details: `An expired set-password link of ${row.email} was used`,
        resource: 'account',
        at: now,
      }),
    );
    throw invalidLink();
  }
  return row;
};

export const verifyPasswordToken = async (db: Db, clock: Clock, token: string, client: ClientInfo) => {
  const { email, name } = await usableToken(db, clock, token, client);
  return { email, name };
};

/**
 * Sets the password (argon2id), spends the token and signs the user out everywhere, in one transaction; an invited
 * member's first password accepts the invitation and makes them active.
 */
export const setPasswordWithToken = async (
  db: Db,
  clock: Clock,
  token: string,
  password: string,
  client: ClientInfo,
): Promise<void> => {
  const row = await usableToken(db, clock, token, client);
  const actor = holderOf(row, client);
  const passwordHash = await hashPassword(password);
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    if (!(await markPasswordTokenUsed(trx, row.id, now))) throw invalidLink();
    await updateUser(trx, row.userId, row.organizationId, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, row.userId, null, now);
    if (await activateIfPending(trx, row.userId, now)) {
      await recordAudit(trx, actor, {
        action: passwordTokenActions.invitationAccepted,
        severity: 'success',
        category: 'system',
        details: `${row.name} (${row.email}) accepted the invitation: pending → active`,
        resource: `user:${row.userId}`,
        at: now,
      });
      await notifyInvitationAccepted(trx, row, now);
    }
    await recordAudit(trx, actor, {
      action: passwordTokenActions.used,
      severity: 'success',
      category: 'authentication',
      details: `${row.name} set a password from a one-time link`,
      resource: 'account',
      at: now,
    });
  });
};
