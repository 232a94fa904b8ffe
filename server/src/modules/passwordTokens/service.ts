import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { addSeconds, type Clock, isoNow } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { type AuditedTransaction, recordAudit } from '../auditLogs/service';
import type { ClientInfo } from '../../core/actor';
import { memberActions } from '../members/audit';
import { activateIfPending } from '../members/repository';
import { notifyInvitationAccepted } from '../notifications/memberAlerts';
import { revokeUserSessions } from '../sessions/repository';
import { updateUser } from '../users/repository';
import {
  findPasswordToken,
  insertPasswordToken,
  markPasswordTokenUsed,
  retireUnusedPasswordTokens,
  type TokenPurpose,
} from './repository';
import { generatePasswordToken, hashPasswordToken, invalidLinkMessage, passwordTokenLifetimeSeconds } from './tokens';

export const passwordTokenActions = {
  issued: 'Set-Password Link Issued',
  used: 'Password Set From Link',
  expired: 'Expired Set-Password Link Used',
} as const;

type TokenHolder = { id: string; organization_id: string; name: string; email: string };

/** Issues a one-time link token for the user inside the caller's transaction; answers the raw token (never stored). */
export const issuePasswordToken = async (
  trx: AuditedTransaction,
  clock: Clock,
  user: TokenHolder,
  purpose: TokenPurpose,
  ipAddress: string | null = null,
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
    {
      organizationId: user.organization_id,
      userId: user.id,
      userLabel: user.name,
      action: passwordTokenActions.issued,
      severity: 'info',
      category: 'authentication',
      details: `A set-password link (${purpose}) was sent to ${user.email}; it expires in 48 hours`,
      resource: 'account',
      ipAddress,
    },
    now.toISOString(),
  );
  return token;
};

const invalidLink = () => new AppError(400, invalidLinkMessage);

/** The token's holder while it is usable; an expired token is audited before it is refused. */
const usableToken = async (db: Db, clock: Clock, token: string, client: ClientInfo) => {
  const row = await findPasswordToken(db, hashPasswordToken(token));
  if (!row || row.usedAt !== null) throw invalidLink();
  const now = isoNow(clock);
  if (row.expiresAt <= now) {
    await db.transaction().execute((trx) =>
      recordAudit(
        trx,
        {
          organizationId: row.organizationId,
          userId: row.userId,
          userLabel: row.name,
          action: passwordTokenActions.expired,
          severity: 'warning',
          category: 'authentication',
          details: `An expired set-password link of ${row.email} was used`,
          resource: 'account',
          ipAddress: client.ip,
        },
        now,
      ),
    );
    throw invalidLink();
  }
  return row;
};

type TokenRow = { userId: string; organizationId: string; name: string; email: string };

/** The invited member's first password: the invitation is accepted and the member active. */
const recordInvitationAccepted = (trx: AuditedTransaction, row: TokenRow, client: ClientInfo, now: string) =>
  recordAudit(
    trx,
    {
      organizationId: row.organizationId,
      userId: row.userId,
      userLabel: row.name,
      action: memberActions.invitationAccepted,
      severity: 'success',
      category: 'system',
      details: `${row.name} (${row.email}) accepted the invitation: pending → active`,
      resource: `user:${row.userId}`,
      ipAddress: client.ip,
    },
    now,
  );

export const verifyPasswordToken = async (db: Db, clock: Clock, token: string, client: ClientInfo) => {
  const { email, name } = await usableToken(db, clock, token, client);
  return { email, name };
};

/** Sets the password (argon2id), spends the token and signs the user out everywhere, in one transaction. */
export const setPasswordWithToken = async (
  db: Db,
  clock: Clock,
  token: string,
  password: string,
  client: ClientInfo,
): Promise<void> => {
  const row = await usableToken(db, clock, token, client);
  const passwordHash = await hashPassword(password);
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    if (!(await markPasswordTokenUsed(trx, row.id, now))) throw invalidLink();
    await updateUser(trx, row.userId, row.organizationId, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, row.userId, null, now);
    if (await activateIfPending(trx, row.userId, now)) {
      await recordInvitationAccepted(trx, row, client, now);
      await notifyInvitationAccepted(trx, row, now);
    }
    await recordAudit(
      trx,
      {
        organizationId: row.organizationId,
        userId: row.userId,
        userLabel: row.name,
        action: passwordTokenActions.used,
        severity: 'success',
        category: 'authentication',
        details: `${row.name} set a password from a one-time link`,
        resource: 'account',
        ipAddress: client.ip,
      },
      now,
    );
  });
};
