import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DiscoveredAsset } from '../../connectors/connector';
import { systemActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import type { Db } from '../../db/database';
import type { AssetsTable } from '../../db/schema';
import { integrationCatalog, type IntegrationType } from '@/contracts/integrations';
import { assetAuditActions } from './auditActions';
import { refreshAssetSignals } from './assetSignals';
import { insertAssets, listDiscoveredRows, updateAssets } from './repository';

// Rows per statement: well within SQLite's bound variables and PostgreSQL's parameters.
const chunkSize = 500;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) =>
    items.slice(index * chunkSize, (index + 1) * chunkSize),
  );

const keyOf = (asset: { kind: string; external_id: string | null } | DiscoveredAsset) =>
  'externalId' in asset ? `${asset.kind}\u0000${asset.externalId}` : `${asset.kind}\u0000${asset.external_id ?? ''}`;

const newRow = (organizationId: string, source: string, asset: DiscoveredAsset, at: string) =>
  ({
    id: randomUUID(),
    organization_id: organizationId,
    name: asset.name,
    kind: asset.kind,
    source,
    external_id: asset.externalId,
    owner_id: null,
    classification: null,
    environment: asset.environment ?? null,
    data_categories: '[]',
    status: 'active',
    detail: JSON.stringify(asset.detail),
    last_seen_at: at,
    created_at: at,
    updated_at: at,
  }) satisfies Insertable<AssetsTable>;

/**
 * Brings the inventory in line with what one integration reported: new assets are added, those seen again keep the
 * owner, classification and data categories people gave them (their name and detail follow the provider), and
 * active ones it no longer reports are retired, never deleted. Then the inventory check is measured again.
 */
export const refreshDiscoveredAssets = async (
  db: Db,
  organizationId: string,
  integration: IntegrationType,
  discovered: readonly DiscoveredAsset[],
  at: string,
): Promise<void> => {
  const reported = new Map(discovered.map((asset) => [keyOf(asset), asset]));
  const known = await listDiscoveredRows(db, organizationId, integration);
  const knownKeys = new Set(known.map(keyOf));
  const added = [...reported.values()].filter((asset) => !knownKeys.has(keyOf(asset)));
  const retired = known.filter((row) => row.status === 'active' && !reported.has(keyOf(row)));
  const seen = known.flatMap((row) => {
    const asset = reported.get(keyOf(row));
    return asset ? [{ row, asset, detail: JSON.stringify(asset.detail) }] : [];
  });
  const isChanged = ({ row, asset, detail }: (typeof seen)[number]) =>
    row.status !== 'active' || row.name !== asset.name || row.detail !== detail;
  const changed = seen.filter(isChanged);
  const unchanged = seen.filter((entry) => !isChanged(entry)).map(({ row }) => row.id);
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(added)) {
      await insertAssets(
        trx,
        rows.map((asset) => newRow(organizationId, integration, asset, at)),
      );
    }
    for (const ids of chunks(unchanged)) await updateAssets(trx, organizationId, ids, { last_seen_at: at });
    for (const { row, asset, detail } of changed) {
      await updateAssets(trx, organizationId, [row.id], {
        name: asset.name,
        detail,
        status: 'active',
        last_seen_at: at,
        updated_at: at,
      });
    }
    for (const rows of chunks(retired)) {
      await updateAssets(
        trx,
        organizationId,
        rows.map((row) => row.id),
        { status: 'retired', updated_at: at },
      );
    }
    if (added.length === 0 && retired.length === 0) return;
    await recordAudit(trx, systemActor(organizationId), {
      action: assetAuditActions.discovered,
      severity: 'info',
      category: 'compliance',
      details: `${integrationCatalog[integration].name} reported ${added.length} new and ${retired.length} retired assets`,
      resource: `integration:${integration}`,
      at,
    });
  });
  await refreshAssetSignals(db, organizationId, at);
};
