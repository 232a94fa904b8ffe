import { controlLabel } from '@/contracts/controls';
import { frameworkLabels, isFrameworkId } from '@/contracts/enums';
import type { ControlContext } from '@/features/assistant/types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const issueText = (issue: unknown): string | null => {
  if (typeof issue === 'string') return issue.trim() || null;
  if (isRecord(issue) && typeof issue.description === 'string') return issue.description.trim() || null;
  return null;
};

/** Reads `{ control }` from navigation state defensively: it crosses a screen boundary untyped. */
export const controlFromState = (state: unknown): ControlContext | null => {
  if (!isRecord(state) || !isRecord(state.control)) return null;
  const { id, name, issues, framework } = state.control;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  const texts = Array.isArray(issues) ? issues.map(issueText).filter((text) => text !== null) : [];
  return { id, name, issues: texts, framework: isFrameworkId(framework) ? framework : null };
};

/** Names the control as people and SecuroBot read it: "GDPR Art. 5", "SOC 2 CC7.4". */
export const controlPrompt = ({ id, name, issues, framework }: ControlContext): string => {
  const control = `${framework ? `${frameworkLabels[framework]} ` : ''}${controlLabel(id)} (${name})`;
  return issues.length > 0
    ? `How do I fix the issues with ${control}? The open issues are: ${issues.join('; ')}.`
    : `How do I fix ${control} and get it passing?`;
};
