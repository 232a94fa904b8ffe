import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { DatabaseLog } from '../../db/postgresPool';
import { nowOrWhenAvailable } from '../../db/retryLater';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '@/contracts/enums';
import { type Clock, isoNow } from '../../lib/clock';
import type { JobRunner } from '../../jobs/types';
import { queueCriticalControlAlerts } from '../alerts/jobs';
import { notifyAssessmentCompleted } from '../notifications/assessmentAlerts';
import { loadEffectiveSignals } from '../signals/service';
import { issueSourcesOf } from './issueSources';
import { type AssessmentActor, auditCompleted, auditFailed, auditStarted } from './audit';
import { evaluateFramework } from './evaluate';
import {
  finishAssessment,
  findRunningAssessment,
  findUserName,
  insertControlResults,
  insertRunningAssessment,
} from './repository';
import { type AssessmentSummary, awaitAssessment } from './summary';

export type AssessmentRequest = {
  organizationId: string;
  framework: FrameworkId;
  startedBy: string | null;
  clock: Clock;
  /** Where background repairs after an outage are reported; silent when absent. */
  log?: DatabaseLog;
  /** Where the email and Slack alerts of controls that turned critical are queued; none are sent when absent. */
  jobs?: Pick<JobRunner, 'enqueue'>;
};

// A run takes milliseconds; one still "running" after this was left behind by a process that died.
const staleAfterMs = 5 * 60 * 1000;

/** A run once it is under way: its id (stored as running) and its result when it ends. */
export type StartedAssessment = { id: string; finished: Promise<AssessmentSummary> };

const inFlight = new WeakMap<Db, Map<string, Promise<StartedAssessment>>>();

const start = async (db: Db, request: AssessmentRequest, actor: AssessmentActor, startedAt: string) =>
  db.transaction().execute(async (trx) => {
    await insertRunningAssessment(trx, { ...request, id: actor.assessmentId, startedAt });
    await auditStarted(trx, actor, startedAt);
  });

const evaluateAndStore = async (
  db: Db,
  request: AssessmentRequest,
  actor: AssessmentActor,
  startedAt: string,
): Promise<AssessmentSummary> => {
  const now = request.clock();
  const signals = await loadEffectiveSignals(db, request.organizationId, now);
  const catalogue = frameworks[request.framework];
  const values = new Map(signals.map((signal) => [signal.key, signal.value]));
  const evaluation = evaluateFramework(catalogue, values, now);
  const sources = issueSourcesOf(catalogue, signals, now);
  const completedAt = isoNow(request.clock);
  const newlyCritical = await db.transaction().execute(async (trx) => {
    await insertControlResults(trx, actor.assessmentId, evaluation.results, completedAt, sources);
    await finishAssessment(trx, actor.assessmentId, { status: 'completed', score: evaluation.score, completedAt });
    await auditCompleted(trx, actor, evaluation, completedAt);
    return notifyAssessmentCompleted(
      trx,
      { ...request, assessmentId: actor.assessmentId, score: evaluation.score, results: evaluation.results },
      completedAt,
    );
  });
  const { organizationId, framework, startedBy } = request;
  if (request.jobs) {
    const alert = { organizationId, framework, assessmentId: actor.assessmentId, controlIds: newlyCritical };
    await queueCriticalControlAlerts(request.jobs, alert, request.log);
  }
  return {
    id: actor.assessmentId,
    framework,
    status: 'completed',
    score: evaluation.score,
    startedBy,
    startedAt,
    completedAt,
  };
};

const evaluateOrFail = async (
  db: Db,
  request: AssessmentRequest,
  actor: AssessmentActor,
  startedAt: string,
): Promise<AssessmentSummary> => {
  try {
    return await evaluateAndStore(db, request, actor, startedAt);
  } catch (error) {
    const failedAt = isoNow(request.clock);
    const markFailed = () =>
      db.transaction().execute(async (trx) => {
        // A retry after a commit whose answer was lost finds the run ended already and audits nothing twice.
        const ended = await finishAssessment(trx, actor.assessmentId, {
          status: 'failed',
          score: null,
          completedAt: failedAt,
        });
        if (ended) await auditFailed(trx, actor, failedAt);
      });
    // An outage that stopped the run also stops marking it failed: that is retried until the database is back, so
    // the run is not left "running" (which would hold back the next run of this framework until it went stale).
    const what = `Marking the ${request.framework} assessment ${actor.assessmentId} failed`;
    await nowOrWhenAvailable(markFailed, { what, log: request.log });
    throw error;
  }
};

const begin = async (db: Db, request: AssessmentRequest): Promise<StartedAssessment> => {
  const { organizationId, framework, startedBy } = request;
  const userLabel = (startedBy && (await findUserName(db, organizationId, startedBy))) || 'System';
  const actor: AssessmentActor = {
    organizationId,
    userId: startedBy,
    userLabel,
    framework,
    assessmentId: crypto.randomUUID(),
  };
  const startedAt = isoNow(request.clock);
  try {
    await start(db, request, actor, startedAt);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another process is already running this assessment: join it rather than start a second one.
    const running = await findRunningAssessment(db, organizationId, framework);
    if (!running) return begin(db, request);
    if (request.clock().getTime() - Date.parse(running.started_at) > staleAfterMs) {
      await finishAssessment(db, running.id, { status: 'failed', score: null, completedAt: isoNow(request.clock) });
      return begin(db, request);
    }
    return { id: running.id, finished: awaitAssessment(db, organizationId, running.id) };
  }
  return { id: actor.assessmentId, finished: evaluateOrFail(db, request, actor, startedAt) };
};

/**
 * Starts one framework's assessment for an organisation and resolves once it is stored as running, with its id.
 * A second call for the same organisation and framework while one runs joins it (same id, same result) instead of
 * starting another; it rejects only when the run could not be started.
 */
export const startAssessment = (db: Db, request: AssessmentRequest): Promise<StartedAssessment> => {
  const runs = inFlight.get(db) ?? new Map<string, Promise<StartedAssessment>>();
  inFlight.set(db, runs);
  const key = `${request.organizationId}:${request.framework}`;
  const running = runs.get(key);
  if (running) return running;
  // Forgotten before any caller sees the run end, so a caller that runs it again starts a new run.
  const forget = () => runs.delete(key);
  const started = begin(db, request).then(
    ({ id, finished }) => ({ id, finished: finished.finally(forget) }),
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  runs.set(key, started);
  return started;
};

/** Runs one framework's assessment to its end (see startAssessment); rejects when it could not start or failed. */
export const runAssessment = async (db: Db, request: AssessmentRequest): Promise<AssessmentSummary> =>
  (await startAssessment(db, request)).finished;
