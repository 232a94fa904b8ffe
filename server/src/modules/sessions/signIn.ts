import type { Db } from '../../db/database';
import { addSeconds } from '../../lib/clock';
import { memberActor, type ClientInfo } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { auditActions } from '../auditLogs';
import { notifyIfNewDevice } from '../notifications';
import { recordLastSignIn, type UserWithCompany } from '../users';
import type { SessionUser } from '@/contracts/auth';
import { DEFAULT_TIMEZONE } from '@/contracts/settingsOptions';
import { insertSession } from './repository';

export const toSessionUser = (user: UserWithCompany): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  jobTitle: user.job_title,
  phone: user.phone,
  timezone: user.timezone ?? DEFAULT_TIMEZONE,
  company: user.company,
  organizationId: user.organization_id,
  createdAt: user.created_at,
});

/**
 * Stores a session row and returns a JWT bound to it, so the session can be revoked server-side; a sign-in from a
 * browser and address the member never used before notifies them.
 */
export const issueSession = async (
  deps: Pick<AppDeps, 'clock' | 'config' | 'tokens'>,
  db: Db,
  user: Pick<UserWithCompany, 'id' | 'organization_id'>,
  client: ClientInfo,
): Promise<string> => {
  const issuedAt = deps.clock();
  const expiresAt = addSeconds(issuedAt, deps.config.jwtTtlSeconds);
  await notifyIfNewDevice(db, { id: user.id, organizationId: user.organization_id }, client, issuedAt.toISOString());
  const sessionId = await insertSession(db, {
    userId: user.id,
    createdAt: issuedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return deps.tokens.sign({ userId: user.id, organizationId: user.organization_id, sessionId }, issuedAt, expiresAt);
};

/**
 * The audit row of a successful sign-in and the member's last sign-in, written with its session; `how` names the
 * second factor if one was used.
 */
export const recordSignIn = async (
  trx: AuditedTransaction,
  user: UserWithCompany,
  client: ClientInfo,
  now: string,
  how?: string,
): Promise<void> => {
  await recordLastSignIn(trx, user.id, now);
  await recordAudit(trx, memberActor(user, client), {
    action: auditActions.login,
    severity: 'success',
    category: 'authentication',
    details: how ? `${user.name} signed in with ${how}` : `${user.name} signed in`,
    resource: 'auth',
    at: now,
  });
};
