import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '../../frameworks/types';
import { type Clock, isoNow } from '../../lib/clock';
import { loadSignalValues } from '../signals/service';
import { type AssessmentActor, auditCompleted, auditFailed, auditStarted } from './audit';
import { evaluateFramework } from './evaluate';
import { finishAssessment, findRunningAssessment, findUserName, insertControlResults, insertRunningAssessment } from './repository';
import { type AssessmentSummary, awaitAssessment } from './summary';

export type AssessmentRequest = { organizationId: string; framework: FrameworkId; startedBy: string | null; clock: Clock };

// A run takes milliseconds; one still "running" after this was left behind by a process that died.
const staleAfterMs = 5 * 60 * 1000;

const inFlight = new WeakMap<Db, Map<string, Promise<AssessmentSummary>>>();

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
  const signals = await loadSignalValues(db, request.organizationId);
  const evaluation = evaluateFramework(frameworks[request.framework], signals, request.clock());
  const completedAt = isoNow(request.clock);
  await db.transaction().execute(async (trx) => {
    await insertControlResults(trx, actor.assessmentId, evaluation.results, completedAt);
    await finishAssessment(trx, actor.assessmentId, { status: 'completed', score: evaluation.score, completedAt });
    await auditCompleted(trx, actor, evaluation, completedAt);
  });
  const { framework, startedBy } = request;
  return { id: actor.assessmentId, framework, status: 'completed', score: evaluation.score, startedBy, startedAt, completedAt };
};

const execute = async (db: Db, request: AssessmentRequest): Promise<AssessmentSummary> => {
  const { organizationId, framework, startedBy } = request;
  const userLabel = (startedBy && (await findUserName(db, organizationId, startedBy))) || 'System';
  const actor: AssessmentActor = { organizationId, userId: startedBy, userLabel, framework, assessmentId: crypto.randomUUID() };
  const startedAt = isoNow(request.clock);
  try {
    await start(db, request, actor, startedAt);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another process is already running this assessment: join it rather than start a second one.
    const running = await findRunningAssessment(db, organizationId, framework);
    if (!running) return execute(db, request);
    if (request.clock().getTime() - Date.parse(running.started_at) > staleAfterMs) {
      await finishAssessment(db, running.id, { status: 'failed', score: null, completedAt: isoNow(request.clock) });
      return execute(db, request);
    }
    return awaitAssessment(db, organizationId, running.id);
  }
  try {
    return await evaluateAndStore(db, request, actor, startedAt);
  } catch (error) {
    const failedAt = isoNow(request.clock);
    await finishAssessment(db, actor.assessmentId, { status: 'failed', score: null, completedAt: failedAt });
    await auditFailed(db, actor, failedAt);
    throw error;
  }
};

/**
 * Runs one framework's assessment for an organisation. A second call for the same organisation and framework
 * while one runs gets the running one's result instead of starting another.
 */
export const runAssessment = (db: Db, request: AssessmentRequest): Promise<AssessmentSummary> => {
  const runs = inFlight.get(db) ?? new Map<string, Promise<AssessmentSummary>>();
  inFlight.set(db, runs);
  const key = `${request.organizationId}:${request.framework}`;
  const running = runs.get(key);
  if (running) return running;
  const run = execute(db, request).finally(() => runs.delete(key));
  runs.set(key, run);
  return run;
};
