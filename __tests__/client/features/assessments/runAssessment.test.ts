import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import type { AssessmentRun } from '@/contracts/dashboard';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { selectAssessmentRunning } from '@/features/assessments/assessmentsSlice';
import { ASSESSMENT_MAX_WAIT_MS, ASSESSMENT_POLL_INTERVAL_MS, assessmentText } from '@/features/assessments/constants';
import { runAssessment } from '@/features/assessments/thunks';
import { dashboardApi } from '@/features/dashboard/dashboardApi';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { dashboardOverviewFixture } from '@/testing/fixtures/dashboard';
import { assessmentStarted } from '@/testing/handlers';
import { server } from '@/testing/server';

type Store = ReturnType<typeof makeStore>;
type Status = AssessmentRun['status'] | 'unknown';

const toasts = (store: Store) => selectToasts(store.getState()).map(({ kind, message }) => ({ kind, message }));
/** Every toast shown from now on, even one already gone (toasts leave after a few seconds). */
const recordToasts = (store: Store) => {
  const seen = new Map<string, { kind: string; message: string }>();
  store.subscribe(() => {
    for (const { id, kind, message } of selectToasts(store.getState())) seen.set(id, { kind, message });
  });
  return () => [...seen.values()];
};
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/**
 * Serves run-assessment (starting one run per framework given) and each run's status, answering that run's statuses
 * in turn (the last one repeats; 'unknown' is a 404). Records request bodies and counts polls and overview loads.
 */
const serveRuns = (runs: Partial<Record<FrameworkId, Status[]>>, runStatus = 202) => {
  const started = assessmentStarted(Object.keys(runs) as FrameworkId[]);
  const calls = { runBodies: [] as unknown[], polls: {} as Record<string, number>, overviews: 0 };
  server.use(
    http.post('*/api/dashboard/run-assessment', async ({ request }) => {
      calls.runBodies.push(await request.json());
      if (runStatus !== 202)
        return HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: runStatus });
      return HttpResponse.json({ success: true, message: 'Assessment started', data: started }, { status: 202 });
    }),
    http.get('*/api/dashboard/assessment-runs/:id', ({ params }) => {
      const framework = started.runs.find((run) => run.id === params.id)?.framework;
      if (!framework)
        return HttpResponse.json({ success: false, message: 'Assessment run not found' }, { status: 404 });
      const polls = (calls.polls[framework] ?? 0) + 1;
      calls.polls[framework] = polls;
      const statuses = runs[framework] ?? [];
      const status = statuses[Math.min(polls, statuses.length) - 1];
      if (status === 'unknown')
        return HttpResponse.json({ success: false, message: 'Assessment run not found' }, { status: 404 });
      const completedAt = status === 'running' ? null : '2026-06-30T12:00:01.000Z';
      return HttpResponse.json({
        success: true,
        data: { id: params.id, framework, status, startedAt: '2026-06-30T12:00:00.000Z', completedAt },
      });
    }),
    http.get('*/api/dashboard/overview', () => {
      calls.overviews += 1;
      return HttpResponse.json({ success: true, data: dashboardOverviewFixture });
    }),
  );
  return calls;
};

/** A store with the dashboard open: an active overview subscription, loaded once. */
const dashboardStore = async () => {
  const store = makeStore(signedInState());
  await store.dispatch(dashboardApi.endpoints.getDashboardOverview.initiate());
  return store;
};

const starting = { kind: 'info', message: assessmentText.starting };
const started = { kind: 'success', message: assessmentText.started };

