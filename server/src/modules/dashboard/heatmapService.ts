import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '../../frameworks/types';
import { findLatestResults } from './repository';
import type { Heatmap, HeatmapControl } from './schemas';

/** The latest completed assessment of one framework as tiles per category, in catalogue order. */
export const buildHeatmap = async (db: Db, organizationId: string, framework: FrameworkId): Promise<Heatmap> => {
  const rows = await findLatestResults(db, organizationId, framework);
  const stored = new Map(rows.map((row) => [row.controlId, row]));
  const summary = { total: 0, passed: 0, warning: 0, critical: 0 };
  const categories: Record<string, HeatmapControl[]> = {};
  for (const control of frameworks[framework].controls) {
    const row = stored.get(control.id);
    if (!row) continue;
    const issues = JSON.parse(row.issues) as string[];
    const tile = {
      id: control.id,
      name: control.name,
      status: row.status,
      score: Number(row.score),
      lastCheck: row.checkedAt,
      issues: issues.map((description) => ({ description })),
    };
    (categories[row.category] ??= []).push(tile);
    summary.total += 1;
    summary[row.status] += 1;
  }
  return { framework, assessedAt: rows[0]?.assessedAt ?? null, summary, categories };
};
