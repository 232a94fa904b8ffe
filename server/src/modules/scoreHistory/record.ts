import type { ControlStatus, FrameworkId } from '@/contracts/enums';
import type { Db } from '../../db/database';
import { checkIdByName } from './checkNames';
import { type FailingCheck, findControlsBefore, upsertControlDays, upsertScoreDay } from './repository';

/** What an assessment found, as the assessments module stores it: sources name each failing check by its name. */
export type AssessedDay = {
  organizationId: string;
  framework: FrameworkId;
  /** ISO time the assessment completed: its UTC day is the row it writes. */
  completedAt: string;
  score: number;
  results: { controlId: string; status: ControlStatus; score: number }[];
  sources: ReadonlyMap<string, { check: string; source: string | null }[]>;
};

const severity: Record<ControlStatus, number> = { passed: 0, warning: 1, critical: 2 };

const failingChecksOf = (sources: AssessedDay['sources'], controlId: string): FailingCheck[] =>
  (sources.get(controlId) ?? []).map(({ check, source }) => ({ check: checkIdByName(check), source }));

/**
 * The check behind a status change: one that started failing when the control got worse, one that stopped when it
 * got better; failing on both days with a different score, the first that fails.
 */
const changeOf = (before: FailingCheck[], after: FailingCheck[], worse: boolean): FailingCheck | null => {
  const [moved, other] = worse ? [after, before] : [before, after];
  const kept = new Set(other.map((failing) => failing.check));
  return moved.find((failing) => !kept.has(failing.check)) ?? moved[0] ?? other[0] ?? null;
};

/**
 * Writes the day of a completed assessment: its framework's score and counts, and each control's status with the
 * check that changed it since the previous day. A later assessment the same day replaces the day.
 */
export const recordScoreDay = async (db: Db, assessed: AssessedDay): Promise<void> => {
  const { organizationId, framework, results } = assessed;
  const day = assessed.completedAt.slice(0, 10);
  const count = (status: ControlStatus) => results.filter((result) => result.status === status).length;
  await upsertScoreDay(db, {
    organization_id: organizationId,
    framework,
    day,
    score: assessed.score,
    passed: count('passed'),
    warning: count('warning'),
    critical: count('critical'),
    total: results.length,
    assessed_at: assessed.completedAt,
  });
  const previous = new Map(
    (await findControlsBefore(db, organizationId, framework, day)).map((row) => [row.control_id, row]),
  );
  await upsertControlDays(
    db,
    results.map((result) => {
      const failing = failingChecksOf(assessed.sources, result.controlId);
      const before = previous.get(result.controlId);
      const change =
        before && before.status !== result.status
          ? changeOf(
              JSON.parse(before.failing_checks) as FailingCheck[],
              failing,
              severity[result.status] > severity[before.status],
            )
          : null;
      return {
        organization_id: organizationId,
        framework,
        control_id: result.controlId,
        day,
        score: result.score,
        status: result.status,
        failing_checks: JSON.stringify(failing),
        changed_check: change?.check ?? null,
        changed_source: change?.source ?? null,
      };
    }),
  );
};
