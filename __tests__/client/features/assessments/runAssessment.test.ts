import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { selectAssessmentRunning } from '@/features/assessments/assessmentsSlice';
import { ASSESSMENT_RELOAD_DELAY_MS, assessmentText } from '@/features/assessments/constants';
import { runAssessment } from '@/features/assessments/thunks';
import { dashboardApi } from '@/features/dashboard/dashboardApi';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { dashboardOverviewFixture } from '@/testing/fixtures/dashboard';
import { server } from '@/testing/server';

type Store = ReturnType<typeof makeStore>;

const toasts = (store: Store) => selectToasts(store.getState()).map(({ kind, message }) => ({ kind, message }));
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Records the bodies sent to run-assessment and counts overview requests. */
const recordRequests = (runStatus = 202) => {
  const calls = { runBodies: [] as unknown[], overviews: 0 };
  server.use(
    http.post('*/api/dashboard/run-assessment', async ({ request }) => {
      calls.runBodies.push(await request.json());
      return runStatus === 202
        ? HttpResponse.json(
            { success: true, message: 'Assessment started', data: { frameworks: ['SOC2'] } },
            { status: 202 },
          )
        : HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: runStatus });
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

describe('runAssessment (SPEC §4, §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts every framework in use from the dashboard, toasts, and reloads the data only after 3 s', async () => {
    const calls = recordRequests();
    const store = await dashboardStore();
    expect(calls.overviews).toBe(1);

    const run = store.dispatch(runAssessment());
    expect(selectAssessmentRunning(store.getState())).toBe(true);
    expect(toasts(store)).toEqual([{ kind: 'info', message: assessmentText.starting }]);

    await advance(0);
    expect(calls.runBodies).toEqual([{}]);
    expect(toasts(store)).toEqual([
      { kind: 'info', message: assessmentText.starting },
      { kind: 'success', message: assessmentText.started },
    ]);

    await advance(ASSESSMENT_RELOAD_DELAY_MS - 1);
    expect(calls.overviews).toBe(1);
    expect(selectAssessmentRunning(store.getState())).toBe(true);

    await advance(1);
    await expect(run.unwrap()).resolves.toBe(true);
    expect(calls.overviews).toBe(2);
    expect(selectAssessmentRunning(store.getState())).toBe(false);
  });

  it('sends the heat map framework in the body', async () => {
    const calls = recordRequests();
    const store = makeStore(signedInState());
    const run = store.dispatch(runAssessment('ISO27001'));
    await advance(ASSESSMENT_RELOAD_DELAY_MS);
    await run;
    expect(calls.runBodies).toEqual([{ framework: 'ISO27001' }]);
  });

  it('says so and stops when the server refuses: no success toast, no reload', async () => {
    const calls = recordRequests(503);
    const store = await dashboardStore();

    const run = store.dispatch(runAssessment());
    await advance(ASSESSMENT_RELOAD_DELAY_MS);

    await expect(run.unwrap()).resolves.toBe(false);
    expect(toasts(store)).toEqual([
      { kind: 'info', message: assessmentText.starting },
      { kind: 'error', message: assessmentText.failed },
    ]);
    expect(calls.overviews).toBe(1);
    expect(selectAssessmentRunning(store.getState())).toBe(false);
  });

  it('ignores a second run while one is under way', async () => {
    const calls = recordRequests();
    const store = makeStore(signedInState());
    const first = store.dispatch(runAssessment());
    const second = store.dispatch(runAssessment());
    await advance(ASSESSMENT_RELOAD_DELAY_MS);
    const [, skipped] = await Promise.all([first, second]);

    expect(calls.runBodies).toHaveLength(1);
    expect(skipped.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
  });
});
