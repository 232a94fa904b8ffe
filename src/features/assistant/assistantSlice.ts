import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { baseApi } from '@/api/baseApi';

/** Which conversation the chat shows, and the question on its way; the messages are the server's, in the cache. */
export type AssistantState = {
  /** null: the latest conversation until the member starts a new chat, then none until they ask. */
  conversationId: string | null;
  startedNewChat: boolean;
  /** Shown at once, until the server has stored it with its answer. */
  pendingQuestion: { content: string; timestamp: string } | null;
  /** The answer to the pending question as it is written, until the stored one takes its place. */
  answerSoFar: string;
};

const initialState: AssistantState = {
  conversationId: null,
  startedNewChat: false,
  pendingQuestion: null,
  answerSoFar: '',
};

export const assistantSlice = createSlice({
  name: 'assistant',
  initialState,
  reducers: {
    newChatStarted: (state) => {
      state.conversationId = null;
      state.startedNewChat = true;
    },
    conversationOpened: (state, action: PayloadAction<string>) => {
      state.conversationId = action.payload;
      state.startedNewChat = false;
    },
    questionAsked: (state, action: PayloadAction<{ content: string; timestamp: string }>) => {
      state.pendingQuestion = action.payload;
      state.answerSoFar = '';
    },
    answerPieceReceived: (state, action: PayloadAction<string>) => {
      if (state.pendingQuestion) state.answerSoFar += action.payload;
    },
    questionAnswered: (state, action: PayloadAction<{ conversationId: string } | null>) => {
      state.pendingQuestion = null;
      state.answerSoFar = '';
      if (action.payload) {
        state.conversationId = action.payload.conversationId;
        state.startedNewChat = false;
      }
    },
  },
  extraReducers: (builder) => {
    // Signing out empties the cache: the next member starts on their own latest conversation.
    builder.addCase(baseApi.util.resetApiState, () => initialState);
  },
  selectors: {
    selectChosenConversationId: (state) => state.conversationId,
    selectStartedNewChat: (state) => state.startedNewChat,
    selectPendingQuestion: (state) => state.pendingQuestion,
    selectAnswerSoFar: (state) => state.answerSoFar,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof assistantSlice> {}
}

const injected = assistantSlice.injectInto(rootReducer);

export const { newChatStarted, conversationOpened, questionAsked, answerPieceReceived, questionAnswered } =
  assistantSlice.actions;
export const { selectChosenConversationId, selectStartedNewChat, selectPendingQuestion, selectAnswerSoFar } =
  injected.selectors;
