import { checks } from '../../frameworks/checks';
import { applicableChecks } from '../../frameworks/applicableChecks';
import type { Framework } from '../../frameworks/types';
import type { StoredSignal } from '../signals';

/** A failing check behind a control's issues: which check, where its signal came from and when it was observed. */
export type IssueSource = { check: string; source: string | null; observedAt: string | null; issues: string[] };

/**
 * For each control, the checks whose outcome raised issues, with their signal's source (an integration, an import,
 * evidence): what the heat map shows beside each issue. Outcomes are pure, so they are the evaluation's own.
 */
export const issueSourcesOf = (
  framework: Framework,
  signals: StoredSignal[],
  now: Date,
): Map<string, IssueSource[]> => {
  const byKey = new Map(signals.map((signal) => [signal.key, signal]));
  return new Map(
    framework.controls.map((control) => [
      control.id,
      applicableChecks(control, byKey).flatMap((id) => {
        const signal = byKey.get(id);
        const { issues } = checks[id].assess(signal?.value, now);
        if (issues.length === 0) return [];
        return [
          { check: checks[id].name, source: signal?.source ?? null, observedAt: signal?.observedAt ?? null, issues },
        ];
      }),
    ]),
  );
};
