import type { AppDeps } from './core/appDeps';
import {
  planScheduledAssessmentsJob,
  planScheduledAssessmentsJobName,
  planScheduledAssessmentsRecurrence,
  scheduledAssessmentJob,
} from './modules/assessments';
import {
  alertEmailJob,
  criticalControlsJob,
  slackAlertJob,
  weeklySummariesJob,
  weeklySummariesJobName,
  weeklySummariesRecurrence,
} from './modules/alerts';
import { overdueTasksJob, overdueTasksJobName, overdueTasksRecurrence } from './modules/tasks';
import { expiryRemindersJob, expiryRemindersJobName, expiryRemindersRecurrence } from './modules/evidence';
import { workDigestsJob, workDigestsJobName, workDigestsRecurrence } from './modules/myWork';
import { policyRemindersJob, policyRemindersJobName, policyRemindersRecurrence } from './modules/policies';
import {
  generateReportJob,
  planScheduledReportsJob,
  planScheduledReportsJobName,
  planScheduledReportsRecurrence,
  scheduledReportEmailJob,
  scheduledReportJob,
} from './modules/reports';
import {
  integrationDepsOf,
  integrationSyncJob,
  planIntegrationSyncsJob,
  planIntegrationSyncsJobName,
  planIntegrationSyncsRecurrence,
} from './modules/integrations';
import { organizationAuditFrequency } from './modules/settings';
import { sessionPruningJob, sessionPruningJobName, sessionPruningRecurrence } from './modules/sessions';
import { twoFactorEmailJob } from './modules/twoFactor';
import type { JobRunner } from './jobs/types';

/** Every job the server runs, defined once here from the app's dependencies: a module offers its definition. */
export const defineBackgroundJobs = (deps: AppDeps): void => {
  const { jobs, db, clock } = deps;
  const slack = {
    key: deps.keys.slackWebhook,
    webhookOrigin: deps.config.slackWebhookOrigin,
    appUrl: deps.mail.appUrl,
  };
  const alerts = { db, clock, mail: deps.mail, slack };
  const auditFrequency = (organizationId: string) => organizationAuditFrequency(db, organizationId);
  const reports = {
    ...alerts,
    workers: deps.workers,
    reportJobsPerOrganization: deps.limits.reportJobsPerOrganization,
  };
  jobs.define(sessionPruningJob(db, clock, deps.config.sessionIdleTimeoutSeconds));
  jobs.define(planScheduledAssessmentsJob(deps, auditFrequency));
  jobs.define(scheduledAssessmentJob(deps, auditFrequency));
  jobs.define(overdueTasksJob(deps));
  jobs.define(criticalControlsJob(alerts, jobs));
  jobs.define(alertEmailJob(alerts));
  jobs.define(twoFactorEmailJob(deps));
  jobs.define(slackAlertJob(alerts));
  jobs.define(weeklySummariesJob(alerts, jobs));
  jobs.define(generateReportJob(reports));
  jobs.define(planScheduledReportsJob(reports, jobs));
  jobs.define(scheduledReportJob(reports, jobs));
  jobs.define(scheduledReportEmailJob(reports));
  jobs.define(expiryRemindersJob(db, clock, jobs));
  jobs.define(workDigestsJob({ db, clock, appUrl: deps.mail.appUrl, jobs }));
  jobs.define(policyRemindersJob({ db, clock, jobs }));
  const integrations = integrationDepsOf(deps);
  if (integrations) {
    jobs.define(integrationSyncJob(integrations));
    jobs.define(planIntegrationSyncsJob(integrations));
  }
};

/** The recurring ones, stored (again, unchanged) at every start. */
export const scheduleBackgroundJobs = async (jobs: JobRunner): Promise<void> => {
  await jobs.schedule(sessionPruningJobName, sessionPruningRecurrence, {});
  await jobs.schedule(planScheduledAssessmentsJobName, planScheduledAssessmentsRecurrence, {});
  await jobs.schedule(overdueTasksJobName, overdueTasksRecurrence, {});
  await jobs.schedule(weeklySummariesJobName, weeklySummariesRecurrence, {});
  await jobs.schedule(planScheduledReportsJobName, planScheduledReportsRecurrence, {});
  await jobs.schedule(expiryRemindersJobName, expiryRemindersRecurrence, {});
  await jobs.schedule(workDigestsJobName, workDigestsRecurrence, {});
  await jobs.schedule(policyRemindersJobName, policyRemindersRecurrence, {});
  await jobs.schedule(planIntegrationSyncsJobName, planIntegrationSyncsRecurrence, {});
};
