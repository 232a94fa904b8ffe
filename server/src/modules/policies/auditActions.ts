export const policyAuditActions = {
  generated: 'Policy Generated',
  draftSaved: 'Policy Draft Saved',
  published: 'Policy Published',
  accepted: 'Policy Accepted',
  profileUpdated: 'Policy Profile Updated',
} as const;
