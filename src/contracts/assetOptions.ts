// The asset inventory's option lists and limits, free of schemas so that the app loads them without zod.

/** What the integrations find (the first seven) and what people record by hand (the last four). */
export const assetKinds = [
  'storageBucket',
  'database',
  'volume',
  'repository',
  'kubernetesCluster',
  'databaseCluster',
  'identityProvider',
  'laptop',
  'saasApplication',
  'office',
  'other',
] as const;
export type AssetKind = (typeof assetKinds)[number];

export const manualAssetKinds = ['laptop', 'saasApplication', 'office', 'other'] as const;
export type ManualAssetKind = (typeof manualAssetKinds)[number];

export const assetClassifications = ['public', 'internal', 'confidential', 'restricted'] as const;
export type AssetClassification = (typeof assetClassifications)[number];

export const assetEnvironments = ['production', 'staging', 'development', 'corporate'] as const;
export type AssetEnvironment = (typeof assetEnvironments)[number];

export const assetDataCategories = ['personal', 'health', 'customer', 'financial'] as const;
export type AssetDataCategory = (typeof assetDataCategories)[number];

/** A retired asset is one its integration no longer reports, or one taken out of use: kept, never counted. */
export const assetStatuses = ['active', 'retired'] as const;
export type AssetStatus = (typeof assetStatuses)[number];

/** What the inventory check counts against an active asset. */
export const assetGaps = ['owner', 'classification', 'either'] as const;
export type AssetGap = (typeof assetGaps)[number];

export const assetPageSize = 25;
export const maxAssetPageSize = 100;
export const assetSearchMax = 200;
export const maxBulkAssets = 100;
