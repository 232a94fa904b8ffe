export const riskAuditActions = {
  added: 'Risk Added',
  updated: 'Risk Updated',
  treated: 'Risk Treated',
  closed: 'Risk Closed',
  reopened: 'Risk Reopened',
  deleted: 'Risk Deleted',
  assessed: 'Risk Assessment Completed',
} as const;
