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
  const { id, name, issues } = state.control;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  const texts = Array.isArray(issues) ? issues.map(issueText).filter((text) => text !== null) : [];
  return { id, name, issues: texts };
};

export const controlPrompt = ({ id, name, issues }: ControlContext): string =>
  issues.length > 0
    ? `How do I fix the issues with control ${id} (${name})? The open issues are: ${issues.join('; ')}.`
    : `How do I fix control ${id} (${name}) and get it passing?`;
