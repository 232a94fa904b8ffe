import { applicableChecks } from '../../../frameworks/applicableChecks';
import { checks, type CheckId } from '../../../frameworks/checks';
import type { Control } from '../../../frameworks/types';
import { controlLabel } from '@/contracts/controls';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { remediation } from '../knowledge/remediation';
import type { LiveControl } from './liveControls';
import type { Provider } from './providers';

/** Steps shown for one check: enough to act on, the rest is in the guidance. */
const stepsShown = 3;

const stepsFor = (checkId: CheckId, provider: Provider | null) => {
  const { steps } = remediation[checkId];
  const chosen = (provider && steps[provider]) || steps.generic;
  return chosen.slice(0, stepsShown).map((step) => `- ${step}`);
};

const liveState = (framework: FrameworkId, state: LiveControl | undefined) =>
  state
    ? `${state.status}, score ${state.score}% in your latest ${frameworkLabels[framework]} assessment`
    : `not assessed yet: run a ${frameworkLabels[framework]} assessment to see where you stand`;

type DescribeOptions = {
  provider: Provider | null;
  howTo: boolean;
  explained: Set<CheckId>;
  /** The checks the organisation has values for: another integration's checks do not apply to it. */
  reported: ReadonlySet<string>;
};

/**
 * A control: its live status and score, what fails and why, and the steps to fix each of the checks that apply to
 * the organisation not yet explained.
 */
export const describeControl = (
  framework: FrameworkId,
  control: Control,
  state: LiveControl | undefined,
  { provider, howTo, explained, reported }: DescribeOptions,
): string => {
  const applicable = applicableChecks(control, reported);
  const lines = [
    `${controlLabel(control.id)} ${control.name} (${frameworkLabels[framework]}): ${liveState(framework, state)}.`,
  ];
  lines.push(`Checked by: ${applicable.map((checkId) => checks[checkId].name).join(', ')}.`);
  if (state && state.issues.length > 0) {
    lines.push(`${state.status === 'passed' ? 'Still open' : 'What fails'}: ${state.issues.join('; ')}.`);
  }
  if (howTo || !state || state.status !== 'passed') {
    // Steps already given for a check, in this answer, are not repeated.
    for (const checkId of applicable.filter((id) => !explained.has(id))) {
      explained.add(checkId);
      lines.push(
        `How to fix (${checks[checkId].name}${provider ? `, ${provider}` : ''}):`,
        ...stepsFor(checkId, provider),
      );
    }
  }
  return lines.join('\n');
};

/** A check asked about on its own ("how do I fix MFA on AWS?"): what it verifies and how to satisfy it. */
export const describeCheck = (checkId: CheckId, provider: Provider | null): string =>
  [`${checks[checkId].name}: ${remediation[checkId].what}`, ...stepsFor(checkId, provider)].join('\n');
