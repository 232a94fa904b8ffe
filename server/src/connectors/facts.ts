import type { CheckId } from '../frameworks/checks';
import type { Collection, DiscoveredAsset } from './connector';

// Evidence outlives a few failed daily syncs, then lapses so that a stale fact is never shown as current.
const observationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * One check's value as a collector measured it, and the raw facts behind it kept as evidence; `assets`, the
 * resources it was measured over, for the inventory.
 */
export type Fact = { check: CheckId; value: unknown; data: Record<string, unknown>; assets?: DiscoveredAsset[] };

/** How many of the items are in good standing: the value of a ratio check. */
export const share = <T>(items: readonly T[], isCompliant: (item: T) => boolean) => ({
  compliant: items.filter(isCompliant).length,
  total: items.length,
});

/**
 * A collector's facts as signals and observations, all stamped with the moment collection began, and the assets
 * seen: those the facts were measured over, after `accountAssets` (the account, tenant or cluster itself).
 */
export const collectionOf = (
  facts: readonly Fact[],
  collectedAt: Date,
  accountAssets: readonly DiscoveredAsset[] = [],
): Collection => {
  const at = collectedAt.toISOString();
  const expiresAt = new Date(collectedAt.getTime() + observationLifetimeMs).toISOString();
  return {
    signals: facts.map(({ check, value }) => ({ key: check, value, observedAt: at })),
    observations: facts.map(({ check, data }) => ({ check, collectedAt: at, expiresAt, data })),
    assets: [...accountAssets, ...facts.flatMap((fact) => fact.assets ?? [])],
  };
};
