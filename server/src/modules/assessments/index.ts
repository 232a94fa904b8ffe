export { assessmentAuditActions } from './auditActions';
export { summarizeCategories } from './categories';
export type { ControlResult } from './evaluate';
export type { IssueSource } from './issueSources';
export { findLatestAssessments, type NamedControlResult } from './queries';
export { runAssessment } from './runAssessment';
export {
  planScheduledAssessmentsJob,
  planScheduledAssessmentsJobName,
  planScheduledAssessmentsRecurrence,
  scheduledAssessmentJob,
} from './scheduledRuns';
