import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/appError';
import { type Clock, isoNow } from '../../lib/clock';
import type { Role } from '../../../../src/contracts/enums';
import type { ChatMessage, ConversationSummary } from '../../../../src/contracts/assistant';
import type { KnowledgeIndex } from './knowledge';
import { composeAnswer } from './composer/compose';
import {
  appendMessage,
  findAnswer,
  findConversation,
  findMessage,
  insertConversation,
  listMessages,
  replaceAnswer,
  saveFeedback,
} from './repository';

export type AssistantDeps = { db: Db; clock: Clock; index: KnowledgeIndex };
export type Asker = { organizationId: string; userId: string; role: Role };

const titleMax = 60;
const conversationNotFound = () => new AppError(404, 'Conversation not found');
const answerNotFound = () => new AppError(404, 'Answer not found');

const titleOf = (question: string) =>
  question.length <= titleMax ? question : `${question.slice(0, titleMax - 1).trimEnd()}…`;

export const readConversation = async (deps: AssistantDeps, asker: Asker, id: string) => {
  const conversation = await findConversation(deps.db, asker.userId, id);
  if (!conversation) throw conversationNotFound();
  return { conversation, messages: await listMessages(deps.db, id) };
};

/** Stores the question, answers it from the organisation's data and the catalogues, and stores the answer. */
export const ask = async (
  deps: AssistantDeps,
  asker: Asker,
  input: { conversationId?: string; content: string },
): Promise<{ conversation: ConversationSummary; question: ChatMessage; answer: ChatMessage }> => {
  const question = input.content.trim();
  const composed = await composeAnswer(deps, asker, question);
  const now = isoNow(deps.clock);
  const conversationId = input.conversationId ?? randomUUID();
  return deps.db.transaction().execute(async (trx) => {
    if (input.conversationId) {
      if (!(await findConversation(trx, asker.userId, input.conversationId))) throw conversationNotFound();
    } else {
      await insertConversation(trx, { ...asker, id: conversationId, title: titleOf(question), now });
    }
    const common = { conversationId, organizationId: asker.organizationId, now };
    const asked = await appendMessage(trx, {
      ...common,
      id: randomUUID(),
      role: 'user',
      content: question,
      sources: [],
    });
    const answer = await appendMessage(trx, { ...common, id: randomUUID(), role: 'assistant', ...composed });
    const conversation = await findConversation(trx, asker.userId, conversationId);
    if (!conversation) throw conversationNotFound();
    return { conversation, question: asked, answer };
  });
};

/** Answers the question again, from the data as it is now, in place of the earlier answer. */
export const regenerate = async (deps: AssistantDeps, asker: Asker, answerId: string): Promise<ChatMessage> => {
  const answer = await findAnswer(deps.db, asker.userId, answerId);
  if (!answer) throw answerNotFound();
  const composed = await composeAnswer(deps, asker, answer.question);
  await replaceAnswer(deps.db, answer.id, composed.content, composed.sources, isoNow(deps.clock));
  return findMessage(deps.db, answer.id);
};

export const rateAnswer = async (
  deps: AssistantDeps,
  asker: Asker,
  answerId: string,
  feedback: { rating: 'good' | 'poor'; note?: string },
): Promise<ChatMessage> => {
  const answer = await findAnswer(deps.db, asker.userId, answerId);
  if (!answer) throw answerNotFound();
  await saveFeedback(deps.db, answer.id, {
    rating: feedback.rating,
    note: feedback.note || null,
    now: isoNow(deps.clock),
  });
  return findMessage(deps.db, answer.id);
};
