import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { assistantText, REPLY_DELAY_MS, WELCOME_MESSAGE_ID } from '@/features/assistant/constants';
import {
  conversationCleared,
  messageSent,
  replyReceived,
  selectMessages,
  selectReplyPending,
} from '@/features/assistant/assistantSlice';
import { CANNED_REPLIES, FALLBACK_REPLY } from '@/features/assistant/cannedReplies';
import { sendMessage } from '@/features/assistant/thunks';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const isoTimestamp = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const replyFor = (topic: string) => CANNED_REPLIES.find((reply) => reply.topic === topic)!;

describe('assistant slice (SPEC §3 Chat message)', () => {
  it('starts with the welcome message and nothing pending', () => {
    const state = makeStore().getState();
    expect(selectMessages(state)).toEqual([
      { id: WELCOME_MESSAGE_ID, type: 'assistant', content: assistantText.welcome, timestamp: isoTimestamp },
    ]);
    expect(selectReplyPending(state)).toBe(false);
  });

  it('replays a send, a reply with follow-ups, and a cleared conversation', () => {
    const store = makeStore();
    store.dispatch(messageSent('hello'));
    expect(selectReplyPending(store.getState())).toBe(true);
    store.dispatch(replyReceived('hi there', [{ label: 'More', prompt: 'Tell me more' }]));

    const [, question, answer] = selectMessages(store.getState());
    expect(question).toEqual({ id: expect.any(String), type: 'user', content: 'hello', timestamp: isoTimestamp });
    expect(answer).toEqual({
      id: expect.any(String),
      type: 'assistant',
      content: 'hi there',
      timestamp: isoTimestamp,
      actions: [{ label: 'More', prompt: 'Tell me more' }],
    });
    expect(question.id).not.toBe(answer.id);
    expect(selectReplyPending(store.getState())).toBe(false);

    store.dispatch(conversationCleared());
    expect(selectMessages(store.getState()).map((message) => message.id)).toEqual([WELCOME_MESSAGE_ID]);
  });
});

describe('sendMessage (SPEC §2, §5, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('posts the trimmed question at once and the keyword reply after 2 s', async () => {
    const store = makeStore();
    void store.dispatch(sendMessage('  How do I enforce MFA on AWS?  '));
    expect(selectMessages(store.getState()).at(-1)).toMatchObject({
      type: 'user',
      content: 'How do I enforce MFA on AWS?',
    });
    expect(selectReplyPending(store.getState())).toBe(true);

    await advance(REPLY_DELAY_MS - 1);
    expect(selectMessages(store.getState())).toHaveLength(2);
    expect(selectReplyPending(store.getState())).toBe(true);

    await advance(1);
    expect(selectMessages(store.getState()).at(-1)).toMatchObject({
      type: 'assistant',
      content: replyFor('mfa').content,
    });
    expect(selectReplyPending(store.getState())).toBe(false);
  });

  it.each(['', '   ', '\n\t '])('never sends %p', async (text) => {
    const store = makeStore();
    await store.dispatch(sendMessage(text));
    expect(selectMessages(store.getState())).toHaveLength(1);
    expect(selectReplyPending(store.getState())).toBe(false);
  });

  it('refuses a second question while a reply is pending', async () => {
    const store = makeStore();
    void store.dispatch(sendMessage('SOC 2 checklist'));
    await store.dispatch(sendMessage('and HIPAA?'));
    expect(selectMessages(store.getState())).toHaveLength(2);
    await advance(REPLY_DELAY_MS);
    expect(selectMessages(store.getState()).at(-1)?.content).toBe(replyFor('soc2').content);
  });

  it('falls back to suggestions when no keyword matches', async () => {
    const store = makeStore();
    void store.dispatch(sendMessage('What is the weather like?'));
    await advance(REPLY_DELAY_MS);
    expect(selectMessages(store.getState()).at(-1)?.content).toBe(FALLBACK_REPLY.content);
  });
});
