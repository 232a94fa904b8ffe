import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { ChatMessage } from '@/contracts/assistant';
import { assistantApi } from '@/features/assistant/assistantApi';
import {
  selectAnswerSoFar,
  selectChosenConversationId,
  selectPendingQuestion,
  selectStartedNewChat,
} from '@/features/assistant/assistantSlice';
import {
  ANSWER_SO_FAR_ID,
  assistantText,
  PENDING_QUESTION_ID,
  WELCOME_MESSAGE_ID,
} from '@/features/assistant/constants';

const selectConversations = assistantApi.endpoints.getConversations.select();

/** The conversation on screen: the one chosen, else the latest, unless the member started a new chat. */
export const selectShownConversationId = (state: RootState): string | null =>
  selectChosenConversationId(state) ??
  (selectStartedNewChat(state) ? null : (selectConversations(state).data?.[0]?.id ?? null));

const welcome: ChatMessage = {
  id: WELCOME_MESSAGE_ID,
  type: 'assistant',
  content: assistantText.welcome,
  // The welcome is not a message anyone sent: it has no time.
  timestamp: '',
  sources: [],
  feedback: null,
};

const selectShownConversation = (state: RootState) => {
  const id = selectShownConversationId(state);
  return id ? assistantApi.endpoints.getConversation.select(id)(state).data : undefined;
};

/** SPEC §2: the welcome first, then the conversation, then the question on its way and its answer as it is written. */
export const selectMessages = createSelector(
  [selectShownConversation, selectPendingQuestion, selectAnswerSoFar],
  (conversation, pending, answerSoFar): ChatMessage[] => [
    welcome,
    ...(conversation?.messages ?? []),
    ...(pending ? [{ id: PENDING_QUESTION_ID, type: 'user' as const, ...pending, sources: [], feedback: null }] : []),
    ...(pending && answerSoFar
      ? [
          {
            id: ANSWER_SO_FAR_ID,
            type: 'assistant' as const,
            content: answerSoFar,
            timestamp: '',
            sources: [],
            feedback: null,
          },
        ]
      : []),
  ],
);

/** The typing dots, until the answer's first words arrive. */
export const selectAwaitingFirstWords = (state: RootState) =>
  selectPendingQuestion(state) !== null && selectAnswerSoFar(state) === '';

export const selectReplyPending = (state: RootState) => selectPendingQuestion(state) !== null;
