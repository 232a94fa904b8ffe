import type { Actor } from '../../../core/actor';
import type { AppDeps } from '../../../core/appDeps';
import { frameworks } from '../../../frameworks';
import { readableSources } from '../../../lib/readableSources';
import type { ChatSource } from '@/contracts/assistant';
import type { Role } from '@/contracts/enums';
import type { KnowledgeIndex, RetrievedSource } from '../knowledge';
import type { CheckId } from '../../../frameworks/checks';
import { asksForCriticalFindings, criticalFindingsAnswer } from './critical';
import { asksForFailuresBySource, failuresBySourceAnswer } from './bySource';
import { readinessAnswer, readinessFramework } from './readiness';
import { describeCheck, describeControl } from './describe';
import { controlKey } from '../knowledge/documents';
import { listSignals } from '../../signals';
import { loadLiveControls } from './liveControls';
import { findOpenTasksFor } from './openTasks';
import { providerNamed } from './providers';
import { controlSource, taskSource } from './sources';

export type Composed = {
  content: string;
  sources: ChatSource[];
  /** What an action did, told as it is: the language model does not rephrase it. */
  verbatim?: boolean;
};

/** Controls an answer explains in full; the rest of what was retrieved is cited. */
const explained = 2;
const retrieved = 5;

type ControlResult = Extract<RetrievedSource, { kind: 'control' }>;

const catalogueControl = (result: ControlResult | undefined) =>
  result && frameworks[result.framework].controls.find((item) => item.id === result.controlId);

const firstCheckOf = (result: ControlResult | undefined): CheckId | undefined => catalogueControl(result)?.checks[0];

export const ungroundedAnswer =
  'I couldn\'t ground an answer in your compliance data or the frameworks\' catalogues. Try naming a control ("CC6.1", "A.5.15", "Art. 32"), a framework ("HIPAA encryption"), or a finding ("Explain our critical findings").';

/**
 * An answer composed from what Securo knows: the controls the question is about with their live status, score and
 * failing checks, the steps to fix them (for the provider named), the organisation's open tasks on them, and sources.
 */
export const composeAnswer = async (
  deps: Pick<AppDeps, 'db'>,
  index: KnowledgeIndex,
  asker: Pick<Actor, 'organizationId'> & { role: Role },
  question: string,
): Promise<Composed> => {
  const live = await loadLiveControls(deps.db, asker.organizationId);
  if (asksForCriticalFindings(question)) return criticalFindingsAnswer(live);
  const provider = providerNamed(question);
  if (provider && asksForFailuresBySource(question)) return failuresBySourceAnswer(provider, live);
  const readiness = readinessFramework(question);
  if (readiness) return readinessAnswer(readiness, live);
  const results = index.search(question, { limit: retrieved });
  if (results.length === 0) return { content: ungroundedAnswer, sources: [] };
  // Asked how to do something: the steps come even for a control that passes.
  const howTo = /\b(how|fix|enable|enforce|set ?up|configure|turn on|implement)\b/i.test(question);
  const controls = results.flatMap((result) => (result.kind === 'control' ? [result] : []));
  const checks = results.flatMap((result) => (result.kind === 'check' ? [result] : []));
  const sections: string[] = [];
  const sources: ChatSource[] = [];
  const explainedChecks = new Set<CheckId>();
  let reported: ReadonlySet<string> | undefined;
  // "How do I … on AWS?": the provider's steps for the check asked about lead the answer.
  const leadCheck = provider ? (checks[0]?.checkId ?? firstCheckOf(controls[0])) : undefined;
  if (leadCheck) {
    sections.push(describeCheck(leadCheck, provider));
    explainedChecks.add(leadCheck);
  }
  for (const [index, result] of controls.entries()) {
    const control = catalogueControl(result);
    if (!control) continue;
    const state = live.get(controlKey(result.framework, result.controlId));
    if (index < explained) {
      reported ??= new Set((await listSignals(deps.db, asker.organizationId)).map((signal) => signal.key));
      sections.push(
        describeControl(result.framework, control, state, { provider, howTo, explained: explainedChecks, reported }),
      );
    }
    sources.push(controlSource(result.framework, control.id, control.name, state));
  }
  if (controls.length === 0 && !leadCheck) {
    for (const check of checks.slice(0, explained)) sections.push(describeCheck(check.checkId, provider));
  }
  // Only what the asker's role may read on its own screen grounds the answer (the controls are compliance reading).
  if (readableSources(asker.role).tasks) {
    const keys = controls.slice(0, explained).map((result) => result.controlId);
    for (const task of await findOpenTasksFor(deps.db, asker.organizationId, keys)) {
      sections.push(`Open task: ${task.title} (due ${task.dueDate}${task.owner ? `, ${task.owner}` : ''}).`);
      sources.push(taskSource(task.title));
    }
  }
  return { content: sections.join('\n\n'), sources };
};
