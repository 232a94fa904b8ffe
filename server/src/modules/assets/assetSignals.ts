import type { Db } from '../../db/database';
import { upsertSignal } from '../signals';
import { countActiveAssets } from './repository';

export const assetSignalSource = 'Asset inventory in Securo';

// Measured from the product's own records, so it outranks what was imported for the same check.
const measuredBy = 'assets';

// The signal names the assets to complete; beyond this many, the count says the rest.
const namedMax = 50;

/**
 * The share of active assets with both an owner and a classification, naming those without. An empty inventory
 * proves nothing, so it records no value rather than a passing one.
 */
export const refreshAssetSignals = async (db: Db, organizationId: string, at: string): Promise<void> => {
  const { active, incomplete, incompleteNames } = await countActiveAssets(db, organizationId, namedMax);
  if (active === 0) return;
  await upsertSignal(db, organizationId, {
    key: 'assetInventory.complete',
    value: {
      compliant: active - incomplete,
      total: active,
      incomplete: incompleteNames,
    },
    source: assetSignalSource,
    integration: measuredBy,
    observedAt: at,
  });
};
