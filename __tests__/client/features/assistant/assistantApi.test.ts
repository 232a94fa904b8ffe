import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { assistantApi, conversationExtended } from '@/features/assistant/assistantApi';
import { signedInState } from '@/testing/authState';
import { assistantFake, fakeAnswer, fakeSources } from '@/testing/fixtures/assistant';
import { server } from '@/testing/server';

const { endpoints } = assistantApi;
const CONVERSATIONS = '/api/assistant/conversations';
const MESSAGES = '/api/assistant/messages';

const setup = () => {
  const fake = assistantFake({ conversations: [['How do I fix CC6.1?'], ['Give me a SOC 2 readiness checklist.']] });
  server.use(...fake.handlers);
  const store = makeStore(signedInState());
  const [latest, older] = fake.conversations.map((item) => item.summary.id);
  return { fake, store, latest, older };
};

type Store = ReturnType<typeof makeStore>;
const cached = (store: Store, id: string) => endpoints.getConversation.select(id)(store.getState()).data;
const cachedContents = (store: Store, id: string) => cached(store, id)?.messages.map((message) => message.content);
const listedTitles = (store: Store) =>
  endpoints.getConversations
    .select()(store.getState())
    .data?.map((item) => item.title);

describe('assistantApi (SPEC §2 SecuroBot)', () => {
  it('reads the recent topics and a conversation out of the envelope', async () => {
    const { fake, store, latest } = setup();
    const list = await store.dispatch(endpoints.getConversations.initiate()).unwrap();
    expect(list).toEqual(fake.conversations.map((item) => item.summary));
    const { conversation, messages } = await store.dispatch(endpoints.getConversation.initiate(latest)).unwrap();
    expect(conversation).toEqual(fake.conversations[0].summary);
    expect(messages.map((message) => message.type)).toEqual(['user', 'assistant']);
    expect(messages[1].sources).toEqual(fakeSources('How do I fix CC6.1?'));
  });

  it('asks in the conversation named, or a new one without a conversationId, and refreshes the recent topics', async () => {
    const { fake, store, older } = setup();
    store.dispatch(endpoints.getConversations.initiate());
    await waitFor(() => expect(listedTitles(store)).toHaveLength(2));
    const answered = await store
      .dispatch(endpoints.askSecuroBot.initiate({ conversationId: older, content: 'And CC7.1?' }))
      .unwrap();
    expect(answered).toEqual({
      conversation: fake.conversations[0].summary,
      question: expect.objectContaining({ type: 'user', content: 'And CC7.1?' }),
      answer: expect.objectContaining({ type: 'assistant', content: fakeAnswer('And CC7.1?') }),
    });
    await waitFor(() =>
      expect(listedTitles(store)).toEqual(['Give me a SOC 2 readiness checklist.', 'How do I fix CC6.1?']),
    );

    await store.dispatch(endpoints.askSecuroBot.initiate({ conversationId: null, content: 'HIPAA?' })).unwrap();
    expect(fake.asked()).toEqual([{ conversationId: older, content: 'And CC7.1?' }, { content: 'HIPAA?' }]);
    await waitFor(() => expect(listedTitles(store)).toHaveLength(3));
  });

  it('extends the cached conversation with the stored question and answer, at once', async () => {
    const { store, older } = setup();
    await store.dispatch(endpoints.getConversation.initiate(older));
    const answered = await store
      .dispatch(endpoints.askSecuroBot.initiate({ conversationId: older, content: 'And CC7.1?' }))
      .unwrap();
    store.dispatch(conversationExtended(answered));
    expect(cachedContents(store, older)).toEqual([
      'Give me a SOC 2 readiness checklist.',
      fakeAnswer('Give me a SOC 2 readiness checklist.'),
      'And CC7.1?',
      fakeAnswer('And CC7.1?'),
    ]);
    expect(cached(store, older)?.conversation).toEqual(answered.conversation);
  });

  it('caches a new conversation whole from its first answer, so it is not read again', async () => {
    const { fake, store } = setup();
    const answered = await store
      .dispatch(endpoints.askSecuroBot.initiate({ conversationId: null, content: 'How do I get ready for HIPAA?' }))
      .unwrap();
    store.dispatch(conversationExtended(answered));
    const { id } = answered.conversation;
    expect(cachedContents(store, id)).toEqual([
      'How do I get ready for HIPAA?',
      fakeAnswer('How do I get ready for HIPAA?'),
    ]);
    const read = await store.dispatch(endpoints.getConversation.initiate(id));
    expect(read.data?.messages).toHaveLength(2);
    expect(fake.requests()).not.toContain(`GET ${CONVERSATIONS}/${id}`);
  });

  it('leaves the cache as it was when the question fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fake, store, latest } = setup();
    await store.dispatch(endpoints.getConversation.initiate(latest));
    fake.failNextAsk(503, 'SecuroBot is busy');
    const result = await store.dispatch(endpoints.askSecuroBot.initiate({ conversationId: latest, content: 'And?' }));
    expect(result).toMatchObject({ error: { status: 503, data: { message: 'SecuroBot is busy' } } });
    expect(cachedContents(store, latest)).toEqual(['How do I fix CC6.1?', fakeAnswer('How do I fix CC6.1?')]);
  });

  it('replaces a regenerated answer in place, keeping its id', async () => {
    const { fake, store, latest } = setup();
    await store.dispatch(endpoints.getConversation.initiate(latest));
    const [answer] = fake.answers();
    const again = await store
      .dispatch(endpoints.regenerateAnswer.initiate({ conversationId: latest, messageId: answer.id }))
      .unwrap();
    expect(again).toMatchObject({ id: answer.id, content: fakeAnswer('How do I fix CC6.1?', 2) });
    expect(fake.requests()).toContain(`POST ${MESSAGES}/${answer.id}/regenerate`);
    expect(cached(store, latest)?.messages[1]).toEqual(again);
    expect(cachedContents(store, latest)).toEqual(['How do I fix CC6.1?', fakeAnswer('How do I fix CC6.1?', 2)]);
  });

  it('stores a rating and keeps the rated answer in the cache', async () => {
    const { fake, store, latest } = setup();
    await store.dispatch(endpoints.getConversation.initiate(latest));
    const [answer] = fake.answers();
    await store
      .dispatch(endpoints.rateAnswer.initiate({ conversationId: latest, messageId: answer.id, rating: 'poor' }))
      .unwrap();
    expect(fake.bodies('POST', `${MESSAGES}/${answer.id}/feedback`)).toEqual([{ rating: 'poor' }]);
    expect(cached(store, latest)?.messages[1]).toMatchObject({ id: answer.id, feedback: 'poor' });
  });
});
