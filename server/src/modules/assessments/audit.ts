import type { Db } from '../../db/database';
import type { AuditSeverity, ControlStatus } from '../../db/schema';
import type { FrameworkId } from '../../frameworks/types';
import { recordAudit } from '../auditLogs/service';
import { type FrameworkEvaluation, statusFromScore } from './evaluate';

export const assessmentAuditActions = {
  started: 'Assessment Started',
  completed: 'Assessment Completed',
  failed: 'Assessment Failed',
} as const;

export type AssessmentActor = { organizationId: string; userId: string | null; userLabel: string; framework: FrameworkId; assessmentId: string };

const severityByStatus: Record<ControlStatus, AuditSeverity> = { passed: 'success', warning: 'warning', critical: 'critical' };

const record = (db: Db, actor: AssessmentActor, action: string, severity: AuditSeverity, details: string, now: string) =>
  recordAudit(
    db,
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

export const auditStarted = (db: Db, actor: AssessmentActor, now: string) =>
  record(db, actor, assessmentAuditActions.started, 'info', `${actor.framework} assessment started`, now);

export const auditCompleted = (db: Db, actor: AssessmentActor, evaluation: FrameworkEvaluation, now: string) => {
  const count = (wanted: ControlStatus) => evaluation.results.filter((result) => result.status === wanted).length;
  const details =
    `${actor.framework} assessment completed with score ${evaluation.score}%: ` +
    `${count('passed')} passed, ${count('warning')} warning, ${count('critical')} critical`;
  return record(db, actor, assessmentAuditActions.completed, severityByStatus[statusFromScore(evaluation.score)], details, now);
};

export const auditFailed = (db: Db, actor: AssessmentActor, now: string) =>
  record(db, actor, assessmentAuditActions.failed, 'critical', `${actor.framework} assessment failed`, now);
