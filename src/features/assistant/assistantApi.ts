import { createSelector, nanoid } from '@reduxjs/toolkit';
import { QueryStatus, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import type { RootState } from '@/app/store';
import {
  assistantRequestErrors as errors,
  assistantText,
  REPLY_DELAY_MS,
  WELCOME_MESSAGE_ID,
} from '@/features/assistant/constants';
import { pickReply } from '@/features/assistant/pickReply';
import type { ChatMessage } from '@/features/assistant/types';
import { delay } from '@/lib/delay';

const refused = (error: string): { error: FetchBaseQueryError } => ({ error: { status: 'CUSTOM_ERROR', error } });

/** A refused request changed nothing, so there is nothing to show. */
const ignoreRefusal = () => undefined;

const welcomeMessage = (): ChatMessage => ({
  id: WELCOME_MESSAGE_ID,
  type: 'assistant',
  content: assistantText.welcome,
  timestamp: new Date().toISOString(),
});

const pendingReplies = (state: RootState) =>
  Object.values(state.api.mutations).filter(
    (request) => request?.endpointName === 'sendChatMessage' && request.status === QueryStatus.pending,
  ).length;

/** SPEC §5: blank messages are never sent, and one reply at a time. The request asking counts itself as pending. */
const refusal = (state: unknown, text: string): string | null => {
  if (text.trim() === '') return errors.blank;
  return pendingReplies(state as RootState) > 1 ? errors.replyPending : null;
};

export const assistantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query<ChatMessage[], void>({
      queryFn: () => ({ data: [welcomeMessage()] }),
      providesTags: ['Conversation'],
      // The cache is the only copy of the conversation: it stays while the user visits other screens.
      keepUnusedDataFor: Infinity,
    }),
    /** Posts the trimmed question at once; the canned reply, chosen by keywords, lands after 2 s (SPEC §2, §9). */
    sendChatMessage: build.mutation<ChatMessage, string>({
      queryFn: async (text, { getState }) => {
        const reason = refusal(getState(), text);
        if (reason) return refused(reason);
        await delay(REPLY_DELAY_MS);
        const reply = pickReply(text.trim());
        return {
          data: {
            id: nanoid(),
            type: 'assistant',
            content: reply.content,
            timestamp: new Date().toISOString(),
            ...(reply.followUps && reply.followUps.length > 0 ? { actions: [...reply.followUps] } : {}),
          },
        };
      },
      onQueryStarted: async (text, { dispatch, getState, requestId, queryFulfilled }) => {
        if (refusal(getState(), text)) return;
        const question: ChatMessage = {
          id: requestId,
          type: 'user',
          content: text.trim(),
          timestamp: new Date().toISOString(),
        };
        dispatch(messageAdded(question));
        const reply = await queryFulfilled.then(({ data }) => data, ignoreRefusal);
        if (reply) dispatch(messageAdded(reply));
      },
    }),
    startNewChat: build.mutation<ChatMessage[], void>({
      queryFn: () => ({ data: [welcomeMessage()] }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => {
          dispatch(assistantApi.util.updateQueryData('getConversation', undefined, () => data));
        }, ignoreRefusal),
    }),
  }),
});

const messageAdded = (message: ChatMessage) =>
  assistantApi.util.updateQueryData('getConversation', undefined, (conversation) => {
    conversation.push(message);
  });

export const { useGetConversationQuery, useStartNewChatMutation } = assistantApi;

const noMessages: ChatMessage[] = [];

export const selectMessages = createSelector(
  [assistantApi.endpoints.getConversation.select()],
  (result) => result.data ?? noMessages,
);

export const selectReplyPending = (state: RootState) => pendingReplies(state) > 0;
