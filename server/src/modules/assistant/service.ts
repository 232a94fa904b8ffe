import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { isoNow } from '../../lib/clock';
import type { Answered, ChatMessage } from '@/contracts/assistant';
import type { KnowledgeIndex } from './knowledge';
import { type Composed, composeAnswer, ungroundedAnswer } from './composer/compose';
import { policyRequestAnswer } from './composer/policyRequest';
import type { LanguageModel } from '../../core/languageModel';
import { promptFor } from './languageModel/prompt';
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

export type AssistantDeps = Pick<AppDeps, 'db' | 'clock'>;

/** SecuroBot's own services, built once by its routes: the knowledge index and the language model. */
export type Assistant = {
  index: KnowledgeIndex;
  /** Writes the answers when configured (LLM_URL); the offline composer's answer is its context, and the fallback. */
  languageModel: LanguageModel | null;
  onModelFailure: (error: unknown) => void;
};
/** Receives the answer's text piece by piece as it is written. */
export type OnText = (text: string) => void;

const titleMax = 60;
const conversationNotFound = () => new AppError(404, 'Conversation not found');
const answerNotFound = () => new AppError(404, 'Answer not found');

const titleOf = (question: string) =>
  question.length <= titleMax ? question : `${question.slice(0, titleMax - 1).trimEnd()}…`;

export const readConversation = async (deps: AssistantDeps, asker: MemberActor, id: string) => {
  const conversation = await findConversation(deps.db, asker.userId, id);
  if (!conversation) throw conversationNotFound();
  return { conversation, messages: await listMessages(deps.db, id) };
};

/**
 * The answer's text: the language model's, given what retrieval found, when one is configured and the question was
 * grounded; else, or when the model fails, the offline composer's. A model that fails part way is replaced whole.
 */
const writeAnswer = async (
  assistant: Assistant,
  question: string,
  composed: Composed,
  history: ChatMessage[],
  onText: OnText,
): Promise<string> => {
  if (assistant.languageModel && composed.content !== ungroundedAnswer && !composed.verbatim) {
    try {
      let written = '';
      for await (const text of assistant.languageModel.stream(promptFor(question, composed, history))) {
        written += text;
        onText(text);
      }
      if (written.trim() !== '') return written;
    } catch (error) {
      assistant.onModelFailure(error);
    }
  }
  onText(composed.content);
  return composed.content;
};

/** A request to start a policy is acted on; any other question is answered from what Securo knows. */
const answerFor = async (deps: AssistantDeps, assistant: Assistant, asker: MemberActor, question: string) =>
  (await policyRequestAnswer(deps, asker, question)) ?? composeAnswer(deps, assistant.index, asker, question);

/** Stores the question, answers it from the organisation's data and the catalogues, and stores the answer. */
export const ask = async (
  deps: AssistantDeps,
  assistant: Assistant,
  asker: MemberActor,
  input: { conversationId?: string; content: string },
  onText: OnText = () => undefined,
): Promise<Answered> => {
  const question = input.content.trim();
  // Checked before anything is written, so an unknown conversation is a 404 and not a failed stream.
  const history = input.conversationId ? (await readConversation(deps, asker, input.conversationId)).messages : [];
  const composed = await answerFor(deps, assistant, asker, question);
  const content = await writeAnswer(assistant, question, composed, history, onText);
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
    const answer = await appendMessage(trx, {
      ...common,
      id: randomUUID(),
      role: 'assistant',
      content,
      sources: composed.sources,
    });
    const conversation = await findConversation(trx, asker.userId, conversationId);
    if (!conversation) throw conversationNotFound();
    return { conversation, question: asked, answer };
  });
};

/** Answers the question again, from the data as it is now, in place of the earlier answer. */
export const regenerate = async (
  deps: AssistantDeps,
  assistant: Assistant,
  asker: MemberActor,
  answerId: string,
): Promise<ChatMessage> => {
  const answer = await findAnswer(deps.db, asker.userId, answerId);
  if (!answer) throw answerNotFound();
  const messages = await listMessages(deps.db, answer.conversationId);
  const history = messages.slice(
    0,
    Math.max(
      0,
      messages.findIndex((message) => message.id === answer.questionId),
    ),
  );
  const composed = await answerFor(deps, assistant, asker, answer.question);
  const content = await writeAnswer(assistant, answer.question, composed, history, () => undefined);
  await replaceAnswer(deps.db, answer.id, content, composed.sources, isoNow(deps.clock));
  return findMessage(deps.db, answer.id);
};

export const rateAnswer = async (
  deps: AssistantDeps,
  asker: MemberActor,
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
