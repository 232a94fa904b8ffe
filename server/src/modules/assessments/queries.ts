import type { Db } from '../../db/database';
import type { AssessmentRow } from '../../db/schema';
import type { ExcludedControl } from '../controls';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '@/contracts/enums';
import { findCompletedAssessments, findControlResults, type StoredControlResult } from './repository';
import { type AssessmentSummary, toSummary } from './summary';

export type NamedControlResult = StoredControlResult & { name: string };

/** excluded: the controls the run left out, by the organisation's approved exclusions. */
export type AssessmentWithResults = AssessmentSummary & { results: NamedControlResult[]; excluded: ExcludedControl[] };

export type LatestAssessments = { latest: AssessmentWithResults | null; previous: AssessmentWithResults | null };

const withResults = async (db: Db, row: AssessmentRow): Promise<AssessmentWithResults> => {
  const summary = toSummary(row);
  const stored = new Map((await findControlResults(db, summary.id)).map((result) => [result.controlId, result]));
  // Catalogue order and names; a result for a control since removed from the catalogue is not shown.
  const results = frameworks[summary.framework].controls.flatMap((control) => {
    const result = stored.get(control.id);
    return result ? [{ ...result, name: control.name }] : [];
  });
  const excluded = row.excluded_controls ? (JSON.parse(row.excluded_controls) as ExcludedControl[]) : [];
  return { ...summary, results, excluded };
};

/** The latest completed assessment of a framework and the one before it (for trends), each with its results. */
export const findLatestAssessments = async (
  db: Db,
  organizationId: string,
  framework: FrameworkId,
): Promise<LatestAssessments> => {
  const [latest, previous] = await findCompletedAssessments(db, organizationId, framework, 2);
  return {
    latest: latest ? await withResults(db, latest) : null,
    previous: previous ? await withResults(db, previous) : null,
  };
};
