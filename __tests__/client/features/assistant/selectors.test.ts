import { makeStore } from '@/app/store';
import { assistantApi } from '@/features/assistant/assistantApi';
import { conversationOpened, newChatStarted, questionAsked } from '@/features/assistant/assistantSlice';
import { assistantText, PENDING_QUESTION_ID, WELCOME_MESSAGE_ID } from '@/features/assistant/constants';
import { selectMessages, selectReplyPending, selectShownConversationId } from '@/features/assistant/selectors';
import { signedInState } from '@/testing/authState';
import { assistantFake, fakeAnswer } from '@/testing/fixtures/assistant';
import { server } from '@/testing/server';

const { endpoints } = assistantApi;
const welcome = {
  id: WELCOME_MESSAGE_ID,
  type: 'assistant',
  content: assistantText.welcome,
  timestamp: '',
  sources: [],
  feedback: null,
};

/** A store against a fake holding two conversations, the latest first. */
const setup = () => {
  const fake = assistantFake({ conversations: [['How do I fix CC6.1?'], ['Give me a SOC 2 readiness checklist.']] });
  server.use(...fake.handlers);
  const [latest, older] = fake.conversations.map((item) => item.summary.id);
  return { store: makeStore(signedInState()), fake, latest, older };
};

describe('selectShownConversationId (SPEC §2 recent topics)', () => {
  it('is none until the conversations are listed, then the latest', async () => {
    const { store, latest } = setup();
    expect(selectShownConversationId(store.getState())).toBeNull();
    await store.dispatch(endpoints.getConversations.initiate());
    expect(selectShownConversationId(store.getState())).toBe(latest);
  });

  it('is the conversation chosen over the latest', async () => {
    const { store, older } = setup();
    await store.dispatch(endpoints.getConversations.initiate());
    store.dispatch(conversationOpened(older));
    expect(selectShownConversationId(store.getState())).toBe(older);
  });

  it('is none after a new chat is started, until one is opened', async () => {
    const { store, latest } = setup();
    await store.dispatch(endpoints.getConversations.initiate());
    store.dispatch(newChatStarted());
    expect(selectShownConversationId(store.getState())).toBeNull();
    store.dispatch(conversationOpened(latest));
    expect(selectShownConversationId(store.getState())).toBe(latest);
  });

  it("forgets the conversation chosen when the session's cache is reset (sign-out)", async () => {
    const { store, older } = setup();
    await store.dispatch(endpoints.getConversations.initiate());
    store.dispatch(conversationOpened(older));
    store.dispatch(assistantApi.util.resetApiState());
    expect(selectShownConversationId(store.getState())).toBeNull();
  });

  it('is none with no conversations', async () => {
    server.use(...assistantFake().handlers);
    const store = makeStore(signedInState());
    await store.dispatch(endpoints.getConversations.initiate());
    expect(selectShownConversationId(store.getState())).toBeNull();
  });
});

describe('selectMessages (SPEC §2 chat)', () => {
  it('is the welcome alone before a conversation has arrived', () => {
    const { store } = setup();
    expect(selectMessages(store.getState())).toEqual([welcome]);
    expect(selectReplyPending(store.getState())).toBe(false);
  });

  it('is the welcome, then the conversation shown, then the question on its way', async () => {
    const { store, fake, latest } = setup();
    await store.dispatch(endpoints.getConversations.initiate());
    await store.dispatch(endpoints.getConversation.initiate(latest));
    const stored = fake.conversations[0].messages;
    expect(selectMessages(store.getState()).map((message) => message.content)).toEqual([
      assistantText.welcome,
      'How do I fix CC6.1?',
      fakeAnswer('How do I fix CC6.1?'),
    ]);
    expect(selectMessages(store.getState())[2]).toMatchObject({ id: stored[1].id, type: 'assistant' });

    store.dispatch(questionAsked({ content: 'And CC6.2?', timestamp: '2026-06-01T10:00:00.000Z' }));
    expect(selectMessages(store.getState()).at(-1)).toEqual({
      id: PENDING_QUESTION_ID,
      type: 'user',
      content: 'And CC6.2?',
      timestamp: '2026-06-01T10:00:00.000Z',
      sources: [],
      feedback: null,
    });
    expect(selectReplyPending(store.getState())).toBe(true);
  });

  it('follows the conversation chosen, and is the welcome alone in a new chat', async () => {
    const { store, older } = setup();
    await store.dispatch(endpoints.getConversations.initiate());
    store.dispatch(conversationOpened(older));
    await store.dispatch(endpoints.getConversation.initiate(older));
    expect(selectMessages(store.getState()).map((message) => message.content)).toEqual([
      assistantText.welcome,
      'Give me a SOC 2 readiness checklist.',
      fakeAnswer('Give me a SOC 2 readiness checklist.'),
    ]);
    store.dispatch(newChatStarted());
    expect(selectMessages(store.getState())).toEqual([welcome]);
  });

  it('gives the same list while nothing changes', async () => {
    const { store, latest } = setup();
    await store.dispatch(endpoints.getConversations.initiate());
    await store.dispatch(endpoints.getConversation.initiate(latest));
    expect(selectMessages(store.getState())).toBe(selectMessages(store.getState()));
  });
});
