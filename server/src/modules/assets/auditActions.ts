export const assetAuditActions = {
  added: 'Asset Added',
  updated: 'Asset Updated',
  bulkUpdated: 'Assets Updated',
  removed: 'Asset Removed',
  discovered: 'Assets Discovered',
} as const;
