import type { Db } from '../../db/database';
import type { ChatMessage, ChatSource, ConversationSummary, FeedbackEntry } from '@/contracts/assistant';

/** The conversations listed as recent topics. */
const recentConversations = 10;

type MessageRow = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: string;
  created_at: string;
  feedback: 'good' | 'poor' | null;
};

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  type: row.role,
  content: row.content,
  timestamp: row.created_at,
  sources: JSON.parse(row.sources) as ChatSource[],
  feedback: row.feedback,
});

const toSummary = (row: { id: string; title: string; updated_at: string }): ConversationSummary => ({
  id: row.id,
  title: row.title,
  updatedAt: row.updated_at,
});

export const listConversations = async (db: Db, userId: string): Promise<ConversationSummary[]> =>
  (
    await db
      .selectFrom('assistant_conversations')
      .select(['id', 'title', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(recentConversations)
      .execute()
  ).map(toSummary);

/** The member's own conversation; anyone else's is not found. */
export const findConversation = async (db: Db, userId: string, id: string) => {
  const row = await db
    .selectFrom('assistant_conversations')
    .select(['id', 'title', 'updated_at'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSummary(row) : undefined;
};

export const listMessages = async (db: Db, conversationId: string): Promise<ChatMessage[]> =>
  (
    await db
      .selectFrom('assistant_messages')
      .select(['id', 'role', 'content', 'sources', 'created_at', 'feedback'])
      .where('conversation_id', '=', conversationId)
      .orderBy('seq')
      .execute()
  ).map(toMessage);

export const insertConversation = async (
  db: Db,
  conversation: { id: string; organizationId: string; userId: string; title: string; now: string },
): Promise<void> => {
  await db
    .insertInto('assistant_conversations')
    .values({
      id: conversation.id,
      organization_id: conversation.organizationId,
      user_id: conversation.userId,
      title: conversation.title,
      created_at: conversation.now,
      updated_at: conversation.now,
    })
    .execute();
};

export type NewMessage = {
  id: string;
  conversationId: string;
  organizationId: string;
  role: 'user' | 'assistant';
  content: string;
  sources: ChatSource[];
  now: string;
};

/** Appends after the conversation's last message and marks the conversation as just used. */
export const appendMessage = async (db: Db, message: NewMessage): Promise<ChatMessage> => {
  const last = await db
    .selectFrom('assistant_messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('conversation_id', '=', message.conversationId)
    .executeTakeFirst();
  await db
    .insertInto('assistant_messages')
    .values({
      id: message.id,
      conversation_id: message.conversationId,
      organization_id: message.organizationId,
      seq: Number(last?.seq ?? 0) + 1,
      role: message.role,
      content: message.content,
      sources: JSON.stringify(message.sources),
      created_at: message.now,
    })
    .execute();
  await db
    .updateTable('assistant_conversations')
    .set({ updated_at: message.now })
    .where('id', '=', message.conversationId)
    .execute();
  return toMessage({ ...message, sources: JSON.stringify(message.sources), created_at: message.now, feedback: null });
};

/** The member's own answer with the question just before it; anyone else's is not found. */
export const findAnswer = async (db: Db, userId: string, messageId: string) => {
  const answer = await db
    .selectFrom('assistant_messages as message')
    .innerJoin('assistant_conversations as conversation', 'conversation.id', 'message.conversation_id')
    .select(['message.id', 'message.conversation_id', 'message.seq', 'message.role'])
    .where('conversation.user_id', '=', userId)
    .where('message.id', '=', messageId)
    .executeTakeFirst();
  if (answer?.role !== 'assistant') return undefined;
  const question = await db
    .selectFrom('assistant_messages')
    .select(['id', 'content'])
    .where('conversation_id', '=', answer.conversation_id)
    .where('seq', '<', answer.seq)
    .where('role', '=', 'user')
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  return question
    ? { id: answer.id, conversationId: answer.conversation_id, questionId: question.id, question: question.content }
    : undefined;
};

export const replaceAnswer = async (db: Db, id: string, content: string, sources: ChatSource[], now: string) => {
  await db
    .updateTable('assistant_messages')
    .set({ content, sources: JSON.stringify(sources), created_at: now, feedback: null, feedback_note: null })
    .where('id', '=', id)
    .execute();
};

export const findMessage = async (db: Db, id: string): Promise<ChatMessage> =>
  toMessage(
    await db
      .selectFrom('assistant_messages')
      .select(['id', 'role', 'content', 'sources', 'created_at', 'feedback'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  );

export const saveFeedback = async (
  db: Db,
  id: string,
  feedback: { rating: 'good' | 'poor'; note: string | null; now: string },
) => {
  await db
    .updateTable('assistant_messages')
    .set({ feedback: feedback.rating, feedback_note: feedback.note, feedback_at: feedback.now })
    .where('id', '=', id)
    .execute();
};

/** The organisation's rated answers, newest first: what admins read to see where SecuroBot falls short. */
export const listFeedback = async (db: Db, organizationId: string): Promise<FeedbackEntry[]> => {
  const rows = await db
    .selectFrom('assistant_messages as answer')
    .innerJoin('assistant_conversations as conversation', 'conversation.id', 'answer.conversation_id')
    .innerJoin('users', 'users.id', 'conversation.user_id')
    // The question is the message just before its answer.
    .leftJoin('assistant_messages as question', (join) =>
      join
        .onRef('question.conversation_id', '=', 'answer.conversation_id')
        .on((eb) => eb('question.seq', '=', eb('answer.seq', '-', 1))),
    )
    .select([
      'answer.id',
      'answer.content',
      'answer.feedback',
      'answer.feedback_note',
      'answer.feedback_at',
      'users.name',
      'question.content as question',
    ])
    .where('answer.organization_id', '=', organizationId)
    .where('answer.feedback', 'is not', null)
    .orderBy('answer.feedback_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    messageId: row.id,
    rating: row.feedback ?? 'good',
    note: row.feedback_note,
    question: row.question ?? '',
    answer: row.content,
    user: row.name,
    at: row.feedback_at ?? '',
  }));
};
