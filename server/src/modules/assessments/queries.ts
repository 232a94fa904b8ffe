import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '../../frameworks/types';
import { findCompletedAssessments, findControlResults, type StoredControlResult } from './repository';
import { type AssessmentSummary, toSummary } from './summary';

export type AssessmentWithResults = AssessmentSummary & { results: StoredControlResult[] };

export type LatestAssessments = { latest: AssessmentWithResults | null; previous: AssessmentWithResults | null };

const withResults = async (db: Db, summary: AssessmentSummary): Promise<AssessmentWithResults> => {
  const order = new Map(frameworks[summary.framework].controls.map((control, index) => [control.id, index]));
  const results = await findControlResults(db, summary.id);
  results.sort((a, b) => (order.get(a.controlId) ?? Infinity) - (order.get(b.controlId) ?? Infinity));
  return { ...summary, results };
};

/** The latest completed assessment of a framework and the one before it (for trends), each with its results. */
export const findLatestAssessments = async (db: Db, organizationId: string, framework: FrameworkId): Promise<LatestAssessments> => {
  const [latest, previous] = await findCompletedAssessments(db, organizationId, framework, 2);
  return {
    latest: latest ? await withResults(db, toSummary(latest)) : null,
    previous: previous ? await withResults(db, toSummary(previous)) : null,
  };
};
