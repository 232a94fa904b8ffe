import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadFailedText } from '@/components/feedback/messages';
import { frameworkLabels } from '@/contracts/enums';
import { ASSESSMENT_RELOAD_DELAY_MS, assessmentText } from '@/features/assessments/constants';
import { dashboardText, statText } from '@/features/dashboard/constants';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { signedInState } from '@/testing/authState';
import { dashboardOverviewFixture } from '@/testing/fixtures/dashboard';
import { createGate } from '@/testing/gate';
import { assessmentStarted } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderDashboard = () =>
  renderWithProviders(<DashboardPage />, { preloadedState: signedInState(), route: '/dashboard' });

/** Answers the overview with each reply in turn (the last one repeats) and counts the requests. */
const overviewReplies = (...replies: ('ok' | 'fail')[]) => {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/dashboard/overview', () => {
      const reply = replies[Math.min(calls.count, replies.length - 1)];
      calls.count += 1;
      return reply === 'ok'
        ? HttpResponse.json({ success: true, data: dashboardOverviewFixture })
        : HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 });
    }),
  );
  return calls;
};

const scoreCard = () => screen.queryByRole('article', { name: statText.score });
const failurePanel = () => screen.queryByRole('region', { name: dashboardText.loadFailed });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('DashboardPage states (SPEC §4, §8)', () => {
  it('shows skeletons while loading', async () => {
    renderDashboard();
    expect(screen.getByRole('status', { name: dashboardText.loading })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: statText.score })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: dashboardText.loading })).not.toBeInTheDocument();
  });

  it('fails with one toast and a full panel, and Try Again loads the data', async () => {
    const calls = overviewReplies('fail', 'ok');
    const { user } = renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent(dashboardText.loadFailed);
    expect(failurePanel()).toBeInTheDocument();
    expect(scoreCard()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: loadFailedText.tryAgain }));

    expect(await screen.findByRole('article', { name: statText.score })).toBeInTheDocument();
    expect(failurePanel()).not.toBeInTheDocument();
    expect(screen.getAllByText(dashboardText.loadFailed)).toHaveLength(1);
    expect(calls.count).toBe(2);
  });

  it('toasts again when Try Again fails again', async () => {
    overviewReplies('fail');
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: loadFailedText.tryAgain }));
    await screen.findByRole('button', { name: loadFailedText.tryAgain });
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
  });

  it('refreshes with a success toast', async () => {
    const calls = overviewReplies('ok');
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: statText.score });

    await user.click(screen.getByRole('button', { name: dashboardText.refresh }));

    expect(await screen.findByText(dashboardText.refreshed)).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('keeps the data when a refresh fails and says so', async () => {
    overviewReplies('ok', 'fail');
    const { user } = renderDashboard();
    await screen.findByRole('article', { name: statText.score });

    await user.click(screen.getByRole('button', { name: dashboardText.refresh }));

    expect(await screen.findByRole('alert')).toHaveTextContent(dashboardText.refreshFailed);
    expect(scoreCard()).toBeInTheDocument();
    expect(failurePanel()).not.toBeInTheDocument();
    expect(screen.queryByText(dashboardText.loadFailed)).not.toBeInTheDocument();
  });
});

describe('DashboardPage Run Assessment (SPEC §4, §8)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('runs an assessment of every framework, disabled while it runs, toasts, and reloads the dashboard 3 s later', async () => {
    const calls = overviewReplies('ok');
    const gate = createGate();
    let runBody: unknown;
    server.use(
      http.post('*/api/dashboard/run-assessment', async ({ request }) => {
        runBody = await request.json();
        await gate.shut();
        return HttpResponse.json({
          success: true,
          message: assessmentText.started,
          data: assessmentStarted(['SOC2', 'HIPAA'], ['HIPAA']),
        });
      }),
    );
    renderDashboard();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    await screen.findByRole('article', { name: statText.score });

    const open = gate.close();
    await user.click(screen.getByRole('button', { name: new RegExp(assessmentText.run) }));
    await advance(0);

    expect(runBody).toEqual({});
    expect(screen.getByText(assessmentText.starting)).toBeInTheDocument();
    // The request's start reaches the screen on the next frame (RTK Query batches its notifications).
    expect(await screen.findByRole('button', { name: new RegExp(assessmentText.running) })).toBeDisabled();
    expect(screen.queryByText(assessmentText.started)).not.toBeInTheDocument();

    open();
    await advance(0);
    expect(screen.getByText(assessmentText.started)).toBeInTheDocument();
    expect(screen.getByText(assessmentText.runFailed(frameworkLabels.HIPAA))).toBeInTheDocument();
    expect(screen.queryByText(assessmentText.runFailed(frameworkLabels.SOC2))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(assessmentText.run) })).toBeEnabled();
    await advance(ASSESSMENT_RELOAD_DELAY_MS - 1);
    expect(calls.count).toBe(1);

    await advance(1);
    expect(calls.count).toBe(2);
  });

  it('says when the assessment could not start', async () => {
    server.use(
      http.post('*/api/dashboard/run-assessment', () =>
        HttpResponse.json({ success: false, message: 'Not authorized' }, { status: 403 }),
      ),
    );
    renderDashboard();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    await screen.findByRole('article', { name: statText.score });

    await user.click(screen.getByRole('button', { name: new RegExp(assessmentText.run) }));
    await advance(0);

    expect(screen.getByRole('alert')).toHaveTextContent(assessmentText.failed);
    expect(screen.queryByText(assessmentText.started)).not.toBeInTheDocument();
  });
});
