export const controlAuditActions = {
  updated: 'Control Updated',
  ownersAssigned: 'Control Owners Assigned',
  exclusionRequested: 'Control Exclusion Requested',
  exclusionApproved: 'Control Exclusion Approved',
  exclusionRejected: 'Control Exclusion Rejected',
  exclusionWithdrawn: 'Control Exclusion Withdrawn',
} as const;
