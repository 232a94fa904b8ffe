import type { RiskAssessmentChanges } from '@/contracts/risks';
import type { RiskRow } from './repository';

/** A risk as an assessment found it: what the next one compares with. */
export type AssessedRisk = { id: string; title: string; status: string; residual: number };

export const registerSnapshot = (rows: RiskRow[]): AssessedRisk[] =>
  rows.map((row) => ({ id: row.id, title: row.title, status: row.status, residual: row.residual_score }));

/**
 * What changed in the register since the previous assessment: risks it did not hold, risks it found open that are
 * closed now, and risks whose residual score moved. With no previous assessment, every risk is new.
 */
export const registerChanges = (previous: AssessedRisk[], current: AssessedRisk[]): RiskAssessmentChanges => {
  const before = new Map(previous.map((risk) => [risk.id, risk]));
  const mention = ({ id, title }: AssessedRisk) => ({ id, title });
  return {
    added: current.filter((risk) => !before.has(risk.id)).map(mention),
    closed: current.filter((risk) => risk.status === 'closed' && before.get(risk.id)?.status === 'open').map(mention),
    rescored: current.flatMap((risk) => {
      const earlier = before.get(risk.id);
      return earlier && earlier.residual !== risk.residual
        ? [{ ...mention(risk), from: earlier.residual, to: risk.residual }]
        : [];
    }),
  };
};
