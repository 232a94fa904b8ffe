import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { integrationCatalog } from '@/contracts/integrations';
import type {
  Asset,
  AssetChanges,
  AssetCoverage,
  AssetListQuery,
  AssetPage,
  AssetSource,
  CreateAssetBody,
  UpdateAssetBody,
} from '@/contracts/assets';
import { assetAuditActions } from './auditActions';
import { refreshAssetSignals } from './assetSignals';
import { describeChanges, rowChanges } from './changes';
import { requireActiveOwner } from './owners';
import {
  countActiveAssets,
  deleteAsset,
  findAssetRows,
  insertAssets,
  listAssetRows,
  listAssetSources,
  updateAssets,
} from './repository';
import { toAsset } from './toAsset';

export type AssetDeps = Pick<AppDeps, 'db' | 'clock'>;
type Reader = Pick<MemberActor, 'organizationId'>;

export const assetNotFound = 'Asset not found';
export const discoveredNameMessage = 'name: a discovered asset keeps the name its provider reports';
export const discoveredStatusMessage = 'status: a discovered asset is retired when its provider no longer reports it';
export const discoveredRemovalMessage =
  'An asset discovered by an integration cannot be removed: it is retired when its provider no longer reports it';

export const assetCoverage = async (deps: AssetDeps, reader: Reader): Promise<AssetCoverage> => {
  const { active, incomplete } = await countActiveAssets(deps.db, reader.organizationId);
  return { active, incomplete };
};

export const manualSourceName = 'Added by hand';

const sourceName = (source: AssetSource) => (source === 'manual' ? manualSourceName : integrationCatalog[source].name);

export const listAssets = async (deps: AssetDeps, reader: Reader, query: AssetListQuery): Promise<AssetPage> => {
  const [{ rows, total }, coverage, sources] = await Promise.all([
    listAssetRows(deps.db, reader.organizationId, query),
    assetCoverage(deps, reader),
    listAssetSources(deps.db, reader.organizationId),
  ]);
  return {
    assets: rows.map(toAsset),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    coverage,
    sources: (sources as AssetSource[]).map((source) => ({ source, name: sourceName(source) })),
  };
};

/** The assets by id, all of the caller's organisation, or a 404. */
const requireAssets = async (deps: AssetDeps, reader: Reader, ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  const rows = await findAssetRows(deps.db, reader.organizationId, unique);
  if (rows.length !== unique.length) throw new AppError(404, assetNotFound);
  return rows;
};

export const readAsset = async (deps: AssetDeps, reader: Reader, assetId: string): Promise<Asset> => {
  const [row] = await requireAssets(deps, reader, [assetId]);
  return toAsset(row);
};

export const createAsset = async (deps: AssetDeps, actor: MemberActor, body: CreateAssetBody): Promise<Asset> => {
  await requireActiveOwner(deps.db, actor.organizationId, body.ownerId);
  const at = isoNow(deps.clock);
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertAssets(trx, [
      {
        id,
        organization_id: actor.organizationId,
        name: body.name,
        kind: body.kind,
        source: 'manual',
        external_id: null,
        owner_id: body.ownerId ?? null,
        classification: body.classification ?? null,
        environment: body.environment ?? null,
        data_categories: JSON.stringify(body.dataCategories ?? []),
        status: 'active',
        detail: '{}',
        last_seen_at: null,
        created_at: at,
        updated_at: at,
      },
    ]);
    await recordAudit(trx, actor, {
      action: assetAuditActions.added,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} added the asset ${body.name} to the inventory`,
      resource: `asset:${id}`,
      at,
    });
  });
  await refreshAssetSignals(deps.db, actor.organizationId, at);
  return readAsset(deps, actor, id);
};

export const updateAsset = async (
  deps: AssetDeps,
  actor: MemberActor,
  assetId: string,
  body: UpdateAssetBody,
): Promise<Asset> => {
  const [row] = await requireAssets(deps, actor, [assetId]);
  if (row.source !== 'manual' && body.name !== undefined) throw new AppError(400, discoveredNameMessage);
  if (row.source !== 'manual' && body.status !== undefined) throw new AppError(400, discoveredStatusMessage);
  await requireActiveOwner(deps.db, actor.organizationId, body.ownerId);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await updateAssets(trx, actor.organizationId, [assetId], { ...rowChanges(body), updated_at: at });
    await recordAudit(trx, actor, {
      action: assetAuditActions.updated,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} changed the asset ${row.name}: ${describeChanges(body)}`,
      resource: `asset:${assetId}`,
      at,
    });
  });
  await refreshAssetSignals(deps.db, actor.organizationId, at);
  return readAsset(deps, actor, assetId);
};

/** Sets the same owner, classification, environment or data categories on each of the assets selected. */
export const bulkUpdateAssets = async (
  deps: AssetDeps,
  actor: MemberActor,
  ids: readonly string[],
  changes: AssetChanges,
) => {
  const rows = await requireAssets(deps, actor, ids);
  await requireActiveOwner(deps.db, actor.organizationId, changes.ownerId);
  const at = isoNow(deps.clock);
  const assetIds = rows.map((row) => row.id);
  await deps.db.transaction().execute(async (trx) => {
    await updateAssets(trx, actor.organizationId, assetIds, { ...rowChanges(changes), updated_at: at });
    await recordAudit(trx, actor, {
      action: assetAuditActions.bulkUpdated,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} changed ${rows.length} assets (${rows.map((row) => row.name).join(', ')}): ${describeChanges(changes)}`,
      resource: `assets:${assetIds.length}`,
      at,
    });
  });
  await refreshAssetSignals(deps.db, actor.organizationId, at);
  const updated = await findAssetRows(deps.db, actor.organizationId, assetIds);
  return { assets: updated.map(toAsset), coverage: await assetCoverage(deps, actor) };
};

export const removeAsset = async (deps: AssetDeps, actor: MemberActor, assetId: string): Promise<void> => {
  const [row] = await requireAssets(deps, actor, [assetId]);
  if (row.source !== 'manual') throw new AppError(409, discoveredRemovalMessage);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await deleteAsset(trx, actor.organizationId, assetId);
    await recordAudit(trx, actor, {
      action: assetAuditActions.removed,
      severity: 'warning',
      category: 'compliance',
      details: `${actor.name} removed the asset ${row.name} from the inventory`,
      resource: `asset:${assetId}`,
      at,
    });
  });
  await refreshAssetSignals(deps.db, actor.organizationId, at);
};
