import { controlLabel } from '@/contracts/controls';
import { frameworkLabels } from '@/contracts/enums';
import type { ChatSource } from '@/contracts/assistant';
import type { LiveControl } from './liveControls';
import { controlSource } from './sources';

/** How many critical controls an answer lists; the count covers them all. */
const listed = 10;

// The phrase, not the word: a prefilled question quoting "2 critical vulnerabilities are open" is about its control.
export const asksForCriticalFindings = (question: string) =>
  /\bcritical (findings?|issues?|controls?|gaps?|risks?|problems?)\b/i.test(question);

/** The organisation's critical controls across its latest assessments, worst first, each with what fails. */
export const criticalFindingsAnswer = (live: Map<string, LiveControl>): { content: string; sources: ChatSource[] } => {
  const critical = [...live.values()]
    .filter((control) => control.status === 'critical')
    .sort((a, b) => a.score - b.score || a.controlId.localeCompare(b.controlId));
  if (critical.length === 0) {
    return {
      content:
        'No control is critical in your latest assessments. Ask about a warning ("what are our warnings on SOC 2?") or run an assessment to check again.',
      sources: [],
    };
  }
  const shown = critical.slice(0, listed);
  const lines = shown.map(
    (control, index) =>
      `${index + 1}. ${controlLabel(control.controlId)} ${control.name} (${frameworkLabels[control.framework]}): ${control.score}%. ${control.issues.join('; ')}.`,
  );
  const more = critical.length > listed ? [`…and ${critical.length - listed} more on the heat map.`] : [];
  return {
    content: [
      `You have ${critical.length} critical ${critical.length === 1 ? 'control' : 'controls'}, worst first:`,
      ...lines,
      ...more,
      '',
      `Start with ${controlLabel(shown[0].controlId)}: ask me "how do I fix ${controlLabel(shown[0].controlId)}?" for the steps.`,
    ].join('\n'),
    sources: shown.map((control) => controlSource(control.framework, control.controlId, control.name, control)),
  };
};
