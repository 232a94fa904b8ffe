import { type AuditedTransaction, type AuditEntry, recordAudit } from '../auditLogs';
import type { ClientInfo } from '../../core/actor';

export type AccountEvent = Pick<AuditEntry, 'action' | 'severity' | 'category' | 'details'>;

type Member = { id: string; organization_id: string; name: string };

/** The one shape of an event on a member's own account (sign-out, password, sessions, two-factor): by them, on it. */
export const auditAccountEvent = (
  trx: AuditedTransaction,
  user: Member,
  client: ClientInfo,
  event: AccountEvent,
  now: string,
): Promise<void> =>
  recordAudit(
    trx,
    {
      ...event,
      organizationId: user.organization_id,
      userId: user.id,
      userLabel: user.name,
      resource: 'account',
      ipAddress: client.ip,
    },
    now,
  );
