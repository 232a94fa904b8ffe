import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { assistantApi } from '@/features/assistant/assistantApi';
import { newChatStarted } from '@/features/assistant/assistantSlice';
import { ANSWER_SO_FAR_ID, assistantText, PENDING_QUESTION_ID } from '@/features/assistant/constants';
import { selectMessages, selectReplyPending, selectShownConversationId } from '@/features/assistant/selectors';
import { questionSent } from '@/features/assistant/thunks';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { assistantFake, type AssistantFakeOptions, fakeAnswer, fakeSources } from '@/testing/fixtures/assistant';
import { server } from '@/testing/server';

const contents = (store: ReturnType<typeof makeStore>) =>
  selectMessages(store.getState()).map((message) => message.content);

const setup = (options?: AssistantFakeOptions) => {
  const fake = assistantFake(options);
  server.use(...fake.handlers);
  return { fake, store: makeStore(signedInState()) };
};

describe('questionSent (SPEC §2, §5)', () => {
  it.each(['', '   ', '\n\t '])('never sends %p', async (text) => {
    const { fake, store } = setup();
    const result = await store.dispatch(questionSent(text));
    expect(result.meta).toMatchObject({ condition: true });
    expect(contents(store)).toEqual([assistantText.welcome]);
    expect(selectReplyPending(store.getState())).toBe(false);
    expect(fake.calls).toEqual([]);
  });

  it('shows the trimmed question at once, then the stored question and its answer in a new conversation', async () => {
    const { fake, store } = setup();
    const release = fake.holdAnswers();
    const sent = store.dispatch(questionSent('  How do I fix CC6.1?  '));

    expect(selectMessages(store.getState()).at(-1)).toMatchObject({
      id: PENDING_QUESTION_ID,
      type: 'user',
      content: 'How do I fix CC6.1?',
    });
    expect(selectReplyPending(store.getState())).toBe(true);

    release();
    await sent;
    const [conversation] = fake.conversations;
    const [question, answer] = conversation.messages;
    expect(fake.asked()).toEqual([{ content: 'How do I fix CC6.1?' }]);
    expect(selectReplyPending(store.getState())).toBe(false);
    expect(selectShownConversationId(store.getState())).toBe(conversation.summary.id);
    expect(selectMessages(store.getState()).slice(1)).toEqual([
      { ...question, sources: [], feedback: null },
      {
        id: answer.id,
        type: 'assistant',
        content: fakeAnswer('How do I fix CC6.1?'),
        timestamp: answer.timestamp,
        sources: fakeSources('How do I fix CC6.1?'),
        feedback: null,
      },
    ]);
  });

  it.each([
    ['a new conversation', []],
    ['the latest conversation', [['How do I fix CC6.1?']]],
  ])('never shows %s without the question while the answer lands', async (_label, conversations) => {
    const { fake, store } = setup({ conversations });
    await store.dispatch(assistantApi.endpoints.getConversations.initiate());
    const latest = fake.conversations[0]?.summary.id;
    if (latest) await store.dispatch(assistantApi.endpoints.getConversation.initiate(latest));
    const seen: string[][] = [];
    const unsubscribe = store.subscribe(() => seen.push(contents(store)));
    await store.dispatch(questionSent('And CC6.2?'));
    unsubscribe();
    const asked = seen.findIndex((texts) => texts.includes('And CC6.2?'));
    expect(asked).toBeGreaterThanOrEqual(0);
    for (const texts of seen.slice(asked)) expect(texts).toContain('And CC6.2?');
    expect(seen.at(-1)?.slice(-2)).toEqual(['And CC6.2?', fakeAnswer('And CC6.2?')]);
  });

  it('shows the answer so far while it is written, then the stored answer in its place', async () => {
    const { fake, store } = setup();
    const release = fake.holdAfterFirstPiece();
    const sent = store.dispatch(questionSent('How do I fix CC6.1?'));
    const [firstPiece] = fakeAnswer('How do I fix CC6.1?').split(' ');
    await waitFor(() =>
      expect(selectMessages(store.getState()).at(-1)).toMatchObject({
        id: ANSWER_SO_FAR_ID,
        type: 'assistant',
        content: `${firstPiece} `,
      }),
    );
    expect(selectReplyPending(store.getState())).toBe(true);
    release();
    await sent;
    expect(contents(store)).toEqual([assistantText.welcome, 'How do I fix CC6.1?', fakeAnswer('How do I fix CC6.1?')]);
    expect(selectMessages(store.getState()).at(-1)?.id).toBe(fake.answers()[0].id);
  });

  it('asks one question at a time', async () => {
    const { fake, store } = setup();
    const release = fake.holdAnswers();
    const first = store.dispatch(questionSent('How do I fix CC6.1?'));
    const second = await store.dispatch(questionSent('And CC6.2?'));
    expect(second.meta).toMatchObject({ condition: true });
    expect(contents(store)).toEqual([assistantText.welcome, 'How do I fix CC6.1?']);

    release();
    await first;
    expect(contents(store)).toEqual([assistantText.welcome, 'How do I fix CC6.1?', fakeAnswer('How do I fix CC6.1?')]);
    expect(fake.asked()).toEqual([{ content: 'How do I fix CC6.1?' }]);
  });

  it('continues the conversation it started', async () => {
    const { fake, store } = setup();
    await store.dispatch(questionSent('How do I fix CC6.1?'));
    await store.dispatch(questionSent('And CC6.2?'));
    const [conversation] = fake.conversations;
    expect(fake.conversations).toHaveLength(1);
    expect(fake.asked()).toEqual([
      { content: 'How do I fix CC6.1?' },
      { conversationId: conversation.summary.id, content: 'And CC6.2?' },
    ]);
    expect(contents(store)).toEqual([
      assistantText.welcome,
      'How do I fix CC6.1?',
      fakeAnswer('How do I fix CC6.1?'),
      'And CC6.2?',
      fakeAnswer('And CC6.2?'),
    ]);
  });

  it('continues the latest conversation once listed, and starts a new one after New chat', async () => {
    const { fake, store } = setup({ conversations: [['How do I fix CC6.1?']] });
    const latest = fake.conversations[0].summary.id;
    await store.dispatch(assistantApi.endpoints.getConversations.initiate());
    await store.dispatch(questionSent('And CC6.2?'));
    store.dispatch(newChatStarted());
    await store.dispatch(questionSent('How do I get ready for HIPAA?'));

    expect(fake.asked()).toEqual([
      { conversationId: latest, content: 'And CC6.2?' },
      { content: 'How do I get ready for HIPAA?' },
    ]);
    expect(fake.conversations).toHaveLength(2);
    expect(selectShownConversationId(store.getState())).toBe(fake.conversations[0].summary.id);
    expect(contents(store)).toEqual([
      assistantText.welcome,
      'How do I get ready for HIPAA?',
      fakeAnswer('How do I get ready for HIPAA?'),
    ]);
  });

  it.each([
    [409, 'That conversation is closed', 'That conversation is closed'],
    [500, '', assistantText.toasts.askFailed],
  ])(
    'on a %i (message %p), drops the question and toasts the message or the fallback',
    async (status, message, toast) => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const { fake, store } = setup();
      fake.failNextAsk(status, message);
      await store.dispatch(questionSent('How do I fix CC6.1?'));
      expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'error', message: toast })]);
      expect(selectReplyPending(store.getState())).toBe(false);
      expect(contents(store)).toEqual([assistantText.welcome]);
      expect(selectShownConversationId(store.getState())).toBeNull();

      // Free to ask again.
      await store.dispatch(questionSent('How do I fix CC6.1?'));
      expect(contents(store)).toEqual([
        assistantText.welcome,
        'How do I fix CC6.1?',
        fakeAnswer('How do I fix CC6.1?'),
      ]);
    },
  );
});
