import type { Db } from '../../db/database';
import { addSeconds } from '../../lib/clock';
import type { UserWithCompany } from '../users/repository';
import { insertSession } from '../sessions/repository';
import type { AuthContext, ClientInfo } from './context';
import type { SessionUser } from '../../../../src/contracts/auth';

export const toSessionUser = (user: UserWithCompany): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  jobTitle: user.job_title,
  company: user.company,
  organizationId: user.organization_id,
  createdAt: user.created_at,
});

/** Stores a session row and returns a JWT bound to it, so the session can be revoked server-side. */
export const issueSession = async (
  ctx: AuthContext,
  db: Db,
  user: Pick<UserWithCompany, 'id' | 'organization_id'>,
  client: ClientInfo,
): Promise<string> => {
  const issuedAt = ctx.clock();
  const expiresAt = addSeconds(issuedAt, ctx.sessionTtlSeconds);
  const sessionId = await insertSession(db, {
    userId: user.id,
    createdAt: issuedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return ctx.tokens.sign({ userId: user.id, organizationId: user.organization_id, sessionId }, issuedAt, expiresAt);
};
