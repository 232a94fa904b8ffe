export const policyAuditActions = {
  generated: 'Policy Generated',
  imported: 'Policy Imported',
  draftSaved: 'Policy Draft Saved',
  published: 'Policy Published',
  accepted: 'Policy Accepted',
  assigned: 'Policy Assigned',
  approversSet: 'Policy Approvers Set',
  profileUpdated: 'Policy Profile Updated',
} as const;
