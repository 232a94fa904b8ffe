import { ungroundedAnswer } from '../../../../server/src/modules/assistant/composer/compose';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, signIn } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import type { ChatMessage, ConversationSummary } from '@/contracts/assistant';

const t = setupTestApp();

type Answered = { conversation: ConversationSummary; question: ChatMessage; answer: ChatMessage };

const ask = async (token: string, content: string, conversationId?: string): Promise<Answered> => {
  const response = await api(t.app, 'POST', '/api/assistant/messages', {
    token,
    body: conversationId ? { conversationId, content } : { content },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Answered;
};

const heatmap = async (token: string, framework: string) =>
  (await api(t.app, 'GET', `/api/dashboard/compliance-heatmap?framework=${framework}`, { token })).json().data as {
    categories: Record<string, { id: string; name: string; status: string; score: number }[]>;
  };

const liveControl = async (token: string, framework: string, id: string) =>
  Object.values((await heatmap(token, framework)).categories)
    .flat()
    .find((control) => control.id === id);

describe('SecuroBot', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(t.app);
  });

  it("answers a control question with the control's live status and score, and links its tile", async () => {
    const { answer } = await ask(token, 'Our auditor is asking about CC7.4 — what is our status?');
    const control = await liveControl(token, 'SOC2', 'CC7.4');
    if (!control) throw new Error('the demo has no CC7.4 result');
    expect(answer.content.split('\n')[0]).toBe(
      `CC7.4 ${control.name} (SOC 2): ${control.status}, score ${control.score}% in your latest SOC 2 assessment.`,
    );
    expect(answer.sources[0]).toMatchObject({
      kind: 'control',
      label: 'CC7.4',
      path: '/compliance?framework=SOC2&control=CC7.4',
      status: control.status,
      score: control.score,
    });
  });

  it('names the live critical controls, worst first', async () => {
    const { answer } = await ask(token, 'Explain our critical findings');
    const critical = (
      await Promise.all(
        ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'].map(async (framework) =>
          Object.values((await heatmap(token, framework)).categories)
            .flat()
            .filter((control) => control.status === 'critical'),
        ),
      )
    ).flat();
    expect(answer.content).toContain(`You have ${critical.length} critical`);
    const scores = answer.sources.map((source) => source.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(answer.sources.every((source) => source.status === 'critical')).toBe(true);
  });

  it('answers a GDPR control from the heat map about that control', async () => {
    const { answer } = await ask(
      token,
      'How do I fix the issues with GDPR Art. 5 (Principles relating to processing of personal data)?',
    );
    expect(answer.sources[0]).toMatchObject({ label: 'Art. 5', framework: 'GDPR' });
    expect(answer.content).toContain('Art. 5');
  });

  it('says so when it cannot ground an answer', async () => {
    const { answer } = await ask(token, 'zxqv wibble frobnicate');
    expect(answer).toMatchObject({ content: ungroundedAnswer, sources: [] });
  });

  it('keeps conversations per member: continued, listed as recent topics, rated and regenerated', async () => {
    // The suite's clock stands still: later than the conversations the other tests started.
    t.clock.advance(60_000);
    const first = await ask(token, 'How do we enforce 2FA in GitHub?');
    const second = await ask(token, 'And on AWS?', first.conversation.id);
    expect(second.conversation.id).toBe(first.conversation.id);
    const [latest] = (await api(t.app, 'GET', '/api/assistant/conversations', { token })).json().data;
    expect(latest).toMatchObject({ id: first.conversation.id, title: 'How do we enforce 2FA in GitHub?' });
    const read = (await api(t.app, 'GET', `/api/assistant/conversations/${first.conversation.id}`, { token })).json()
      .data;
    expect(read.messages.map((message: ChatMessage) => message.type)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);

    const rated = await api(t.app, 'POST', `/api/assistant/messages/${first.answer.id}/feedback`, {
      token,
      body: { rating: 'poor', note: 'Missing the org setting name' },
    });
    expect(rated.json().data.feedback).toBe('poor');
    const feedback = (await api(t.app, 'GET', '/api/assistant/feedback', { token })).json().data;
    expect(feedback[0]).toMatchObject({ rating: 'poor', question: 'How do we enforce 2FA in GitHub?' });

    const again = await api(t.app, 'POST', `/api/assistant/messages/${first.answer.id}/regenerate`, { token });
    expect(again.json().data).toMatchObject({ id: first.answer.id, feedback: null });

    const stranger = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Auditor');
    expectFailure(
      await api(t.app, 'GET', `/api/assistant/conversations/${first.conversation.id}`, { token: stranger.token }),
      404,
    );
    expectFailure(
      await api(t.app, 'POST', `/api/assistant/messages/${first.answer.id}/regenerate`, { token: stranger.token }),
      404,
    );
    expectFailure(
      await api(t.app, 'POST', '/api/assistant/messages', {
        token: stranger.token,
        body: { conversationId: first.conversation.id, content: 'hi' },
      }),
      404,
    );
    expectFailure(await api(t.app, 'GET', '/api/assistant/feedback', { token: stranger.token }), 403);
  });

  it('refuses a blank or oversized question', async () => {
    expectFailure(await api(t.app, 'POST', '/api/assistant/messages', { token, body: { content: '   ' } }), 400);
    expectFailure(
      await api(t.app, 'POST', '/api/assistant/messages', { token, body: { content: 'x'.repeat(2001) } }),
      400,
    );
  });

  it('cites open tasks to a role that reads them and never to one that may not, whose answer keeps the control', async () => {
    const organizationId = await demoOrganizationId(t.db);
    const task = await t.db
      .selectFrom('tasks')
      .select(['title', 'control_id'])
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'open')
      .where('control_id', 'is not', null)
      .orderBy('due_date')
      .executeTakeFirstOrThrow();
    const question = `What is the status of ${task.control_id}?`;
    const viewer = await addSignedInMember(t.app, t.db, organizationId, 'Viewer');
    expectFailure(await api(t.app, 'GET', '/api/tasks', { token: viewer.token }), 403);

    const asAdmin = (await ask(token, question)).answer;
    const asViewer = (await ask(viewer.token, question)).answer;
    expect(asAdmin.sources).toContainEqual(expect.objectContaining({ kind: 'task', title: task.title }));
    expect(asAdmin.content).toContain(`Open task: ${task.title}`);
    expect(asViewer.sources.map((source) => source.kind)).not.toContain('task');
    expect(asViewer.content).not.toContain(task.title);
    expect(asViewer.sources[0]).toEqual(asAdmin.sources[0]);
  });
});
