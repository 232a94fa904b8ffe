import { http, HttpResponse } from 'msw';
import type { Asset, AssetPage } from '@/contracts/assets';

const at = '2026-07-01T08:00:00.000Z';

export const bucketFixture: Asset = {
  id: '3d6f1a2b-4c5e-4f7a-9b8c-1d2e3f4a5b6c',
  name: 'acme-data-lake',
  kind: 'storageBucket',
  source: 'aws',
  externalId: 'acme-data-lake',
  owner: null,
  classification: null,
  environment: 'production',
  dataCategories: ['personal', 'health'],
  status: 'active',
  detail: { region: 'us-east-1' },
  lastSeenAt: at,
  createdAt: at,
  updatedAt: at,
};

export const laptopFixture: Asset = {
  ...bucketFixture,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'MacBook Pro (Jordan Lee)',
  kind: 'laptop',
  source: 'manual',
  externalId: null,
  owner: { id: 'usr_jordan', name: 'Jordan Lee' },
  classification: 'confidential',
  environment: 'corporate',
  dataCategories: [],
  detail: {},
  lastSeenAt: null,
};

export const ownersFixture = [
  { id: 'usr_jordan', name: 'Jordan Lee' },
  { id: 'usr_priya', name: 'Priya Shah' },
];

export const assetPageFixture: AssetPage = {
  assets: [bucketFixture, laptopFixture],
  pagination: { page: 1, limit: 25, total: 2, pages: 1 },
  coverage: { active: 2, incomplete: 1 },
  sources: [
    { source: 'manual', name: 'Added by hand' },
    { source: 'aws', name: 'Amazon Web Services' },
  ],
};

/** The list as the server answers it, recording each query string it was asked with. */
export const assetHandlers = (queries: URLSearchParams[] = [], page: AssetPage = assetPageFixture) => [
  http.get('*/api/assets', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ success: true, data: page });
  }),
  http.get('*/api/assets/owners', () => HttpResponse.json({ success: true, data: { owners: ownersFixture } })),
];