describe('runAssessment (SPEC §4, §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts every framework in use from the dashboard, toasts, and reloads only once the server says the run completed', async () => {
    const calls = serveRuns({ SOC2: ['running', 'running', 'completed'] });
    const store = await dashboardStore();
    expect(calls.overviews).toBe(1);

    const run = store.dispatch(runAssessment());
    expect(selectAssessmentRunning(store.getState())).toBe(true);
    expect(toasts(store)).toEqual([starting]);

    await advance(0);
    expect(calls.runBodies).toEqual([{}]);
    expect(toasts(store)).toEqual([starting, started]);

    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    expect(calls.polls).toEqual({ SOC2: 2 });
    expect(calls.overviews).toBe(1);
    expect(selectAssessmentRunning(store.getState())).toBe(true);

    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    await expect(run.unwrap()).resolves.toBe(true);
    expect(calls.polls).toEqual({ SOC2: 3 });
    expect(calls.overviews).toBe(2);
    expect(toasts(store)).toEqual([starting, started]);
    expect(selectAssessmentRunning(store.getState())).toBe(false);

    await advance(ASSESSMENT_POLL_INTERVAL_MS * 3);
    expect(calls.polls).toEqual({ SOC2: 3 });
  });

  it('follows every run it started and reloads when the last one has ended', async () => {
    const calls = serveRuns({ SOC2: ['completed'], HIPAA: ['running', 'completed'] });
    const store = await dashboardStore();
    store.dispatch(runAssessment());
    await advance(0);

    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    expect(calls.polls).toEqual({ SOC2: 1, HIPAA: 1 });
    expect(calls.overviews).toBe(1);

    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    expect(calls.polls).toEqual({ SOC2: 1, HIPAA: 2 });
    expect(calls.overviews).toBe(2);
    expect(selectAssessmentRunning(store.getState())).toBe(false);
  });

  it('says which run failed, then reloads', async () => {
    const calls = serveRuns({ SOC2: ['completed'], HIPAA: ['running', 'failed'] });
    const store = await dashboardStore();
    store.dispatch(runAssessment());
    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    expect(toasts(store)).toEqual([starting, started]);

    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    expect(toasts(store)).toEqual([
      starting,
      started,
      { kind: 'error', message: assessmentText.runFailed(frameworkLabels.HIPAA) },
    ]);
    expect(calls.overviews).toBe(2);
  });

  it('stops asking after the longest wait and reloads anyway', async () => {
    const calls = serveRuns({ GDPR: ['running'] });
    const store = await dashboardStore();
    const shown = recordToasts(store);
    const run = store.dispatch(runAssessment('GDPR'));
    await advance(0);

    await advance(ASSESSMENT_MAX_WAIT_MS - 1);
    expect(calls.overviews).toBe(1);
    expect(selectAssessmentRunning(store.getState())).toBe(true);

    await advance(1);
    await expect(run.unwrap()).resolves.toBe(true);
    expect(calls.overviews).toBe(2);
    expect(calls.polls).toEqual({ GDPR: ASSESSMENT_MAX_WAIT_MS / ASSESSMENT_POLL_INTERVAL_MS });
    expect(shown()).toEqual([starting, started]);

    await advance(ASSESSMENT_POLL_INTERVAL_MS * 3);
    expect(calls.polls).toEqual({ GDPR: ASSESSMENT_MAX_WAIT_MS / ASSESSMENT_POLL_INTERVAL_MS });
  });

  it('stops following a run the server cannot report on, and reloads', async () => {
    const calls = serveRuns({ SOC2: ['unknown'] });
    const store = await dashboardStore();
    store.dispatch(runAssessment());
    await advance(ASSESSMENT_POLL_INTERVAL_MS);

    expect(calls.polls).toEqual({ SOC2: 1 });
    expect(calls.overviews).toBe(2);
    expect(toasts(store)).toEqual([starting, started]);
  });

  it('sends the heat map framework in the body', async () => {
    const calls = serveRuns({ ISO27001: ['completed'] });
    const store = makeStore(signedInState());
    const run = store.dispatch(runAssessment('ISO27001'));
    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    await run;
    expect(calls.runBodies).toEqual([{ framework: 'ISO27001' }]);
  });

  it('says so and stops when the server refuses: no success toast, no polling, no reload', async () => {
    const calls = serveRuns({}, 503);
    const store = await dashboardStore();
    const shown = recordToasts(store);

    const run = store.dispatch(runAssessment());
    await advance(ASSESSMENT_MAX_WAIT_MS);

    await expect(run.unwrap()).resolves.toBe(false);
    expect(shown()).toEqual([starting, { kind: 'error', message: assessmentText.failed }]);
    expect(calls.polls).toEqual({});
    expect(calls.overviews).toBe(1);
    expect(selectAssessmentRunning(store.getState())).toBe(false);
  });

  it('ignores a second run while one is under way, and accepts one once it has ended', async () => {
    const calls = serveRuns({ SOC2: ['running', 'completed'] });
    const store = makeStore(signedInState());
    const first = store.dispatch(runAssessment());
    const second = store.dispatch(runAssessment());
    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    const skipped = await second;
    expect(calls.runBodies).toHaveLength(1);
    expect(skipped.meta).toMatchObject({ requestStatus: 'rejected', condition: true });

    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    await first;
    const third = store.dispatch(runAssessment());
    await advance(ASSESSMENT_POLL_INTERVAL_MS);
    await expect(third.unwrap()).resolves.toBe(true);
    expect(calls.runBodies).toHaveLength(2);
  });
});
