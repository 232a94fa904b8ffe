export const policyAuditActions = {
  generated: 'Policy Generated',
  imported: 'Policy Imported',
  draftSaved: 'Policy Draft Saved',
  published: 'Policy Published',
  accepted: 'Policy Accepted',
  assigned: 'Policy Assigned',
  profileUpdated: 'Policy Profile Updated',
} as const;
