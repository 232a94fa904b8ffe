import type { AuditSeverity, ControlStatus, FrameworkId } from '@/contracts/enums';
import { statusForScore } from '@/contracts/score';
import type { Actor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { type AuditedTransaction, recordAudit } from '../../core/auditTrail/recordAudit';
import { frameworks } from '../../frameworks';
import { isoNow } from '../../lib/clock';
import { notifyAssessmentCompleted } from '../notifications';
import { findExcludedControls } from '../controls';
import { loadEffectiveSignals } from '../signals';
import { remediateAssessment } from '../tasks';
import { recordScoreDay } from '../scoreHistory';
import { assessmentAuditActions } from './auditActions';
import { queueCriticalControlAlerts } from './criticalAlerts';
import { evaluateFramework, type FrameworkEvaluation } from './evaluate';
import { issueSourcesOf } from './issueSources';
import { type EndedAssessment, findLatestCompletedResults, insertAssessment, insertControlResults } from './repository';
import type { AssessmentSummary } from './summary';

/** Without a job runner (the demo seed) no alerts are queued for the controls that turned critical. */
export type AssessmentDeps = Pick<AppDeps, 'db' | 'clock'> & {
  jobs?: Pick<AppDeps['jobs'], 'enqueue'>;
  log?: AppDeps['log'];
};

/** A run whose evaluation threw: it is stored as failed, and audited, before this is thrown. */
export class AssessmentFailed extends Error {
  constructor(
    readonly run: AssessmentSummary,
    cause: unknown,
  ) {
    super(`The ${run.framework} assessment ${run.id} failed`, { cause });
  }
}

type Run = Omit<EndedAssessment, 'status' | 'score' | 'completedAt' | 'excluded'>;

const severityByStatus: Record<ControlStatus, AuditSeverity> = {
  passed: 'success',
  warning: 'warning',
  critical: 'critical',
};

// The trail names who started a run, a member or the system, and no address, whoever started it.
const starterOf = (actor: Actor): Actor => ({ ...actor, ip: null });

const audit = (
  trx: AuditedTransaction,
  actor: Actor,
  run: Run,
  event: { action: string; severity: AuditSeverity; details: string; at: string },
) => recordAudit(trx, starterOf(actor), { ...event, category: 'compliance', resource: `assessment:${run.id}` });

const auditStarted = (trx: AuditedTransaction, actor: Actor, run: Run) =>
  audit(trx, actor, run, {
    action: assessmentAuditActions.started,
    severity: 'info',
    details: `${run.framework} assessment started`,
    at: run.startedAt,
  });

const completedDetails = (framework: FrameworkId, evaluation: FrameworkEvaluation) => {
  const count = (wanted: ControlStatus) => evaluation.results.filter((result) => result.status === wanted).length;
  return (
    `${framework} assessment completed with score ${evaluation.score}%: ` +
    `${count('passed')} passed, ${count('warning')} warning, ${count('critical')} critical`
  );
};

const summaryOf = (run: EndedAssessment): AssessmentSummary => ({
  id: run.id,
  framework: run.framework,
  status: run.status,
  score: run.score,
  startedBy: run.startedBy,
  startedAt: run.startedAt,
  completedAt: run.completedAt,
});

/** The framework as the organisation applies it: its approved exclusions leave the run, and so the score. */
const evaluate = async (deps: AssessmentDeps, run: Run) => {
  const now = deps.clock();
  const [signals, excluded] = await Promise.all([
    loadEffectiveSignals(deps.db, run.organizationId, now),
    findExcludedControls(deps.db, run.organizationId, run.framework),
  ]);
  const left = new Set(excluded.map((control) => control.controlId));
  const full = frameworks[run.framework];
  const catalogue = { ...full, controls: full.controls.filter((control) => !left.has(control.id)) };
  const values = new Map(signals.map((signal) => [signal.key, signal.value]));
  return {
    evaluation: evaluateFramework(catalogue, values, now),
    sources: issueSourcesOf(catalogue, signals, now),
    excluded,
  };
};

const storeFailed = async (deps: AssessmentDeps, actor: Actor, run: Run): Promise<AssessmentSummary> => {
  const failed: EndedAssessment = {
    ...run,
    status: 'failed',
    score: null,
    completedAt: isoNow(deps.clock),
    excluded: [],
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertAssessment(trx, failed);
    await auditStarted(trx, actor, run);
    await audit(trx, actor, run, {
      action: assessmentAuditActions.failed,
      severity: 'critical',
      details: `${run.framework} assessment failed`,
      at: failed.completedAt,
    });
  });
  return summaryOf(failed);
};

const storeCompleted = async (
  deps: AssessmentDeps,
  actor: Actor,
  run: Run,
  { evaluation, sources, excluded }: Awaited<ReturnType<typeof evaluate>>,
): Promise<AssessmentSummary> => {
  const completed: EndedAssessment = {
    ...run,
    status: 'completed',
    score: evaluation.score,
    completedAt: isoNow(deps.clock),
    excluded,
  };
  const newlyCritical = await deps.db.transaction().execute(async (trx) => {
    const previous = await findLatestCompletedResults(trx, run.organizationId, run.framework);
    await insertAssessment(trx, completed);
    await insertControlResults(trx, run.id, evaluation.results, completed.completedAt, sources);
    await recordScoreDay(trx, { ...run, ...evaluation, completedAt: completed.completedAt, sources });
    await auditStarted(trx, actor, run);
    await audit(trx, actor, run, {
      action: assessmentAuditActions.completed,
      severity: severityByStatus[statusForScore(evaluation.score)],
      details: completedDetails(run.framework, evaluation),
      at: completed.completedAt,
    });
    const assessed = { ...run, assessmentId: run.id, completedAt: completed.completedAt, failingChecks: sources };
    await remediateAssessment(trx, deps.clock, { ...assessed, results: evaluation.results, previous });
    return notifyAssessmentCompleted(
      trx,
      { ...run, assessmentId: run.id, score: evaluation.score, results: evaluation.results, previous },
      completed.completedAt,
    );
  });
  if (deps.jobs) {
    const alert = { organizationId: run.organizationId, framework: run.framework, assessmentId: run.id };
    await queueCriticalControlAlerts(deps.jobs, deps.log, { ...alert, controlIds: newlyCritical });
  }
  return summaryOf(completed);
};

/**
 * Assesses one framework for the actor's organisation, to its end: the run, its results, its audit rows and its
 * notifications are stored together, completed or (when the evaluation throws) failed, so a run is never seen half
 * done. A failed run is thrown as AssessmentFailed once stored.
 */
export const runAssessment = async (
  deps: AssessmentDeps,
  actor: Actor,
  framework: FrameworkId,
): Promise<AssessmentSummary> => {
  const run: Run = {
    id: crypto.randomUUID(),
    organizationId: actor.organizationId,
    framework,
    startedBy: actor.userId,
    startedAt: isoNow(deps.clock),
  };
  let evaluated: Awaited<ReturnType<typeof evaluate>>;
  try {
    evaluated = await evaluate(deps, run);
  } catch (error) {
    throw new AssessmentFailed(await storeFailed(deps, actor, run), error);
  }
  return storeCompleted(deps, actor, run, evaluated);
};
