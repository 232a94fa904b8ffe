import { frameworks } from '../../frameworks';
import type { ControlResult } from '../assessments';
import type { NewestAssessment, StoredResult } from './repository';

/**
 * Indexes the stored results of several assessments; the returned function answers one assessment's results in
 * catalogue order, leaving out controls since removed from the catalogue. Issues are parsed only when asked for.
 */
export const catalogueOrderedResults = (rows: StoredResult[]) => {
  const byAssessment = new Map<string, Map<string, StoredResult>>();
  for (const row of rows) {
    const results = byAssessment.get(row.assessmentId) ?? new Map<string, StoredResult>();
    results.set(row.controlId, row);
    byAssessment.set(row.assessmentId, results);
  }
  return (assessment: NewestAssessment, { withIssues }: { withIssues: boolean }): ControlResult[] => {
    const stored = byAssessment.get(assessment.id);
    return frameworks[assessment.framework].controls.flatMap((control) => {
      const row = stored?.get(control.id);
      if (!row) return [];
      const issues = withIssues ? (JSON.parse(row.issues) as string[]) : [];
      return [
        { controlId: row.controlId, category: row.category, status: row.status, score: Number(row.score), issues },
      ];
    });
  };
};
