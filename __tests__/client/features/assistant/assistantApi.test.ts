import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { assistantApi, selectMessages, selectReplyPending } from '@/features/assistant/assistantApi';
import { CANNED_REPLIES, FALLBACK_REPLY } from '@/features/assistant/cannedReplies';
import {
  assistantRequestErrors,
  assistantText,
  REPLY_DELAY_MS,
  WELCOME_MESSAGE_ID,
} from '@/features/assistant/constants';

const { endpoints } = assistantApi;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const isoTimestamp = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const replyFor = (topic: string) => CANNED_REPLIES.find((reply) => reply.topic === topic)!;
const welcome = { id: WELCOME_MESSAGE_ID, type: 'assistant', content: assistantText.welcome, timestamp: isoTimestamp };
const refusal = (error: string) => ({ error: { status: 'CUSTOM_ERROR', error } });

const loadedStore = async () => {
  const store = makeStore();
  await store.dispatch(endpoints.getConversation.initiate());
  return store;
};

describe('getConversation (SPEC §2, §3 Chat message)', () => {
  it('starts with the welcome message and nothing pending', async () => {
    const store = makeStore();
    expect(selectMessages(store.getState())).toEqual([]);
    const { data } = await store.dispatch(endpoints.getConversation.initiate());
    expect(data).toEqual([welcome]);
    expect(selectMessages(store.getState())).toEqual([welcome]);
    expect(selectReplyPending(store.getState())).toBe(false);
  });
});

describe('sendChatMessage (SPEC §2, §5, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('posts the trimmed question at once and the keyword reply, with its follow-ups, after 2 s', async () => {
    const store = await loadedStore();
    const request = store.dispatch(endpoints.sendChatMessage.initiate('  How do I enforce MFA on AWS?  '));
    const question = { id: request.requestId, type: 'user', content: 'How do I enforce MFA on AWS?' };
    expect(selectMessages(store.getState())).toEqual([welcome, { ...question, timestamp: isoTimestamp }]);
    expect(selectReplyPending(store.getState())).toBe(true);

    await advance(REPLY_DELAY_MS - 1);
    expect(selectMessages(store.getState())).toHaveLength(2);
    expect(selectReplyPending(store.getState())).toBe(true);

    await advance(1);
    const reply = {
      id: expect.any(String),
      type: 'assistant',
      content: replyFor('mfa').content,
      timestamp: isoTimestamp,
      actions: replyFor('mfa').followUps,
    };
    await expect(request.unwrap()).resolves.toEqual(reply);
    expect(selectMessages(store.getState())).toEqual([welcome, expect.objectContaining(question), reply]);
    expect(selectReplyPending(store.getState())).toBe(false);
  });

  it.each(['', '   ', '\n\t '])('never sends %p', async (text) => {
    const store = await loadedStore();
    await expect(store.dispatch(endpoints.sendChatMessage.initiate(text))).resolves.toMatchObject(
      refusal(assistantRequestErrors.blank),
    );
    expect(selectMessages(store.getState())).toHaveLength(1);
    expect(selectReplyPending(store.getState())).toBe(false);
  });

  it('refuses a second question while a reply is pending', async () => {
    const store = await loadedStore();
    void store.dispatch(endpoints.sendChatMessage.initiate('SOC 2 checklist'));
    await expect(store.dispatch(endpoints.sendChatMessage.initiate('and HIPAA?'))).resolves.toMatchObject(
      refusal(assistantRequestErrors.replyPending),
    );
    expect(selectMessages(store.getState())).toHaveLength(2);
    expect(selectReplyPending(store.getState())).toBe(true);

    await advance(REPLY_DELAY_MS);
    expect(selectMessages(store.getState()).map((message) => message.content)).toEqual([
      assistantText.welcome,
      'SOC 2 checklist',
      replyFor('soc2').content,
    ]);
  });

  it('falls back to suggestions when no keyword matches', async () => {
    const store = await loadedStore();
    void store.dispatch(endpoints.sendChatMessage.initiate('What is the weather like?'));
    await advance(REPLY_DELAY_MS);
    expect(selectMessages(store.getState()).at(-1)?.content).toBe(FALLBACK_REPLY.content);
  });
});

describe('startNewChat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('replaces the conversation with a new welcome message', async () => {
    const store = await loadedStore();
    void store.dispatch(endpoints.sendChatMessage.initiate('hello'));
    await advance(REPLY_DELAY_MS);
    expect(selectMessages(store.getState())).toHaveLength(3);

    await expect(store.dispatch(endpoints.startNewChat.initiate()).unwrap()).resolves.toEqual([welcome]);
    expect(selectMessages(store.getState())).toEqual([welcome]);
  });
});
