import { type AuditSeverity, type ControlStatus, type FrameworkId } from '@/contracts/enums';
import { type AuditedTransaction, recordAudit } from '../auditLogs/service';
import { type FrameworkEvaluation } from './evaluate';
import { statusForScore } from '@/contracts/score';

export const assessmentAuditActions = {
  started: 'Assessment Started',
  completed: 'Assessment Completed',
  failed: 'Assessment Failed',
} as const;

export type AssessmentActor = {
  organizationId: string;
  userId: string | null;
  userLabel: string;
  framework: FrameworkId;
  assessmentId: string;
};

const severityByStatus: Record<ControlStatus, AuditSeverity> = {
  passed: 'success',
  warning: 'warning',
  critical: 'critical',
};

const record = (
  trx: AuditedTransaction,
  actor: AssessmentActor,
  action: string,
  severity: AuditSeverity,
  details: string,
  now: string,
) =>
  recordAudit(
    trx,
    {
      organizationId: actor.organizationId,
      userId: actor.userId,
      userLabel: actor.userLabel,
      action,
      severity,
      category: 'compliance',
      details,
      resource: `assessment:${actor.assessmentId}`,
    },
    now,
  );

export const auditStarted = (trx: AuditedTransaction, actor: AssessmentActor, now: string) =>
  record(trx, actor, assessmentAuditActions.started, 'info', `${actor.framework} assessment started`, now);

export const auditCompleted = (
  trx: AuditedTransaction,
  actor: AssessmentActor,
  evaluation: FrameworkEvaluation,
  now: string,
) => {
  const count = (wanted: ControlStatus) => evaluation.results.filter((result) => result.status === wanted).length;
  const details =
    `${actor.framework} assessment completed with score ${evaluation.score}%: ` +
    `${count('passed')} passed, ${count('warning')} warning, ${count('critical')} critical`;
  return record(
    trx,
    actor,
    assessmentAuditActions.completed,
    severityByStatus[statusForScore(evaluation.score)],
    details,
    now,
  );
};

export const auditFailed = (trx: AuditedTransaction, actor: AssessmentActor, now: string) =>
  record(trx, actor, assessmentAuditActions.failed, 'critical', `${actor.framework} assessment failed`, now);
