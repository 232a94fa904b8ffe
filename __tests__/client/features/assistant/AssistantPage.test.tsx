import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Navigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import AssistantPage from '@/features/assistant/AssistantPage';
import { assistantText, QUICK_ACTIONS } from '@/features/assistant/constants';
import { signedInState } from '@/testing/authState';
import {
  type AssistantFake,
  assistantFake,
  conversationTitle,
  fakeAnswer,
  fakeSources,
  sourceChipName,
} from '@/testing/fixtures/assistant';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// MUI's multiline field is slow to type into under jsdom, slower still on a busy machine.
jest.setTimeout(30_000);

const MESSAGES = '/api/assistant/messages';

/** The assistant against `fake`, once the member's conversations have arrived (and the latest one, if any). */
const renderAssistant = async (fake: AssistantFake = assistantFake()) => {
  server.use(...fake.handlers);
  const view = renderWithProviders(<AssistantPage />, { preloadedState: signedInState(), route: paths.assistant });
  await screen.findByText(assistantText.welcome);
  if (fake.conversations.length === 0) await screen.findByText(assistantText.noRecentTopics);
  else await screen.findByText(fake.conversations[0].messages[0].content, { selector: 'p' });
  return { ...view, fake };
};

const conversation = () => within(screen.getByRole('list', { name: `${assistantText.botName} conversation` }));
/** Each message's text, in order, the welcome first. */
const messageTexts = () =>
  conversation()
    .getAllByRole('listitem', { name: /message$/ })
    .map((item) => item.querySelector('p')?.textContent);
const answers = () => conversation().getAllByRole('listitem', { name: `${assistantText.botName} message` });
const input = () => screen.getByRole('textbox', { name: assistantText.inputLabel });
const sendButton = () => screen.getByRole('button', { name: assistantText.send });
const quickActions = () => within(screen.getByRole('region', { name: assistantText.quickActionsHeading }));
const recentTopics = () => within(screen.getByRole('region', { name: assistantText.recentTopicsHeading }));
const topicNames = () =>
  recentTopics()
    .queryAllByRole('button')
    .map((button) => button.textContent);
const lastAnswer = () => within(answers().at(-1)!);

/** The answer is stored (not only written so far): it has its actions. */
const answerStored = (question: string) =>
  waitFor(() => {
    expect(lastAnswer().getByText(fakeAnswer(question))).toBeInTheDocument();
    expect(lastAnswer().getByRole('button', { name: assistantText.actions.copy })).toBeInTheDocument();
  });

/** Asks through the composer (pasted: typing into MUI's multiline field is slow) and waits for the stored answer. */
const ask = async (user: ReturnType<typeof renderWithProviders>['user'], question: string) => {
  await user.click(input());
  await user.paste(question);
  await user.keyboard('{Enter}');
  await answerStored(question);
};

