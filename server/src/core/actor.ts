import type { FastifyRequest } from 'fastify';
import type { Role } from '@/contracts/enums';
import { notAuthorized } from './tokens';

/**
 * Who does what a request or a job does: every lookup is bounded by the organisation, every permission check reads
 * the role, and the audit trail records the name, address and browser. A member signed in has a user id, a role and
 * a session; the system (a schedule, a sync) and a share link's visitor have neither.
 */
export type Actor = {
  userId: string | null;
  organizationId: string;
  role: Role | null;
  name: string;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
};

/** A signed-in member: what the access guard sets on the request. */
export type MemberActor = Actor & { userId: string; role: Role; sessionId: string };

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: MemberActor | null;
  }
}

export type ClientInfo = { ip: string; userAgent: string | null };

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** A member acting before a session exists (signing in, registering, setting a password from an email). */
export const memberActor = (
  member: { id: string; organization_id: string; name: string; role: Role },
  client: ClientInfo | null,
  sessionId: string | null = null,
): Actor => ({
  userId: member.id,
  organizationId: member.organization_id,
  role: member.role,
  name: member.name,
  sessionId,
  ip: client?.ip ?? null,
  userAgent: client?.userAgent ?? null,
});

/** Work nobody signed in does: a schedule, a sync, a share link opened, an operator's command. */
export const systemActor = (organizationId: string, name = 'System', client: ClientInfo | null = null): Actor => ({
  userId: null,
  organizationId,
  role: null,
  name,
  sessionId: null,
  ip: client?.ip ?? null,
  userAgent: client?.userAgent ?? null,
});

/** For handlers of permission routes (see plugins/access): the member the guard signed in. */
export const requireActor = (request: FastifyRequest): MemberActor => {
  if (!request.actor) throw notAuthorized();
  return request.actor;
};
