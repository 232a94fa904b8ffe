export { assessmentAuditActions } from './audit';
export { summarizeCategories } from './categories';
export { seedComplianceHistory } from './demoHistory';
export type { ControlResult } from './evaluate';
export type { IssueSource } from './issueSources';
export { findLatestAssessments, type NamedControlResult } from './queries';
export { findAssessment } from './repository';
export { runAssessment, startAssessment } from './service';
export { toSummary } from './summary';