describe('AssistantPage (SPEC §2 Assistant)', () => {
  it('greets with the welcome message and the four quick actions; nothing to send yet', async () => {
    await renderAssistant();
    expect(messageTexts()).toEqual([assistantText.welcome]);
    // The welcome is not an answer: nothing to copy, rate or regenerate.
    expect(screen.queryByRole('button', { name: assistantText.actions.copy })).not.toBeInTheDocument();
    expect(QUICK_ACTIONS).toHaveLength(4);
    expect(
      quickActions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(QUICK_ACTIONS.map((action) => action.label));
    expect(recentTopics().getByText(assistantText.noRecentTopics)).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
  });

  it('sends on Enter: the question shows at once, then the answer with its sources, linked to their paths', async () => {
    const { user, fake } = await renderAssistant();
    const release = fake.holdAnswers();
    const question = 'How do I fix CC6.1 and A.5.15, and which tasks are open?';
    await user.click(input());
    await user.paste(question);
    await user.keyboard('{Enter}');

    expect(await conversation().findByText(question)).toBeInTheDocument();
    expect(messageTexts()).toEqual([assistantText.welcome, question]);
    expect(input()).toHaveValue('');
    expect(screen.getByText(assistantText.typing)).toBeInTheDocument();
    // One question at a time: Send, Enter, the quick actions, the topics and New chat wait for the answer.
    await user.paste('And CC7.1?');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('And CC7.1?');
    expect(quickActions().getByRole('button', { name: QUICK_ACTIONS[0].label })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: assistantText.newChat })).toBeDisabled();
    await waitFor(() => expect(fake.asked()).toEqual([{ content: question }]));

    release();
    await answerStored(question);
    expect(screen.queryByText(assistantText.typing)).not.toBeInTheDocument();
    expect(messageTexts()).toEqual([assistantText.welcome, question, fakeAnswer(question)]);
    const sources = within(lastAnswer().getByRole('list', { name: assistantText.sources }));
    const expected = fakeSources(question);
    expect(expected.map((source) => source.label)).toEqual(['CC6.1', 'A.5.15', 'Task']);
    expect(sources.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.map((source) => [sourceChipName(source), source.path]),
    );
    expect(sources.getByRole('link', { name: 'CC6.1 Logical access security · 45%' })).toHaveAttribute(
      'href',
      '/compliance?framework=SOC2&control=CC6.1',
    );
    expect(sendButton()).toBeEnabled();
    expect(fake.asked()).toHaveLength(1);
    // The new conversation heads the recent topics.
    await waitFor(() => expect(topicNames()).toEqual([conversationTitle(question)]));
  });

  it('shows the answer as it is written, with its actions once it is stored', async () => {
    const { user, fake } = await renderAssistant();
    const release = fake.holdAfterFirstPiece();
    const question = 'How do I fix CC6.1?';
    await user.click(input());
    await user.paste(question);
    await user.keyboard('{Enter}');

    const [firstPiece] = fakeAnswer(question).split(' ');
    await waitFor(() => expect(messageTexts()).toEqual([assistantText.welcome, question, `${firstPiece} `]));
    expect(screen.queryByText(assistantText.typing)).not.toBeInTheDocument();
    expect(lastAnswer().queryByRole('button', { name: assistantText.actions.copy })).not.toBeInTheDocument();
    await user.paste('And CC7.1?');
    expect(sendButton()).toBeDisabled();

    release();
    await answerStored(question);
    expect(messageTexts()).toEqual([assistantText.welcome, question, fakeAnswer(question)]);
    expect(sendButton()).toBeEnabled();
  });

  it('takes back an answer that broke off part way, says why and gives the question back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, fake } = await renderAssistant();
    fake.breakOffNextAnswer('Database unavailable');
    await user.click(input());
    await user.paste('How do I fix CC6.1?');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(messageTexts()).toEqual([assistantText.welcome]);
    expect(input()).toHaveValue('How do I fix CC6.1?');
    expect(fake.conversations).toHaveLength(0);
  });

  it('adds a line on Shift+Enter and never sends whitespace', async () => {
    const { user, fake } = await renderAssistant();
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(messageTexts()).toEqual([assistantText.welcome]);

    await user.clear(input());
    await user.keyboard('{Enter}');
    await user.type(input(), '   {Shift>}{Enter}{/Shift}  ');
    expect(input()).toHaveValue('   \n  ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(messageTexts()).toEqual([assistantText.welcome]);
    expect(fake.asked()).toEqual([]);
  });

  it('sends a quick action’s prompt', async () => {
    const { user, fake } = await renderAssistant();
    const [, , critical] = QUICK_ACTIONS;
    await user.click(quickActions().getByRole('button', { name: critical.label }));
    expect(await conversation().findByText(fakeAnswer(critical.prompt))).toBeInTheDocument();
    expect(messageTexts()).toEqual([assistantText.welcome, critical.prompt, fakeAnswer(critical.prompt)]);
    expect(fake.asked()).toEqual([{ content: critical.prompt }]);
  });

  it('continues the conversation in the same conversation, and shows it again after a reload', async () => {
    const { user, fake, unmount } = await renderAssistant();
    await user.click(quickActions().getByRole('button', { name: QUICK_ACTIONS[3].label }));
    expect(await conversation().findByText(fakeAnswer(QUICK_ACTIONS[3].prompt))).toBeInTheDocument();
    await ask(user, 'What about CC7.4?');

    const [stored] = fake.conversations;
    expect(fake.conversations).toHaveLength(1);
    expect(fake.asked()).toEqual([
      { content: QUICK_ACTIONS[3].prompt },
      { conversationId: stored.summary.id, content: 'What about CC7.4?' },
    ]);
    const whole = [
      assistantText.welcome,
      QUICK_ACTIONS[3].prompt,
      fakeAnswer(QUICK_ACTIONS[3].prompt),
      'What about CC7.4?',
      fakeAnswer('What about CC7.4?'),
    ];
    expect(messageTexts()).toEqual(whole);

    // A reload: a new store, the same server. The latest conversation is shown again, and continued.
    unmount();
    const again = await renderAssistant(fake);
    expect(messageTexts()).toEqual(whole);
    expect(topicNames()).toEqual([QUICK_ACTIONS[3].prompt]);
    await ask(again.user, 'And CC6.2?');
    expect(fake.asked().at(-1)).toEqual({ conversationId: stored.summary.id, content: 'And CC6.2?' });
  });

  it('lists recent topics, latest first, and opens the one clicked', async () => {
    const fake = assistantFake({
      conversations: [['How do I fix CC6.1?', 'And CC6.2?'], ['Give me a SOC 2 readiness checklist.']],
    });
    const { user } = await renderAssistant(fake);
    expect(topicNames()).toEqual(['How do I fix CC6.1?', 'Give me a SOC 2 readiness checklist.']);
    expect(messageTexts()).toEqual([
      assistantText.welcome,
      'How do I fix CC6.1?',
      fakeAnswer('How do I fix CC6.1?'),
      'And CC6.2?',
      fakeAnswer('And CC6.2?'),
    ]);

    await user.click(recentTopics().getByRole('button', { name: 'Give me a SOC 2 readiness checklist.' }));
    expect(await conversation().findByText(fakeAnswer('Give me a SOC 2 readiness checklist.'))).toBeInTheDocument();
    expect(messageTexts()).toEqual([
      assistantText.welcome,
      'Give me a SOC 2 readiness checklist.',
      fakeAnswer('Give me a SOC 2 readiness checklist.'),
    ]);

    // A question now continues the conversation opened, which moves to the top.
    await ask(user, 'What about CC7.1?');
    const opened = fake.conversations.find((item) => item.summary.title === 'Give me a SOC 2 readiness checklist.');
    expect(fake.asked()).toEqual([{ conversationId: opened?.summary.id, content: 'What about CC7.1?' }]);
    await waitFor(() => expect(topicNames()).toEqual(['Give me a SOC 2 readiness checklist.', 'How do I fix CC6.1?']));
  });

  it('starts a new chat: only the welcome, and the next question starts a new conversation', async () => {
    const fake = assistantFake({ conversations: [['How do I fix CC6.1?']] });
    const { user } = await renderAssistant(fake);
    expect(messageTexts()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: assistantText.newChat }));
    expect(messageTexts()).toEqual([assistantText.welcome]);
    expect(topicNames()).toEqual(['How do I fix CC6.1?']);

    await ask(user, 'How do I get ready for HIPAA?');
    expect(fake.asked()).toEqual([{ content: 'How do I get ready for HIPAA?' }]);
    expect(messageTexts()).toEqual([
      assistantText.welcome,
      'How do I get ready for HIPAA?',
      fakeAnswer('How do I get ready for HIPAA?'),
    ]);
    await waitFor(() => expect(topicNames()).toEqual(['How do I get ready for HIPAA?', 'How do I fix CC6.1?']));
  });

  it('stores good and poor feedback with the answer, thanks the member and shows which is pressed', async () => {
    const fake = assistantFake({ conversations: [['How do I fix CC6.1?']] });
    const { user } = await renderAssistant(fake);
    const [answer] = fake.answers();
    const good = () => lastAnswer().getByRole('button', { name: assistantText.actions.good });
    const poor = () => lastAnswer().getByRole('button', { name: assistantText.actions.poor });
    expect(good()).toHaveAttribute('aria-pressed', 'false');
    expect(poor()).toHaveAttribute('aria-pressed', 'false');

    await user.click(good());
    expect(await screen.findByText(assistantText.toasts.good)).toBeInTheDocument();
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'true'));
    expect(poor()).toHaveAttribute('aria-pressed', 'false');

    await user.click(poor());
    expect(await screen.findByText(assistantText.toasts.poor)).toBeInTheDocument();
    await waitFor(() => expect(poor()).toHaveAttribute('aria-pressed', 'true'));
    expect(good()).toHaveAttribute('aria-pressed', 'false');

    expect(fake.bodies('POST', `${MESSAGES}/${answer.id}/feedback`)).toEqual([{ rating: 'good' }, { rating: 'poor' }]);
    expect(fake.answers()[0].feedback).toBe('poor');
  });

  it('says when feedback could not be saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fake = assistantFake({ conversations: [['How do I fix CC6.1?']] });
    const { user } = await renderAssistant(fake);
    server.use(
      http.post('*/api/assistant/messages/:id/feedback', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    await user.click(lastAnswer().getByRole('button', { name: assistantText.actions.good }));
    expect(await screen.findByRole('alert')).toHaveTextContent(assistantText.toasts.feedbackFailed);
    expect(lastAnswer().getByRole('button', { name: assistantText.actions.good })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('regenerates an answer in place: the new text replaces the old', async () => {
    const fake = assistantFake({ conversations: [['How do I fix CC6.1?']] });
    const { user } = await renderAssistant(fake);
    const [answer] = fake.answers();
    expect(answers()).toHaveLength(2);

    await user.click(lastAnswer().getByRole('button', { name: assistantText.actions.regenerate }));
    expect(await conversation().findByText(fakeAnswer('How do I fix CC6.1?', 2))).toBeInTheDocument();
    expect(conversation().queryByText(fakeAnswer('How do I fix CC6.1?'))).not.toBeInTheDocument();
    expect(answers()).toHaveLength(2);
    expect(messageTexts()).toEqual([
      assistantText.welcome,
      'How do I fix CC6.1?',
      fakeAnswer('How do I fix CC6.1?', 2),
    ]);
    expect(fake.requests()).toContain(`POST ${MESSAGES}/${answer.id}/regenerate`);
    expect(fake.asked()).toEqual([]);
  });

  it('copies an answer to the clipboard', async () => {
    const { user } = await renderAssistant(assistantFake({ conversations: [['How do I fix CC6.1?']] }));
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(lastAnswer().getByRole('button', { name: assistantText.actions.copy }));
    expect(writeText).toHaveBeenCalledWith(fakeAnswer('How do I fix CC6.1?'));
    expect(await screen.findByText(assistantText.toasts.copied)).toBeInTheDocument();
  });

  it('says when the clipboard refuses', async () => {
    const { user } = await renderAssistant(assistantFake({ conversations: [['How do I fix CC6.1?']] }));
    const writeText = jest.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(lastAnswer().getByRole('button', { name: assistantText.actions.copy }));
    expect(await screen.findByRole('alert')).toHaveTextContent(assistantText.toasts.copyFailed);
  });

  it.each([
    ['the server’s message', 503, 'SecuroBot is busy. Please try again in a minute.'],
    ['the fallback without one', 500, ''],
  ])(
    'shows %s when an ask fails, gives the question back and unlocks the composer',
    async (_label, status, message) => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const { user, fake } = await renderAssistant();
      fake.failNextAsk(status, message);
      await user.click(input());
      await user.paste('How do I fix CC6.1?');
      await user.keyboard('{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent(message || assistantText.toasts.askFailed);
      expect(screen.queryByText(assistantText.typing)).not.toBeInTheDocument();
      expect(messageTexts()).toEqual([assistantText.welcome]);
      expect(quickActions().getByRole('button', { name: QUICK_ACTIONS[0].label })).not.toHaveAttribute('aria-disabled');

      // The question is back in the composer, which is free again: sending it again goes through.
      expect(input()).toHaveValue('How do I fix CC6.1?');
      await user.click(input());
      await user.keyboard('{Enter}');
      await answerStored('How do I fix CC6.1?');
      expect(fake.asked()).toEqual([{ content: 'How do I fix CC6.1?' }, { content: 'How do I fix CC6.1?' }]);
    },
  );
});

describe('AssistantPage prefill from the heat map (SPEC §2, §3)', () => {
  /** Arrives the way the heat map's View Remediation Steps does: a navigation carrying the control. */
  const arriveFromHeatMap = async (control: unknown) => {
    const fake = assistantFake();
    server.use(...fake.handlers);
    const view = renderWithProviders(
      [
        { path: paths.compliance, element: <Navigate to={paths.assistant} state={{ control }} /> },
        { path: paths.assistant, element: <AssistantPage /> },
      ],
      { preloadedState: signedInState(), route: paths.compliance },
    );
    await screen.findByText(assistantText.noRecentTopics);
    return { ...view, fake };
  };

  it.each([
    ['strings', ['Records of processing are incomplete', 'No retention schedule']],
    [
      '{description} objects',
      [{ description: 'Records of processing are incomplete' }, { description: 'No retention schedule' }],
    ],
  ])('names the framework and the control when the issues are %s; fills but does not send', async (_label, issues) => {
    const { fake } = await arriveFromHeatMap({
      id: '5',
      name: 'Principles relating to processing',
      framework: 'GDPR',
      issues,
    });
    expect(input()).toHaveValue(
      'How do I fix the issues with GDPR Art. 5 (Principles relating to processing)? ' +
        'The open issues are: Records of processing are incomplete; No retention schedule.',
    );
    expect(input()).toHaveFocus();
    // Prefilled, not sent: the member reviews the question first.
    expect(messageTexts()).toEqual([assistantText.welcome]);
    expect(sendButton()).toBeEnabled();
    expect(fake.asked()).toEqual([]);
  });

  it('sends the prefilled question when the member presses Enter', async () => {
    const { user, fake } = await arriveFromHeatMap({
      id: 'CC6.1',
      name: 'Logical access security',
      framework: 'SOC2',
      issues: [],
    });
    const question = 'How do I fix SOC 2 CC6.1 (Logical access security) and get it passing?';
    expect(input()).toHaveValue(question);
    await user.keyboard('{Enter}');
    expect(await conversation().findByText(fakeAnswer(question))).toBeInTheDocument();
    expect(fake.asked()).toEqual([{ content: question }]);
    expect(lastAnswer().getByRole('link', { name: 'CC6.1 Logical access security · 45%' })).toBeInTheDocument();
  });

  it('starts empty without a control', async () => {
    await renderAssistant();
    expect(input()).toHaveValue('');
    expect(input()).not.toHaveFocus();
  });
});
