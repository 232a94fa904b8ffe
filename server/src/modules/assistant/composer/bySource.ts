import { controlLabel } from '@/contracts/controls';
import { frameworkLabels } from '@/contracts/enums';
import { integrationCatalog, type IntegrationType } from '@/contracts/integrations';
import type { ChatSource } from '@/contracts/assistant';
import type { LiveControl } from './liveControls';
import type { Provider } from './providers';
import { controlSource } from './sources';

/** How many failing controls an answer lists; the count covers them all. */
const listed = 12;

/** "Which controls fail because of GitHub?": a question about what a source breaks, not how to fix a check. */
export const asksForFailuresBySource = (question: string) =>
  /\b(fail(s|ing|ed)?|because of|caused by|due to|broken)\b/i.test(question);

// Remediation steps say "kubernetes"; the connector's type is k8s.
const integrationOf = (provider: Provider): IntegrationType => (provider === 'kubernetes' ? 'k8s' : provider);

const fromProvider = (source: string | null, name: string) =>
  source !== null && source.toLowerCase().includes(name.toLowerCase());

/** The controls failing in the latest assessments on a signal the provider's integration measured, worst first. */
export const failuresBySourceAnswer = (
  provider: Provider,
  live: Map<string, LiveControl>,
): { content: string; sources: ChatSource[] } => {
  const name = integrationCatalog[integrationOf(provider)].name;
  const failing = [...live.values()]
    .map((control) => ({
      control,
      checks: control.sources.filter((source) => fromProvider(source.source, name)),
    }))
    .filter(({ control, checks }) => control.status !== 'passed' && checks.length > 0)
    .sort((a, b) => a.control.score - b.control.score || a.control.controlId.localeCompare(b.control.controlId));
  if (failing.length === 0) {
    return {
      content: `No control fails in your latest assessments because of what ${name} reports. Controls failing for other reasons are on the heat map; ask "Explain our critical findings" for them.`,
      sources: [],
    };
  }
  const shown = failing.slice(0, listed);
  const lines = shown.map(
    ({ control, checks }, index) =>
      `${index + 1}. ${controlLabel(control.controlId)} ${control.name} (${frameworkLabels[control.framework]}, ${control.status}, ${control.score}%): ${checks.flatMap((check) => check.issues).join('; ')}.`,
  );
  const more = failing.length > listed ? [`…and ${failing.length - listed} more on the heat map.`] : [];
  return {
    content: [
      `${failing.length} ${failing.length === 1 ? 'control fails' : 'controls fail'} on what ${name} reports, worst first:`,
      ...lines,
      ...more,
    ].join('\n'),
    sources: shown.map(({ control }) => controlSource(control.framework, control.controlId, control.name, control)),
  };
};
