import type { PromptShortcut } from '@/features/assistant/constants';

/** SPEC §3 Chat message; actions are follow-up prompts offered under a reply. */
export type ChatMessage = {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  actions?: PromptShortcut[];
};

/** What the heat map passes in navigation state; issues arrive as strings or {description} (SPEC §3). */
export type ControlContext = { id: string; name: string; issues: string[] };
