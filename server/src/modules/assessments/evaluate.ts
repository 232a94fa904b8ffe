import type { ControlStatus } from '@/contracts/enums';
import { statusForScore } from '@/contracts/score';
import { type CheckId, checks } from '../../frameworks/checks';
import type { CheckOutcome } from '../../frameworks/checks/outcome';
import { applicableChecks } from '../../frameworks/applicableChecks';
import type { Framework } from '../../frameworks/types';
import type { SignalValues } from '../signals';

export type ControlResult = {
  controlId: string;
  category: string;
  status: ControlStatus;
  score: number;
  issues: string[];
};

export type FrameworkEvaluation = { score: number; results: ControlResult[] };

const mean = (values: number[]): number =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** Scores every control from its checks; each check runs once however many controls share it. */
export const evaluateFramework = (framework: Framework, signals: SignalValues, now: Date): FrameworkEvaluation => {
  const outcomes = new Map<CheckId, CheckOutcome>();
  const outcomeOf = (id: CheckId): CheckOutcome => {
    const cached = outcomes.get(id);
    if (cached) return cached;
    const outcome = checks[id].assess(signals.get(id), now);
    outcomes.set(id, outcome);
    return outcome;
  };

  const results = framework.controls.map((control): ControlResult => {
    const controlOutcomes = applicableChecks(control, signals).map(outcomeOf);
    const score = mean(controlOutcomes.map((outcome) => outcome.score));
    const issues = [...new Set(controlOutcomes.flatMap((outcome) => outcome.issues))];
    // A control never reads as passed while one of its own issues is still listed.
    const status = issues.length > 0 && statusForScore(score) === 'passed' ? 'warning' : statusForScore(score);
    return { controlId: control.id, category: control.category, status, score, issues };
  });
  return { score: mean(results.map((result) => result.score)), results };
};
