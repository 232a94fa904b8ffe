export { listOrganizationIds } from './scheduledRepository';
export {
  planScheduledAssessmentsJob,
  planScheduledAssessmentsJobName,
  planScheduledAssessmentsRecurrence,
  scheduledAssessmentJob,
} from './scheduledRuns';
