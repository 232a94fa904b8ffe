import type { MemberActor } from '../../core/actor';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import type { CommentVisibility } from '@/contracts/comments';
import { commentAuditActions } from './auditActions';
import type { ResolvedSubject } from './subjects';

type CommentAuditAction = (typeof commentAuditActions)[keyof typeof commentAuditActions];

const verbs: Record<CommentAuditAction, string> = {
  [commentAuditActions.posted]: 'commented on',
  [commentAuditActions.edited]: 'edited a comment on',
  [commentAuditActions.deleted]: 'deleted a comment on',
};

/**
 * "Priya Shah commented on control CC6.1 (internal)". Auditors read the audit trail, so it names the subject and the
 * visibility but never the comment's text: an internal comment's words stay with those who may read the thread.
 */
export const auditComment = (
  trx: AuditedTransaction,
  actor: MemberActor,
  comment: { id: string; visibility: CommentVisibility },
  subject: Pick<ResolvedSubject, 'label'>,
  action: CommentAuditAction,
  at: string,
) =>
  recordAudit(trx, actor, {
    action,
    severity: 'info',
    category: 'compliance',
    details: `${actor.name} ${verbs[action]} ${subject.label} (${comment.visibility})`,
    resource: `comment:${comment.id}`,
    at,
  });
