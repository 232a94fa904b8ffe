import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { ChatMessage } from '@/contracts/assistant';
import { assistantApi } from '@/features/assistant/assistantApi';
import {
  selectChosenConversationId,
  selectPendingQuestion,
  selectStartedNewChat,
} from '@/features/assistant/assistantSlice';
import { assistantText, PENDING_QUESTION_ID, WELCOME_MESSAGE_ID } from '@/features/assistant/constants';

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

/** SPEC §2: the welcome first, then the conversation, then the question on its way. */
export const selectMessages = createSelector(
  [selectShownConversation, selectPendingQuestion],
  (conversation, pending): ChatMessage[] => [
    welcome,
    ...(conversation?.messages ?? []),
    ...(pending ? [{ id: PENDING_QUESTION_ID, type: 'user' as const, ...pending, sources: [], feedback: null }] : []),
  ],
);

export const selectReplyPending = (state: RootState) => selectPendingQuestion(state) !== null;
