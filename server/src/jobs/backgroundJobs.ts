import type { Db } from '../db/database';
import type { DatabaseLog } from '../db/postgresPool';
import type { Clock } from '../lib/clock';
import {
  type AuditFrequencyReader,
  planScheduledAssessmentsJob,
  planScheduledAssessmentsJobName,
  planScheduledAssessmentsRecurrence,
  scheduledAssessmentJob,
} from '../modules/dashboard/scheduledRuns';
import { overdueTasksJob, overdueTasksJobName, overdueTasksRecurrence } from '../modules/notifications/taskAlerts';
import { sessionPruningJob, sessionPruningJobName, sessionPruningRecurrence } from '../modules/sessions/pruning';
import type { JobRunner } from './types';

export type BackgroundJobDeps = {
  db: Db;
  clock: Clock;
  sessionIdleTimeoutSeconds: number;
  auditFrequency: AuditFrequencyReader;
  databaseLog?: DatabaseLog;
};

/** Every job the server runs, defined once here: a module offers its definition, this registers it. */
export const defineBackgroundJobs = (jobs: JobRunner, deps: BackgroundJobDeps): void => {
  jobs.define(sessionPruningJob(deps.db, deps.clock, deps.sessionIdleTimeoutSeconds));
  jobs.define(planScheduledAssessmentsJob(deps, jobs));
  jobs.define(scheduledAssessmentJob(deps));
  jobs.define(overdueTasksJob(deps.db, deps.clock));
};

/** The recurring ones, stored (again, unchanged) at every start. */
export const scheduleBackgroundJobs = async (jobs: JobRunner): Promise<void> => {
  await jobs.schedule(sessionPruningJobName, sessionPruningRecurrence, {});
  await jobs.schedule(planScheduledAssessmentsJobName, planScheduledAssessmentsRecurrence, {});
  await jobs.schedule(overdueTasksJobName, overdueTasksRecurrence, {});
};
