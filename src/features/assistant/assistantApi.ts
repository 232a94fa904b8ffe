import { baseApi } from '@/api/baseApi';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { Answered, ChatMessage, ConversationSummary } from '@/contracts/assistant';
import { eventStreamType } from '@/contracts/eventStream';
import { answerPieceReceived } from '@/features/assistant/assistantSlice';
import { readAnswerStream } from '@/features/assistant/answerStream';
import { assistantText } from '@/features/assistant/constants';

export type Conversation = { conversation: ConversationSummary; messages: ChatMessage[] };

const succeeded = (body: unknown) =>
  typeof body === 'object' && body !== null && 'success' in body && body.success === true;

export const assistantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §2's recent topics: the member's latest conversations. */
    getConversations: build.query<ConversationSummary[], void>({
      query: () => 'assistant/conversations',
      providesTags: [{ type: 'Conversation', id: 'list' }],
    }),
    getConversation: build.query<Conversation, string>({
      query: (id) => `assistant/conversations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
    }),
    /** The answer arrives as it is written: each piece goes to the chat (answerPieceReceived) as it comes. */
    askSecuroBot: build.mutation<Answered, { conversationId: string | null; content: string }>({
      queryFn: async ({ conversationId, content }, { dispatch }, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: 'assistant/messages',
          method: 'POST',
          body: conversationId ? { conversationId, content } : { content },
          headers: { Accept: eventStreamType },
          responseHandler: (response) => readAnswerStream(response, (text) => dispatch(answerPieceReceived(text))),
          // A stream that ends with a failure is a failed call, with the server's message.
          validateStatus: (response, body) => response.ok && succeeded(body),
        });
        return result.error ? { error: result.error } : { data: result.data as Answered };
      },
      // The recent topics move the conversation to the top; questionSent adds the two messages (conversationExtended).
      invalidatesTags: (result) => (result ? [{ type: 'Conversation', id: 'list' }] : []),
      extraOptions: { fallbackMessage: assistantText.toasts.askFailed },
    }),
    regenerateAnswer: build.mutation<ChatMessage, { conversationId: string; messageId: string }>({
      query: ({ messageId }) => ({ url: `assistant/messages/${messageId}/regenerate`, method: 'POST' }),
      onQueryStarted: ({ conversationId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data: answer }) => dispatch(messageReplaced(conversationId, answer)),
          () => undefined,
        ),
      extraOptions: { fallbackMessage: assistantText.toasts.regenerateFailed },
    }),
    rateAnswer: build.mutation<ChatMessage, { conversationId: string; messageId: string; rating: 'good' | 'poor' }>({
      query: ({ messageId, rating }) => ({
        url: `assistant/messages/${messageId}/feedback`,
        method: 'POST',
        body: { rating },
      }),
      onQueryStarted: ({ conversationId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data: answer }) => dispatch(messageReplaced(conversationId, answer)),
          () => undefined,
        ),
      extraOptions: { fallbackMessage: assistantText.toasts.feedbackFailed },
    }),
  }),
});

/**
 * The conversation grows by the two stored messages (a new one is cached whole). Synchronous, unlike upsertQueryData,
 * so the stored question can take the place of the one on its way in the same render.
 */
export const conversationExtended =
  ({ conversation, question, answer }: Answered): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const shown = assistantApi.endpoints.getConversation.select(conversation.id)(getState());
    dispatch(
      assistantApi.util.upsertQueryEntries([
        {
          endpointName: 'getConversation',
          arg: conversation.id,
          value: { conversation, messages: [...(shown.data?.messages ?? []), question, answer] },
        },
      ]),
    );
  };

const messageReplaced = (
  conversationId: string,
  message: ChatMessage,
): ThunkAction<void, RootState, unknown, UnknownAction> =>
  assistantApi.util.updateQueryData('getConversation', conversationId, (draft) => {
    draft.messages = draft.messages.map((item) => (item.id === message.id ? message : item));
  });

export const { useGetConversationsQuery, useGetConversationQuery, useRegenerateAnswerMutation, useRateAnswerMutation } =
  assistantApi;
