import type { Db } from '../../../db/database';
import { findLatestAssessments } from '../../assessments';
import { controlKey } from '../knowledge/documents';
import { type ControlStatus, type FrameworkId, frameworkIds } from '@/contracts/enums';

export type LiveControl = {
  framework: FrameworkId;
  controlId: string;
  name: string;
  status: ControlStatus;
  score: number;
  issues: string[];
  checkedAt: string;
  /** Where the signal behind each failing check came from: an integration's name, an attestation, demo data. */
  sources: { check: string; source: string | null; issues: string[] }[];
};

/** Every control of the organisation's latest assessment of each framework, by key: what an answer reports live. */
export const loadLiveControls = async (db: Db, organizationId: string): Promise<Map<string, LiveControl>> => {
  const latest = await Promise.all(
    frameworkIds.map(async (framework) => ({
      framework,
      assessment: (await findLatestAssessments(db, organizationId, framework)).latest,
    })),
  );
  const live = new Map<string, LiveControl>();
  for (const { framework, assessment } of latest) {
    for (const result of assessment?.results ?? []) {
      live.set(controlKey(framework, result.controlId), {
        framework,
        controlId: result.controlId,
        name: result.name,
        status: result.status,
        score: result.score,
        issues: result.issues,
        checkedAt: result.checkedAt,
        sources: result.sources.map(({ check, source, issues }) => ({ check, source, issues })),
      });
    }
  }
  return live;
};
