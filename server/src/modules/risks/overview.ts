import { type RiskOverview } from '@/contracts/risks';
import { riskRatingMax } from '@/contracts/riskValues';
import { countOpenByRating, countRiskFlags } from './repository';
import { type RiskDeps, today } from './service';
import { readRiskTolerance } from './tolerance';

const emptyMatrix = () => Array.from({ length: riskRatingMax }, () => Array<number>(riskRatingMax).fill(0));

const toMatrix = (cells: { likelihood: number; impact: number; count: number }[]) => {
  const matrix = emptyMatrix();
  for (const cell of cells) matrix[cell.likelihood - 1][cell.impact - 1] = cell.count;
  return matrix;
};

/** The heat matrix of the open register, inherent and residual, with the tolerance and the findings' counts. */
export const readRiskOverview = async (deps: RiskDeps, organizationId: string): Promise<RiskOverview> => {
  const tolerance = await readRiskTolerance(deps.db, organizationId);
  const [inherent, residual, flags] = await Promise.all([
    countOpenByRating(deps.db, organizationId, 'inherent'),
    countOpenByRating(deps.db, organizationId, 'residual'),
    countRiskFlags(deps.db, organizationId, tolerance.threshold, today(deps)),
  ]);
  return { tolerance, inherent: toMatrix(inherent), residual: toMatrix(residual), ...flags };
};
