import { organizationRiskTolerance } from '../settings';
import type { Db } from '../../db/database';
import type { RiskToleranceInfo } from '@/contracts/risks';
import type { RiskTolerance } from '@/contracts/settingsOptions';

/**
 * The highest residual score (of 25) each tolerance leaves untreated. Low stops at 6, a possible event of moderate
 * impact (2 x 3); Medium at 12, a likely event of moderate impact (4 x 3) or a possible major one (3 x 4); High at
 * 16, a likely major event (4 x 4), so only severe or near-certain risks still demand a treatment.
 */
export const residualThresholds: Readonly<Record<RiskTolerance, number>> = { low: 6, medium: 12, high: 16 };

export const readRiskTolerance = async (db: Db, organizationId: string): Promise<RiskToleranceInfo> => {
  const level = await organizationRiskTolerance(db, organizationId);
  return { level, threshold: residualThresholds[level] };
};
