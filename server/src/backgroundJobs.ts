import type { WorkerPool } from '../core/workerPool';
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
import {
  type AlertDeps,
  alertEmailJob,
  criticalControlsJob,
  slackAlertJob,
  weeklySummariesJob,
  weeklySummariesJobName,
  weeklySummariesRecurrence,
} from '../modules/alerts/jobs';
import { overdueTasksJob, overdueTasksJobName, overdueTasksRecurrence } from '../modules/notifications/taskAlerts';
import {
  expiryRemindersJob,
  expiryRemindersJobName,
  expiryRemindersRecurrence,
} from '../modules/evidence/expiryReminders';
import { generateReportJob } from '../modules/reports/generateJob';
import {
  planScheduledReportsJob,
  planScheduledReportsJobName,
  planScheduledReportsRecurrence,
  scheduledReportEmailJob,
  scheduledReportJob,
} from '../modules/reports/scheduleJobs';
import {
  integrationSyncJob,
  planIntegrationSyncsJob,
  planIntegrationSyncsJobName,
  planIntegrationSyncsRecurrence,
} from '../modules/integrations/jobs';
import type { IntegrationConnections } from '../modules/integrations/service';
import { sessionPruningJob, sessionPruningJobName, sessionPruningRecurrence } from '../modules/sessions/pruning';
import { twoFactorEmailJob } from '../modules/twoFactor/securityEmail';
import type { JobRunner } from './types';

export type BackgroundJobDeps = {
  db: Db;
  clock: Clock;
  sessionIdleTimeoutSeconds: number;
  auditFrequency: AuditFrequencyReader;
  databaseLog?: DatabaseLog;
  mail: AlertDeps['mail'];
  slack: AlertDeps['slack'];
  integrations: IntegrationConnections;
  /** Where report PDFs are drawn, off the event loop. */
  workers: WorkerPool;
  /** Report jobs of one organisation run at a time (1 unless set). */
  reportJobsPerOrganization?: number;
};

/** Every job the server runs, defined once here: a module offers its definition, this registers it. */
export const defineBackgroundJobs = (jobs: JobRunner, options: BackgroundJobDeps): void => {
  const deps = { ...options, reportJobsPerOrganization: options.reportJobsPerOrganization ?? 1 };
  jobs.define(sessionPruningJob(deps.db, deps.clock, deps.sessionIdleTimeoutSeconds));
  jobs.define(planScheduledAssessmentsJob(deps, jobs));
  jobs.define(scheduledAssessmentJob(deps, jobs));
  jobs.define(overdueTasksJob(deps.db, deps.clock));
  jobs.define(criticalControlsJob(deps, jobs));
  jobs.define(alertEmailJob(deps));
  jobs.define(twoFactorEmailJob(deps));
  jobs.define(slackAlertJob(deps));
  jobs.define(weeklySummariesJob(deps, jobs));
  jobs.define(generateReportJob(deps));
  jobs.define(planScheduledReportsJob(deps, jobs));
  jobs.define(scheduledReportJob(deps, jobs));
  jobs.define(scheduledReportEmailJob(deps));
  jobs.define(expiryRemindersJob(deps.db, deps.clock, jobs));
  const integrations = { db: deps.db, clock: deps.clock, jobs, ...deps.integrations };
  jobs.define(integrationSyncJob(integrations));
  jobs.define(planIntegrationSyncsJob(integrations));
};

/** The recurring ones, stored (again, unchanged) at every start. */
export const scheduleBackgroundJobs = async (jobs: JobRunner): Promise<void> => {
  await jobs.schedule(sessionPruningJobName, sessionPruningRecurrence, {});
  await jobs.schedule(planScheduledAssessmentsJobName, planScheduledAssessmentsRecurrence, {});
  await jobs.schedule(overdueTasksJobName, overdueTasksRecurrence, {});
  await jobs.schedule(weeklySummariesJobName, weeklySummariesRecurrence, {});
  await jobs.schedule(planScheduledReportsJobName, planScheduledReportsRecurrence, {});
  await jobs.schedule(expiryRemindersJobName, expiryRemindersRecurrence, {});
  await jobs.schedule(planIntegrationSyncsJobName, planIntegrationSyncsRecurrence, {});
};
