import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { assistantApi } from '@/features/assistant/assistantApi';

/** Which conversation the chat shows, and the question on its way; the messages are the server's, in the cache. */
export type AssistantState = {
  /** null: the latest conversation until the member starts a new chat, then none until they ask. */
  conversationId: string | null;
  startedNewChat: boolean;
  /** Shown at once, until the server has stored it with its answer. */
  pendingQuestion: { content: string; timestamp: string } | null;
};

const initialState: AssistantState = { conversationId: null, startedNewChat: false, pendingQuestion: null };

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
    },
    questionAnswered: (state, action: PayloadAction<{ conversationId: string } | null>) => {
      state.pendingQuestion = null;
      if (action.payload) {
        state.conversationId = action.payload.conversationId;
        state.startedNewChat = false;
      }
    },
  },
  extraReducers: (builder) => {
    // Signing out empties the cache: the next member starts on their own latest conversation.
    builder.addCase(assistantApi.util.resetApiState, () => initialState);
  },
  selectors: {
    selectChosenConversationId: (state) => state.conversationId,
    selectStartedNewChat: (state) => state.startedNewChat,
    selectPendingQuestion: (state) => state.pendingQuestion,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof assistantSlice> {}
}

const injected = assistantSlice.injectInto(rootReducer);

export const { newChatStarted, conversationOpened, questionAsked, questionAnswered } = assistantSlice.actions;
export const { selectChosenConversationId, selectStartedNewChat, selectPendingQuestion } = injected.selectors;
