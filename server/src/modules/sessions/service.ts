import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { AuditedTransaction } from '../auditLogs/service';
import { auditAccountEvent } from '../auth/accountAudit';
import type { Principal } from '../auth/context';
import type { AppDeps } from '../../core/appDeps';
import type { ClientInfo } from '../../core/actor';
import type { UserWithCompany } from '../users/repository';
import type { ActiveSession } from '@/contracts/sessions';
import { listLiveSessions } from './listing';
import { revokeOwnSession, revokeUserSessions } from './repository';

export const sessionActions = {
  revoked: 'Session Signed Out',
  othersRevoked: 'Other Sessions Signed Out',
} as const;

export const sessionNotFoundMessage = 'Session not found';

const audit = (
  trx: AuditedTransaction,
  user: UserWithCompany,
  client: ClientInfo,
  action: string,
  details: string,
  now: string,
) => auditAccountEvent(trx, user, client, { action, details, severity: 'info', category: 'authentication' }, now);

export const activeSessions = (deps: AppDeps, principal: Principal): Promise<ActiveSession[]> =>
  listLiveSessions(deps.db, principal.id, principal.sessionId, deps.clock(), deps.config.sessionIdleTimeoutSeconds);

/** Ends one of the member's own sessions; anyone else's, or one already ended, is a 404. */
export const signOutSession = async (
  deps: AppDeps,
  principal: Principal,
  user: UserWithCompany,
  sessionId: string,
  client: ClientInfo,
): Promise<void> => {
  const now = isoNow(deps.clock);
  const revoked = await deps.db.transaction().execute(async (trx) => {
    if (!(await revokeOwnSession(trx, sessionId, principal.id, now))) return false;
    const which = sessionId === principal.sessionId ? 'this session' : 'another of their sessions';
    await audit(trx, user, client, sessionActions.revoked, `${user.name} signed out ${which}`, now);
    return true;
  });
  if (!revoked) throw new AppError(404, sessionNotFoundMessage);
};

/** Ends every session of the member but the one this request came with; returns how many ended. */
export const signOutOtherSessions = async (
  deps: AppDeps,
  principal: Principal,
  user: UserWithCompany,
  client: ClientInfo,
): Promise<number> => {
  const now = isoNow(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    const revoked = await revokeUserSessions(trx, principal.id, principal.sessionId, now);
    const details = `${user.name} signed out everywhere else (${revoked} ${revoked === 1 ? 'session' : 'sessions'})`;
    await audit(trx, user, client, sessionActions.othersRevoked, details, now);
    return revoked;
  });
};
