import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '../../../../src/contracts/enums';
import type { BoundedCache } from './boundedCache';
import { findLatestCompletedAssessment, findResultsOf, type StoredResult } from './repository';
import type { ControlIssue, Heatmap, HeatmapControl } from '../../../../src/contracts/dashboard';
import type { IssueSource } from '../assessments/issueSources';

/** The issue with the check that raised it, its signal's source and observation time, when the assessment kept them. */
const withSource = (description: string, sources: IssueSource[]): ControlIssue => {
  const raisedBy = sources.find((source) => source.issues.includes(description));
  return raisedBy
    ? { description, check: raisedBy.check, source: raisedBy.source, observedAt: raisedBy.observedAt }
    : { description };
};

const tiles = (framework: FrameworkId, assessedAt: string, rows: StoredResult[]): Heatmap => {
  const stored = new Map(rows.map((row) => [row.controlId, row]));
  const summary = { total: 0, passed: 0, warning: 0, critical: 0 };
  const categories: Record<string, HeatmapControl[]> = {};
  for (const control of frameworks[framework].controls) {
    const row = stored.get(control.id);
    if (!row) continue;
    const issues = JSON.parse(row.issues) as string[];
    const sources = row.issueSources ? (JSON.parse(row.issueSources) as IssueSource[]) : [];
    (categories[row.category] ??= []).push({
      id: control.id,
      name: control.name,
      status: row.status,
      score: Number(row.score),
      lastCheck: row.checkedAt,
      issues: issues.map((description) => withSource(description, sources)),
    });
    summary.total += 1;
    summary[row.status] += 1;
  }
  return { framework, assessedAt, summary, categories };
};

const neverAssessed = (framework: FrameworkId): Heatmap => ({
  framework,
  assessedAt: null,
  summary: { total: 0, passed: 0, warning: 0, critical: 0 },
  categories: {},
});

/**
 * The latest completed assessment of one framework as tiles per category, in catalogue order. A completed
 * assessment never changes, so its tiles are built once per assessment and kept in `cache`.
 */
export const buildHeatmap = async (
  { db, cache }: { db: Db; cache: BoundedCache<Heatmap> },
  organizationId: string,
  framework: FrameworkId,
): Promise<Heatmap> => {
  const latest = await findLatestCompletedAssessment(db, organizationId, framework);
  if (!latest) return neverAssessed(framework);
  const cached = cache.get(latest.id);
  if (cached) return cached;
  const heatmap = tiles(framework, latest.completedAt, await findResultsOf(db, [latest.id]));
  cache.set(latest.id, heatmap);
  return heatmap;
};
