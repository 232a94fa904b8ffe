import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { assistantText, WELCOME_MESSAGE_ID, type PromptShortcut } from '@/features/assistant/constants';
import type { ChatMessage } from '@/features/assistant/types';

export type AssistantState = { messages: ChatMessage[]; pending: boolean };

const welcomeMessage = (): ChatMessage => ({
  id: WELCOME_MESSAGE_ID,
  type: 'assistant',
  content: assistantText.welcome,
  timestamp: new Date().toISOString(),
});

const initialState = (): AssistantState => ({ messages: [welcomeMessage()], pending: false });

const message = (type: ChatMessage['type'], content: string, actions?: readonly PromptShortcut[]) => ({
  payload: {
    id: nanoid(),
    type,
    content,
    timestamp: new Date().toISOString(),
    ...(actions && actions.length > 0 ? { actions: [...actions] } : {}),
  },
});

export const assistantSlice = createSlice({
  name: 'assistant',
  initialState,
  reducers: {
    messageSent: {
      reducer: (state, action: PayloadAction<ChatMessage>) => {
        state.messages.push(action.payload);
        state.pending = true;
      },
      prepare: (content: string) => message('user', content),
    },
    replyReceived: {
      reducer: (state, action: PayloadAction<ChatMessage>) => {
        state.messages.push(action.payload);
        state.pending = false;
      },
      prepare: (content: string, actions?: readonly PromptShortcut[]) => message('assistant', content, actions),
    },
    conversationCleared: () => initialState(),
  },
  selectors: {
    selectMessages: (state) => state.messages,
    selectReplyPending: (state) => state.pending,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof assistantSlice> {}
}

const injected = assistantSlice.injectInto(rootReducer);

export const { messageSent, replyReceived, conversationCleared } = assistantSlice.actions;
export const { selectMessages, selectReplyPending } = injected.selectors;
