import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import AssistantPage from '@/features/assistant/AssistantPage';
import { CANNED_REPLIES } from '@/features/assistant/cannedReplies';
import { assistantText, QUICK_ACTIONS, RECENT_TOPICS, REPLY_DELAY_MS } from '@/features/assistant/constants';
import { selectMessages } from '@/features/assistant/assistantApi';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';

// MUI's multiline field is slow to type into under jsdom.
jest.setTimeout(15_000);

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const replyFor = (topic: string) => CANNED_REPLIES.find((reply) => reply.topic === topic)!;

/** Renders the page and waits for the conversation to arrive. */
const renderAssistant = async () => {
  const view = renderWithProviders(<AssistantPage />, { preloadedState: signedInState(), route: '/assistant' });
  await screen.findByText(assistantText.welcome);
  return view;
};

/** Arrives the way the heat map's View Remediation Steps does: a navigation carrying the control. */
const arriveFromHeatMap = (control: unknown) =>
  renderWithProviders(
    [
      { path: '/compliance', element: <Navigate to="/assistant" state={{ control }} /> },
      { path: '/assistant', element: <AssistantPage /> },
    ],
    { preloadedState: signedInState(), route: '/compliance' },
  );

const input = () => screen.getByRole('textbox', { name: assistantText.inputLabel });
const sendButton = () => screen.getByRole('button', { name: assistantText.send });
const exactly = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };
const conversation = () => screen.getByRole('list', { name: `${assistantText.botName} conversation` });

describe('AssistantPage (SPEC §2 Assistant)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });

  it('greets with the welcome message and lists quick actions and recent topics', async () => {
    await renderAssistant();
    expect(within(conversation()).getByText(assistantText.welcome)).toBeInTheDocument();
    const quick = screen.getByRole('region', { name: assistantText.quickActionsHeading });
    for (const action of QUICK_ACTIONS) expect(within(quick).getByText(action.label)).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: assistantText.recentTopicsHeading });
    for (const topic of RECENT_TOPICS) expect(within(recent).getByText(topic.label)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('sends on Enter, shows typing, disables send, and replies after 2 s', async () => {
    await renderAssistant();
    const user = setupUser();
    await user.click(input());
    await user.paste('How do I enforce MFA on AWS?');
    await user.keyboard('{Enter}');

    expect(await within(conversation()).findByText('How do I enforce MFA on AWS?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(assistantText.typing);
    await user.paste('next question');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('next question', { selector: 'p' })).not.toBeInTheDocument();

    await advance(REPLY_DELAY_MS - 1);
    expect(screen.getByText(assistantText.typing)).toBeInTheDocument();
    await advance(1);
    expect(await within(conversation()).findByText(/aws:MultiFactorAuthPresent/)).toBeInTheDocument();
    expect(screen.queryByText(assistantText.typing)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('adds a newline on Shift+Enter without sending', async () => {
    const { store } = await renderAssistant();
    const user = setupUser();
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(selectMessages(store.getState())).toHaveLength(1);
  });

  it('never sends an empty or whitespace-only message', async () => {
    const { store } = await renderAssistant();
    const user = setupUser();
    await user.click(input());
    await user.keyboard('{Enter}');
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(selectMessages(store.getState())).toHaveLength(1);
  });

  it('sends a quick action and offers its follow-up', async () => {
    await renderAssistant();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: QUICK_ACTIONS[3].label }));
    expect(await within(conversation()).findByText(QUICK_ACTIONS[3].prompt)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: QUICK_ACTIONS[0].label })).toHaveAttribute('aria-disabled', 'true');
    await advance(REPLY_DELAY_MS);
    expect(await within(conversation()).findByText(replyFor('soc2').content, exactly)).toBeInTheDocument();
    const followUp = replyFor('soc2').followUps![0];
    await user.click(within(conversation()).getByRole('button', { name: followUp.label }));
    expect(await within(conversation()).findByText(followUp.prompt)).toBeInTheDocument();
  });

  it('sends a recent topic', async () => {
    await renderAssistant();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: RECENT_TOPICS[0].label }));
    await advance(REPLY_DELAY_MS);
    expect(await within(conversation()).findByText(replyFor('encryption').content, exactly)).toBeInTheDocument();
  });

  it('copies a reply to the clipboard and answers feedback and regenerate with toasts', async () => {
    await renderAssistant();
    const user = setupUser();
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: QUICK_ACTIONS[2].label }));
    await advance(REPLY_DELAY_MS);
    // The welcome message has no actions; only the reply does.
    expect(await screen.findAllByRole('button', { name: assistantText.actions.copy })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: assistantText.actions.copy }));
    expect(writeText).toHaveBeenCalledWith(replyFor('critical').content);
    expect(await screen.findByText(assistantText.toasts.copied)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: assistantText.actions.good }));
    expect(screen.getByText(assistantText.toasts.good)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: assistantText.actions.poor }));
    expect(screen.getByText(assistantText.toasts.poor)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: assistantText.actions.regenerate }));
    expect(screen.getByText(assistantText.toasts.regenerate)).toBeInTheDocument();
  });

  it('reports a failed copy', async () => {
    await renderAssistant();
    const user = setupUser();
    const writeText = jest.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: QUICK_ACTIONS[0].label }));
    await advance(REPLY_DELAY_MS);
    await user.click(await screen.findByRole('button', { name: assistantText.actions.copy }));
    expect(await screen.findByText(assistantText.toasts.copyFailed)).toBeInTheDocument();
  });

  it('still shows a reply on its way after the user leaves and comes back', async () => {
    const { store, unmount } = await renderAssistant();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: RECENT_TOPICS[1].label }));
    expect(await screen.findByText(assistantText.typing)).toBeInTheDocument();
    unmount();

    renderWithProviders(<AssistantPage />, { store, route: '/assistant' });
    expect(screen.getByText(assistantText.typing)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await advance(REPLY_DELAY_MS);
    expect(await within(conversation()).findByText(replyFor('access').content, exactly)).toBeInTheDocument();
    expect(screen.queryByText(assistantText.typing)).not.toBeInTheDocument();
  });

  it('starts a new chat', async () => {
    await renderAssistant();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: QUICK_ACTIONS[1].label }));
    await advance(REPLY_DELAY_MS);
    await waitFor(() => expect(within(conversation()).getAllByRole('listitem')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: assistantText.newChat }));
    await waitFor(() => expect(within(conversation()).getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('AssistantPage prefill from the heat map (SPEC §2, §3)', () => {
  it.each([
    ['strings', ['MFA not enforced for 3 users', 'Root account has access keys']],
    [
      '{description} objects',
      [{ description: 'MFA not enforced for 3 users' }, { description: 'Root account has access keys' }],
    ],
  ])('prefills a question about the control when issues are %s', async (_label, issues) => {
    const { store } = arriveFromHeatMap({ id: 'CC6.1', name: 'Logical Access Security', issues });
    const prefilled = await screen.findByRole('textbox', { name: assistantText.inputLabel });
    expect(prefilled).toHaveValue(
      'How do I fix the issues with control CC6.1 (Logical Access Security)? ' +
        'The open issues are: MFA not enforced for 3 users; Root account has access keys.',
    );
    expect(prefilled).not.toHaveValue(expect.stringContaining('[object Object]'));
    expect(prefilled).toHaveFocus();
    // Prefilled, not sent: the user reviews the question first.
    expect(selectMessages(store.getState())).toHaveLength(1);
    expect(sendButton()).toBeEnabled();
  });

  it('starts empty without a control', async () => {
    await renderAssistant();
    expect(input()).toHaveValue('');
  });
});
