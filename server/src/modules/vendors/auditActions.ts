export const vendorAuditActions = {
  added: 'Vendor Added',
  updated: 'Vendor Updated',
  offboarded: 'Vendor Offboarded',
  removed: 'Vendor Removed',
  documentLinked: 'Vendor Document Linked',
  documentUnlinked: 'Vendor Document Unlinked',
  reviewed: 'Vendor Reviewed',
  subprocessorsExported: 'Sub-processor List Exported',
} as const;
