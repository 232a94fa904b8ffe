import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  type Asset,
  assetListQuery,
  assetListResponse,
  assetOwnersResponse,
  assetParams,
  assetResponse,
  bulkUpdateAssetsBody,
  bulkUpdateAssetsResponse,
  createAssetBody,
  updateAssetBody,
} from '@/contracts/assets';
import { messageResponse } from '@/contracts/envelope';

const tag = 'Assets' as const;

const bucket: Asset = {
  id: '3d6f1a2b-4c5e-4f7a-9b8c-1d2e3f4a5b6c',
  name: 'acme-customer-exports',
  kind: 'storageBucket',
  source: 'aws',
  externalId: 'acme-customer-exports',
  owner: { id: '2f4e6a8c-1b3d-4f5a-8c7e-9d0b2a4c6e8f', name: 'Jordan Lee' },
  classification: 'confidential',
  environment: 'production',
  dataCategories: ['personal', 'customer'],
  status: 'active',
  detail: { region: 'eu-west-1', publicAccessBlocked: true, encryption: 'aws:kms' },
  lastSeenAt: '2026-07-01T08:00:00.000Z',
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
};

const laptop: Asset = {
  ...bucket,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'MacBook Pro (Priya Shah)',
  kind: 'laptop',
  source: 'manual',
  externalId: null,
  classification: null,
  environment: 'corporate',
  dataCategories: [],
  detail: {},
  lastSeenAt: null,
};

const coverage = { active: 2, incomplete: 1 };

export const listSchema = {
  ...describeRoute({
    tag,
    summary: 'The inventory, a page at a time, filtered; and how many assets lack an owner or class',
  }),
  querystring: assetListQuery,
  response: {
    200: documented(assetListResponse, 'A page of assets by name, and the coverage of the active ones', {
      success: true,
      data: {
        assets: [bucket, laptop],
        pagination: { page: 1, limit: 25, total: 2, pages: 1 },
        coverage,
        sources: [
          { source: 'manual', name: 'Added by hand' },
          { source: 'aws', name: 'Amazon Web Services' },
        ],
      },
    }),
    ...failures(400, 401, 503),
  },
};

export const ownersSchema = {
  ...describeRoute({ tag, summary: 'Who may own an asset: the active members' }),
  response: {
    200: documented(assetOwnersResponse, 'Active members by name', {
      success: true,
      data: { owners: [{ id: '2f4e6a8c-1b3d-4f5a-8c7e-9d0b2a4c6e8f', name: 'Jordan Lee' }] },
    }),
    ...failures(401, 503),
  },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'One asset' }),
  params: assetParams,
  response: {
    200: documented(assetResponse, 'The asset', { success: true, data: bucket }),
    ...failures(400, 401, 404, 503),
  },
};

export const createSchema = {
  ...describeRoute({ tag, summary: 'Record a laptop, SaaS application, office or other asset by hand (audited)' }),
  body: createAssetBody,
  response: {
    201: documented(assetResponse, 'The new asset', { success: true, data: laptop }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const updateSchema = {
  ...describeRoute({
    tag,
    summary: "Set an asset's owner, classification, environment or data categories; a manual one's name or status",
  }),
  params: assetParams,
  body: updateAssetBody,
  response: {
    200: documented(assetResponse, 'The asset as stored', { success: true, data: bucket }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const bulkUpdateSchema = {
  ...describeRoute({ tag, summary: 'Set the same owner, classification, environment or data on selected assets' }),
  body: bulkUpdateAssetsBody,
  response: {
    200: documented(bulkUpdateAssetsResponse, 'The assets changed, and the coverage after the change', {
      success: true,
      data: { assets: [bucket], coverage },
    }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const removeSchema = {
  ...describeRoute({
    tag,
    summary: 'Remove a manual asset (audited); a discovered one is retired by its sync instead',
  }),
  params: assetParams,
  response: {
    200: documented(messageResponse, 'Removed', { success: true, message: 'Asset removed' }),
    ...failures(400, 401, 404, 409, 503),
  },
};
