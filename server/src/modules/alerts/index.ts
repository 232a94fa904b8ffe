export { alertEmail } from './alertEmail';
export {
  alertEmailJob,
  alertEmailJobName,
  criticalControlsJob,
  slackAlertJob,
  weeklySummariesJob,
  weeklySummariesJobName,
  weeklySummariesRecurrence,
} from './jobs';
export type { AlertMessage } from './message';
export { findOrganizationName } from './repository';
