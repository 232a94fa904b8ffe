import { controlLabel } from '@/contracts/controls';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { findFrameworkMentions } from '../knowledge/frameworkMentions';
import { type LiveControl } from './liveControls';
import type { Composed } from './compose';
import { controlSource } from './sources';

const listed = 12;

/** The framework a readiness question is about ("SOC 2 readiness checklist", "are we ready for HIPAA?"). */
export const readinessFramework = (question: string): FrameworkId | null => {
  // Not the word alone: "ICT readiness for business continuity" is an ISO control.
  if (
    !/\b(checklist|audit[- ]ready|ready for|are we ready|prepare for|readiness (check|assessment|review))\b/i.test(
      question,
    )
  ) {
    return null;
  }
  const [framework] = findFrameworkMentions(question).frameworks;
  return framework ?? null;
};

/** A checklist from the latest assessment: what is left to fix, worst first, and how much already passes. */
export const readinessAnswer = (framework: FrameworkId, live: Map<string, LiveControl>): Composed => {
  const label = frameworkLabels[framework];
  const controls = [...live.values()].filter((control) => control.framework === framework);
  if (controls.length === 0) {
    return {
      content: `${label} has not been assessed yet: run a ${label} assessment, then ask me again.`,
      sources: [],
    };
  }
  const open = controls
    .filter((control) => control.status !== 'passed')
    .sort((a, b) => a.score - b.score || a.controlId.localeCompare(b.controlId));
  const passed = controls.length - open.length;
  const shown = open.slice(0, listed);
  return {
    content: [
      `${label} readiness from your latest assessment: ${passed} of ${controls.length} controls pass.`,
      ...(open.length === 0 ? ['Every control passes: keep the evidence current and reassess before the audit.'] : []),
      ...shown.map(
        (control) =>
          `[ ] ${controlLabel(control.controlId)} ${control.name}: ${control.status}, ${control.score}%. ${control.issues.join('; ')}.`,
      ),
      ...(open.length > listed ? [`…and ${open.length - listed} more on the heat map.`] : []),
    ].join('\n'),
    sources: shown.map((control) => controlSource(framework, control.controlId, control.name, control)),
  };
};
