import type { AppDeps } from '../../core/appDeps';
import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '@/contracts/enums';
import type { FreshCache } from '../../lib/freshCache';
import { findLatestCompletedAssessment, findResultsOf, type StoredResult } from './repository';
import type { ControlIssue, Heatmap, HeatmapControl } from '@/contracts/dashboard';
import type { IssueSource } from '../assessments';

/** The issue with the check that raised it, its signal's source and observation time, when the assessment kept them. */
const withSource = (description: string, sources: IssueSource[]): ControlIssue => {
  const raisedBy = sources.find((source) => source.issues.includes(description));
  return raisedBy
    ? { description, check: raisedBy.check, source: raisedBy.source, observedAt: raisedBy.observedAt }
    : { description };
};

type LatestRun = { completedAt: string; excluded: { controlId: string; justification: string }[] };

const excludedTiles = (framework: FrameworkId, run: LatestRun): Heatmap['excluded'] => {
  const why = new Map(run.excluded.map((control) => [control.controlId, control.justification]));
  return frameworks[framework].controls
    .filter((control) => why.has(control.id))
    .map((control) => ({
      id: control.id,
      name: control.name,
      category: control.category,
      justification: why.get(control.id) ?? '',
    }));
};

const tiles = (framework: FrameworkId, run: LatestRun, rows: StoredResult[]): Heatmap => {
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
  return { framework, assessedAt: run.completedAt, summary, categories, excluded: excludedTiles(framework, run) };
};

const neverAssessed = (framework: FrameworkId): Heatmap => ({
  framework,
  assessedAt: null,
  summary: { total: 0, passed: 0, warning: 0, critical: 0 },
  categories: {},
  excluded: [],
});

const readHeatmap = async (db: Db, organizationId: string, framework: FrameworkId): Promise<Heatmap> => {
  const latest = await findLatestCompletedAssessment(db, organizationId, framework);
  return latest ? tiles(framework, latest, await findResultsOf(db, latest.id)) : neverAssessed(framework);
};

/**
 * The latest completed assessment of one framework as tiles per category, in catalogue order. A completed assessment
 * never changes, so the tiles are current while the framework's latest completed assessment is the same one.
 */
export const buildHeatmap = (
  { db }: Pick<AppDeps, 'db'>,
  { cache, mark }: { cache: FreshCache<Heatmap>; mark: string | null },
  organizationId: string,
  framework: FrameworkId,
): Promise<Heatmap> =>
  cache.read(`${organizationId} ${framework}`, {
    mark,
    version: async () => (await findLatestCompletedAssessment(db, organizationId, framework))?.id ?? 'none',
    build: () => readHeatmap(db, organizationId, framework),
  });
