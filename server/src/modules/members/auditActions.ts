import type { AuditCategory, AuditSeverity } from '@/contracts/enums';
import { auditActions, type AuditedTransaction, recordAudit } from '../auditLogs';
import type { Actor } from './actor';

export const memberActions = {
  invited: auditActions.userInvited,
  invitationResent: 'Invitation Resent',
  invitationRevoked: 'Invitation Revoked',
  invitationAccepted: 'Invitation Accepted',
  roleChanged: 'User Role Changed',
  deactivated: 'User Deactivated',
  reactivated: 'User Reactivated',
  removed: 'User Removed',
  exported: 'User List Exported',
  accessReviewed: 'Access Review Run',
} as const;

type MemberChange = {
  action: (typeof memberActions)[keyof typeof memberActions];
  severity: AuditSeverity;
  details: string;
  /** The member the change is about; the actor is who made it. */
  subjectId?: string;
  category?: AuditCategory;
};

/** One audit row for an access-management change, in the transaction that makes it. */
export const recordMemberChange = (
  trx: AuditedTransaction,
  actor: Actor,
  change: MemberChange,
  now: string,
): Promise<void> =>
  recordAudit(
    trx,
    {
      organizationId: actor.organizationId,
      userId: actor.userId,
      userLabel: actor.name,
      action: change.action,
      severity: change.severity,
      category: change.category ?? 'system',
      details: change.details,
      resource: change.subjectId ? `user:${change.subjectId}` : 'users',
      ipAddress: actor.ip,
    },
    now,
  );
