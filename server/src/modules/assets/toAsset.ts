import type { Asset } from '@/contracts/assets';
import type { AssetRowWithOwner } from './repository';

export const toAsset = (row: AssetRowWithOwner): Asset => ({
  id: row.id,
  name: row.name,
  kind: row.kind as Asset['kind'],
  source: row.source as Asset['source'],
  externalId: row.external_id,
  owner: row.owner_id && row.owner_name ? { id: row.owner_id, name: row.owner_name } : null,
  classification: row.classification as Asset['classification'],
  environment: row.environment as Asset['environment'],
  dataCategories: JSON.parse(row.data_categories) as Asset['dataCategories'],
  status: row.status as Asset['status'],
  detail: JSON.parse(row.detail) as Asset['detail'],
  lastSeenAt: row.last_seen_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
