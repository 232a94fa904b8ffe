import type { Db } from '../../db/database';
import { upsertSignal } from '../signals';
import { loadPolicies } from './policyParts';

export const policySignalSource = 'Policies in Securo';

// Measured from the product's own records, so it outranks what was imported for the same checks.
const measuredBy = 'policies';

/**
 * What the organisation's published policies prove, as the checks read it: the oldest approval of a policy in force
 * (so one lapsed review turns the check stale) and the share of required acceptances given across them.
 */
export const refreshPolicySignals = async (db: Db, organizationId: string, at: string): Promise<void> => {
  const inForce = (await loadPolicies(db, organizationId)).filter((parts) => parts.current);
  if (inForce.length === 0) return;
  const reviewedOn = inForce
    .map((parts) => parts.current?.published_at ?? at)
    .reduce((oldest, day) => (day < oldest ? day : oldest));
  const totals = inForce.reduce(
    (sum, parts) => ({
      accepted: sum.accepted + (parts.acceptance?.accepted ?? 0),
      required: sum.required + (parts.acceptance?.required ?? 0),
    }),
    { accepted: 0, required: 0 },
  );
  const pct = totals.required === 0 ? 100 : Math.round((totals.accepted / totals.required) * 1000) / 10;
  await upsertSignal(db, organizationId, {
    key: 'policies.reviewedAt',
    value: reviewedOn,
    source: policySignalSource,
    integration: measuredBy,
    observedAt: at,
  });
  await upsertSignal(db, organizationId, {
    key: 'policies.acceptedPct',
    value: pct,
    source: policySignalSource,
    integration: measuredBy,
    observedAt: at,
  });
};
