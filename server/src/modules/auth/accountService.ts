import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/appError';
import { isoNow } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { notAuthorized } from '../../lib/tokens';
import { auditActions, recordAudit, type AuditEntry } from '../auditLogs/service';
import { revokeSession, revokeUserSessions } from '../sessions/repository';
import {
  findUserByEmail,
  findUserInOrganization,
  updateUser,
  type UserPatch,
  type UserWithCompany,
} from '../users/repository';
import type { AuthContext, ClientInfo, Principal } from './context';
import { emailTakenMessage } from './registerService';
import type { SessionUser, UpdateDetailsBody, UpdatePasswordBody } from './schemas';
import { toSessionUser } from './sessionIssuer';

const loadUser = async (ctx: AuthContext, principal: Principal): Promise<UserWithCompany> => {
  const user = await findUserInOrganization(ctx.db, principal.id, principal.organizationId);
  if (!user) throw notAuthorized();
  return user;
};

type AccountEvent = Pick<AuditEntry, 'action' | 'severity' | 'category' | 'details'>;

const audit = (ctx: AuthContext, user: UserWithCompany, client: ClientInfo, event: AccountEvent) =>
  recordAudit(
    ctx.db,
    {
      ...event,
      organizationId: user.organization_id,
      userId: user.id,
      userLabel: user.name,
      resource: 'account',
      ipAddress: client.ip,
    },
    isoNow(ctx.clock),
  );

export const logout = async (ctx: AuthContext, principal: Principal, client: ClientInfo): Promise<void> => {
  const user = await loadUser(ctx, principal);
  await revokeSession(ctx.db, principal.sessionId, isoNow(ctx.clock));
  await audit(ctx, user, client, {
    action: auditActions.logout,
    severity: 'info',
    category: 'authentication',
    details: `${user.name} signed out`,
  });
};

export const updateDetails = async (
  ctx: AuthContext,
  principal: Principal,
  body: UpdateDetailsBody,
  client: ClientInfo,
): Promise<SessionUser> => {
  const user = await loadUser(ctx, principal);
  const patch: UserPatch = {};
  if (body.name !== undefined && body.name !== user.name) patch.name = body.name;
  if (body.jobTitle !== undefined && body.jobTitle !== user.job_title) patch.job_title = body.jobTitle;
  if (body.email !== undefined && body.email !== user.email) {
    if (await findUserByEmail(ctx.db, body.email)) throw new AppError(409, emailTakenMessage);
    patch.email = body.email;
  }
  const changed = Object.keys(patch).map((field) => (field === 'job_title' ? 'job title' : field));
  if (changed.length === 0) return toSessionUser(user);

  try {
    await updateUser(ctx.db, user.id, user.organization_id, patch, isoNow(ctx.clock));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, emailTakenMessage);
    throw error;
  }
  const updated = { ...user, ...patch };
  await audit(ctx, updated, client, {
    action: auditActions.profileUpdated,
    severity: 'info',
    category: patch.email ? 'authentication' : 'data',
    details: `${updated.name} updated their ${changed.join(', ')}`,
  });
  return toSessionUser(updated);
};

/** Checks the current password, stores the new hash and signs out every other session. */
export const updatePassword = async (
  ctx: AuthContext,
  principal: Principal,
  body: UpdatePasswordBody,
  client: ClientInfo,
): Promise<void> => {
  const user = await loadUser(ctx, principal);
  if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
    throw new AppError(400, 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(body.newPassword);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, user.organization_id, { password_hash: passwordHash }, now);
    await revokeUserSessions(trx, user.id, principal.sessionId, now);
  });
  await audit(ctx, user, client, {
    action: auditActions.passwordChanged,
    severity: 'success',
    category: 'authentication',
    details: `${user.name} changed their password; other sessions were signed out`,
  });
};
