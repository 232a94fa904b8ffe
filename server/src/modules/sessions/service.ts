import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import type { ActiveSession } from '@/contracts/sessions';
import { listLiveSessions } from './listing';
import { revokeOwnSession, revokeUserSessions } from './repository';

export const sessionActions = {
  revoked: 'Session Signed Out',
  othersRevoked: 'Other Sessions Signed Out',
} as const;

export const sessionNotFoundMessage = 'Session not found';

type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const audit = (trx: AuditedTransaction, actor: MemberActor, action: string, details: string, at: string) =>
  recordAudit(trx, actor, { action, details, severity: 'info', category: 'authentication', resource: 'account', at });

export const activeSessions = (deps: SessionDeps, actor: MemberActor): Promise<ActiveSession[]> =>
  listLiveSessions(deps.db, actor.userId, actor.sessionId, deps.clock(), deps.config.sessionIdleTimeoutSeconds);

/** Ends one of the member's own sessions; anyone else's, or one already ended, is a 404. */
export const signOutSession = async (deps: SessionDeps, actor: MemberActor, sessionId: string): Promise<void> => {
  const now = isoNow(deps.clock);
  const revoked = await deps.db.transaction().execute(async (trx) => {
    if (!(await revokeOwnSession(trx, sessionId, actor.userId, now))) return false;
    const which = sessionId === actor.sessionId ? 'this session' : 'another of their sessions';
    await audit(trx, actor, sessionActions.revoked, `${actor.name} signed out ${which}`, now);
    return true;
  });
  if (!revoked) throw new AppError(404, sessionNotFoundMessage);
};

/** Ends every session of the member but the one this request came with; returns how many ended. */
export const signOutOtherSessions = async (deps: SessionDeps, actor: MemberActor): Promise<number> => {
  const now = isoNow(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    const revoked = await revokeUserSessions(trx, actor.userId, actor.sessionId, now);
    const details = `${actor.name} signed out everywhere else (${revoked} ${revoked === 1 ? 'session' : 'sessions'})`;
    await audit(trx, actor, sessionActions.othersRevoked, details, now);
    return revoked;
  });
};
