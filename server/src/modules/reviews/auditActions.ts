export const reviewAuditActions = {
  submitted: 'Review Submitted',
  approved: 'Review Approved',
  changesRequested: 'Review Changes Requested',
} as const;
