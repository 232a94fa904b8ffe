import type { Db } from '../../db/database';
import { upsertSignal } from '../signals';
import { listRiskAssessmentRows } from './assessmentRepository';

export const riskSignalSource = 'Risk register in Securo';

// Measured from the product's own records, so it outranks what was imported for the same check.
const measuredBy = 'risks';

/** When the organisation last held a risk assessment, as the recency check reads it. */
export const refreshRiskSignals = async (db: Db, organizationId: string, at: string): Promise<void> => {
  const [last] = await listRiskAssessmentRows(db, organizationId, 1);
  if (!last) return;
  await upsertSignal(db, organizationId, {
    key: 'riskAssessment.completedAt',
    value: `${last.held_on}T00:00:00.000Z`,
    source: riskSignalSource,
    integration: measuredBy,
    observedAt: at,
  });
};
