import type { AddressInfo } from 'node:net';
import { demoAccount } from '../../../../server/src/demo/seed';
import { ungroundedAnswer } from '../../../../server/src/modules/assistant/composer/compose';
import { createLanguageModel, LanguageModelError } from '../../../../server/src/core/languageModel';
import { systemPrompt } from '../../../../server/src/modules/assistant/languageModel/prompt';
import type { Answered } from '@/contracts/assistant';
import { answerStreamEvents } from '@/contracts/assistantStream';
import { readServerSentEvents, type ServerSentEvent } from '@/contracts/eventStream';
import { type FakeLanguageModel, startFakeLanguageModel } from '../../helpers/fakeLanguageModel';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

let fake: FakeLanguageModel;
beforeAll(async () => {
  fake = await startFakeLanguageModel();
});
afterAll(() => fake.close());

const t = setupTestApp({ languageModel: () => ({ url: fake.url, model: 'llama3.1', apiKey: 'sk-local-test' }) });

const auditorQuestion = 'Our auditor is asking about CC7.4 — what is our status?';

const eventsOf = (payload: string): ServerSentEvent[] =>
  payload
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: [...block.matchAll(/^data: (.*)$/gm)].map((match) => match[1]).join('\n'),
    }));

const deltasOf = (events: ServerSentEvent[]) =>
  events.filter((event) => event.event === answerStreamEvents.delta).map((event) => JSON.parse(event.data).text);

const answeredOf = (events: ServerSentEvent[]): Answered => {
  const answered = events.find((event) => event.event === answerStreamEvents.answered);
  if (!answered) throw new Error(`no answered event in ${JSON.stringify(events)}`);
  return JSON.parse(answered.data) as Answered;
};

