import { frameworkLabels } from '@/contracts/enums';
import type { ChatMessage, ChatSource } from '@/contracts/assistant';
import type { Composed } from '../composer/compose';
import type { PromptMessage } from '../../../core/languageModel';

/** Earlier turns sent along, so a follow-up ("and on GitHub?") is understood. */
export const historyTurns = 4;

export const systemPrompt = [
  'You are SecuroBot, the compliance assistant in Securo, answering a member of an organisation working towards',
  'SOC 2, ISO 27001, HIPAA and GDPR.',
  'Answer only from the context you are given: the organisation’s live compliance data and the frameworks’',
  'catalogues. If the context does not answer the question, say so and suggest what to ask instead.',
  'Name controls by their ids exactly as the context writes them (CC6.1, A.5.15, Art. 32, §164.312(a)(1)),',
  'keep every status and score as given, and never invent a control, figure, date or step.',
  'Be brief and practical: short paragraphs, and numbered steps for a fix. Plain text, no tables.',
].join(' ');

const describeSource = (source: ChatSource) => {
  const where = source.framework ? `${frameworkLabels[source.framework]} ` : '';
  const state = source.status ? ` (${source.status}${source.score === null ? '' : `, score ${source.score}`})` : '';
  return `- ${where}${source.label}: ${source.title}${state}`;
};

/**
 * What the model sees: the instructions, the last turns, and the question with what retrieval found for it (the
 * offline answer and its sources). Nothing else: no credentials, no evidence files, nothing the asker may not see.
 */
export const promptFor = (question: string, context: Composed, history: ChatMessage[]): PromptMessage[] => [
  { role: 'system', content: systemPrompt },
  ...history.slice(-historyTurns).map((message): PromptMessage => ({
    role: message.type === 'user' ? 'user' : 'assistant',
    content: message.content,
  })),
  {
    role: 'user',
    content: [
      'Context:',
      context.content,
      ...(context.sources.length > 0 ? ['', 'Sources:', ...context.sources.map(describeSource)] : []),
      '',
      `Question: ${question}`,
    ].join('\n'),
  },
];
