import { z } from 'zod';
import { dataResponse } from './envelope';
import { nameField, noText } from './fields';
import { integrationTypes } from './integrations';
import {
  assetClassifications,
  assetDataCategories,
  assetEnvironments,
  assetGaps,
  assetKinds,
  assetPageSize,
  assetSearchMax,
  assetStatuses,
  manualAssetKinds,
  maxAssetPageSize,
  maxBulkAssets,
} from './assetOptions';
import { pageQuery, pagination } from './paging';

/** Recorded by hand, or discovered by the integration of that type. */
export const assetSources = ['manual', ...integrationTypes] as const;
export type AssetSource = (typeof assetSources)[number];

const id = z.uuid();

export const assetParams = z.object({ assetId: id });

export const assetListQuery = z.object({
  kind: z.enum(assetKinds).optional(),
  source: z.enum(assetSources).optional(),
  classification: z.enum(assetClassifications).optional(),
  status: z.enum(assetStatuses).optional(),
  missing: z.enum(assetGaps).optional(),
  search: z.preprocess(noText, z.string().trim().max(assetSearchMax).optional()),
  ...pageQuery(assetPageSize, maxAssetPageSize),
});
export type AssetListQuery = z.output<typeof assetListQuery>;

const dataCategories = z
  .array(z.enum(assetDataCategories))
  .max(assetDataCategories.length)
  .transform((categories) => assetDataCategories.filter((category) => categories.includes(category)));

/** What an owner sets on any asset; null clears a value. */
const stewardship = {
  ownerId: id.nullable(),
  classification: z.enum(assetClassifications).nullable(),
  environment: z.enum(assetEnvironments).nullable(),
  dataCategories,
};

export const createAssetBody = z
  .object({
    name: nameField,
    kind: z.enum(manualAssetKinds),
    ownerId: stewardship.ownerId.optional(),
    classification: stewardship.classification.optional(),
    environment: stewardship.environment.optional(),
    dataCategories: dataCategories.optional(),
  })
  .strict();
export type CreateAssetBody = z.output<typeof createAssetBody>;

const hasAChange = (changes: object) => Object.keys(changes).length > 0;
const noChangeMessage = 'name at least one field to change';

const stewardshipChanges = z.object(stewardship).partial().strict();

/** Name and status change only on a manual asset: a discovered one follows its provider. */
export const updateAssetBody = z
  .object({ ...stewardship, name: nameField, status: z.enum(assetStatuses) })
  .partial()
  .strict()
  .refine(hasAChange, noChangeMessage);
export type UpdateAssetBody = z.output<typeof updateAssetBody>;

export const bulkUpdateAssetsBody = z
  .object({
    ids: z.array(id).min(1, 'select at least one asset').max(maxBulkAssets),
    changes: stewardshipChanges.refine(hasAChange, noChangeMessage),
  })
  .strict();
export type AssetChanges = z.output<typeof stewardshipChanges>;

export const asset = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(assetKinds),
  source: z.enum(assetSources),
  /** The provider's own id of a discovered asset (bucket name, repository path, cluster id); null for a manual one. */
  externalId: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  classification: z.enum(assetClassifications).nullable(),
  environment: z.enum(assetEnvironments).nullable(),
  dataCategories: z.array(z.enum(assetDataCategories)),
  status: z.enum(assetStatuses),
  /** What the provider reported beside the name (engine, visibility, region...). */
  detail: z.record(z.string(), z.unknown()),
  /** When its integration last reported it; null for a manual asset. */
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.output<typeof asset>;

const count = z.number().int().nonnegative();

/** The active assets the inventory check counts, and how many of them lack an owner or a classification. */
export const assetCoverage = z.object({ active: count, incomplete: count });
export type AssetCoverage = z.output<typeof assetCoverage>;

/** The sources the inventory holds assets from, by name, for the source filter and column. */
export const assetSourceName = z.object({ source: z.enum(assetSources), name: z.string() });
export type AssetSourceName = z.output<typeof assetSourceName>;

export const assetPage = z.object({
  assets: z.array(asset),
  pagination,
  coverage: assetCoverage,
  sources: z.array(assetSourceName),
});
export type AssetPage = z.output<typeof assetPage>;

export const assetListResponse = dataResponse(assetPage);

/** Who may own an asset: the organisation's active members, by name. */
export const assetOwnersResponse = dataResponse(
  z.object({ owners: z.array(z.object({ id: z.string(), name: z.string() })) }),
);
export const assetResponse = dataResponse(asset);
export const bulkUpdateAssetsResponse = dataResponse(z.object({ assets: z.array(asset), coverage: assetCoverage }));