const askStreamed = async (token: string, content: string, conversationId?: string) => {
  const response = await api(t.app, 'POST', '/api/assistant/messages', {
    token,
    headers: { accept: 'text/event-stream' },
    body: conversationId ? { conversationId, content } : { content },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  return eventsOf(response.payload);
};

const askOffline = async (token: string, content: string) => {
  const response = await api(t.app, 'POST', '/api/assistant/messages', { token, body: { content } });
  expect(response.statusCode).toBe(201);
  return (response.json().data as Answered).answer;
};

describe('SecuroBot with a language model (LLM_URL)', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(t.app);
  });
  beforeEach(() => fake.behave({ kind: 'answer', pieces: ['CC7.4 is ', 'a warning: ', 'respond to incidents.'] }));

  it("streams the model's answer piece by piece and stores it with the retrieved sources", async () => {
    const events = await askStreamed(token, auditorQuestion);
    expect(deltasOf(events)).toEqual(['CC7.4 is ', 'a warning: ', 'respond to incidents.']);
    const { answer, conversation } = answeredOf(events);
    expect(answer.content).toBe('CC7.4 is a warning: respond to incidents.');
    expect(answer.sources[0]).toMatchObject({ kind: 'control', label: 'CC7.4', framework: 'SOC2' });
    const stored = await api(t.app, 'GET', `/api/assistant/conversations/${conversation.id}`, { token });
    expect(stored.json().data.messages.map((message: { content: string }) => message.content)).toEqual([
      auditorQuestion,
      'CC7.4 is a warning: respond to incidents.',
    ]);
  });

  it('gives the model the question with the live context retrieval found, and nothing else', async () => {
    await askStreamed(token, auditorQuestion);
    const { body, authorization, path } = fake.requests.at(-1)!;
    expect(path).toBe('/v1/chat/completions');
    expect(authorization).toBe('Bearer sk-local-test');
    expect(body).toMatchObject({ model: 'llama3.1', stream: true });
    expect(body.messages[0]).toEqual({ role: 'system', content: systemPrompt });
    const offline = (await askOffline(token, 'zxqv wibble frobnicate')).content;
    expect(offline).toBe(ungroundedAnswer);
    const prompt = body.messages.at(-1)!;
    expect(prompt.role).toBe('user');
    expect(prompt.content).toMatch(/^Context:\nCC7\.4 /);
    expect(prompt.content).toMatch(/\nSources:\n- SOC 2 CC7\.4: .+ \((compliant|warning|critical), score \d+\)/);
    expect(prompt.content.endsWith(`Question: ${auditorQuestion}`)).toBe(true);
    const sent = JSON.stringify(body);
    for (const secret of [demoAccount.email, demoAccount.password, token]) expect(sent).not.toContain(secret);
  });

  it('sends the earlier turns along with a follow-up', async () => {
    const first = answeredOf(await askStreamed(token, auditorQuestion));
    await askStreamed(token, 'And how do I fix it on AWS?', first.conversation.id);
    const { messages } = fake.requests.at(-1)!.body;
    expect(messages.slice(1, 3)).toEqual([
      { role: 'user', content: auditorQuestion },
      { role: 'assistant', content: 'CC7.4 is a warning: respond to incidents.' },
    ]);
  });

  it('answers offline when the model fails, and when it breaks off part way', async () => {
    fake.behave({ kind: 'status', status: 500, body: '{"error":"model not loaded"}' });
    const offline = await askOffline(token, auditorQuestion);
    expect(offline.content.split('\n')[0]).toMatch(/^CC7\.4 .+ \(SOC 2\): (compliant|warning|critical), score \d+%/);

    fake.behave({ kind: 'breakOff', pieces: ['CC7.4 is '] });
    const events = await askStreamed(token, auditorQuestion);
    expect(deltasOf(events)).toEqual(['CC7.4 is ', offline.content]);
    expect(answeredOf(events).answer.content).toBe(offline.content);
  });

  it('does not ask the model a question nothing grounds', async () => {
    const before = fake.requests.length;
    const events = await askStreamed(token, 'zxqv wibble frobnicate');
    expect(answeredOf(events).answer.content).toBe(ungroundedAnswer);
    expect(fake.requests).toHaveLength(before);
  });

  it('regenerates with the model', async () => {
    const { answer } = answeredOf(await askStreamed(token, auditorQuestion));
    fake.behave({ kind: 'answer', pieces: ['Written again.'] });
    const response = await api(t.app, 'POST', `/api/assistant/messages/${answer.id}/regenerate`, { token });
    expect(response.json().data).toMatchObject({ id: answer.id, content: 'Written again.' });
  });

  it('answers an unknown conversation 404 before any stream starts', async () => {
    const response = await api(t.app, 'POST', '/api/assistant/messages', {
      token,
      headers: { accept: 'text/event-stream' },
      body: { conversationId: '00000000-0000-4000-8000-000000000000', content: auditorQuestion },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Conversation not found' });
  });

  it('sends each piece over HTTP as it arrives, uncompressed, before the model has finished', async () => {
    let release = () => undefined as void;
    fake.behave({
      kind: 'answer',
      pieces: ['First piece. ', 'Second piece.'],
      holdAfterFirst: new Promise<void>((resolve) => (release = resolve)),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/assistant/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'accept-encoding': 'gzip',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: auditorQuestion }),
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    const events = readServerSentEvents(response.body!);
    expect((await events.next()).value).toEqual({ event: 'delta', data: JSON.stringify({ text: 'First piece. ' }) });
    release();
    const rest: ServerSentEvent[] = [];
    for await (const event of events) rest.push(event);
    expect(deltasOf(rest)).toEqual(['Second piece.']);
    expect(answeredOf(rest).answer.content).toBe('First piece. Second piece.');
  });
});

describe('the language model client', () => {
  const messages = [{ role: 'user' as const, content: 'Hello' }];
  const collect = async (stream: AsyncGenerator<string>) => {
    const pieces: string[] = [];
    for await (const piece of stream) pieces.push(piece);
    return pieces;
  };

  it("names the endpoint's answer when it refuses", async () => {
    fake.behave({ kind: 'status', status: 401, body: '{"error":"invalid api key"}' });
    const model = createLanguageModel({ url: fake.url, model: 'llama3.1', apiKey: 'wrong' });
    await expect(collect(model.stream(messages))).rejects.toThrow(
      new LanguageModelError('The language model answered 401: {"error":"invalid api key"}'),
    );
  });

  it('gives up on an endpoint that never answers', async () => {
    fake.behave({ kind: 'silent' });
    const model = createLanguageModel({ url: fake.url, model: 'llama3.1', apiKey: null }, 300);
    await expect(collect(model.stream(messages))).rejects.toThrow(LanguageModelError);
  });

  it('says so when nothing listens', async () => {
    const model = createLanguageModel({ url: 'http://127.0.0.1:1/v1', model: 'llama3.1', apiKey: null });
    await expect(collect(model.stream(messages))).rejects.toThrow(/could not be reached/);
  });
});
