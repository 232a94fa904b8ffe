export const assessmentAuditActions = {
  started: 'Assessment Started',
  completed: 'Assessment Completed',
  failed: 'Assessment Failed',
} as const;
