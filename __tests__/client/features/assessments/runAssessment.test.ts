import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { selectAssessmentRunning } from '@/features/assessments/assessmentsApi';
import { ASSESSMENT_RELOAD_DELAY_MS, assessmentText } from '@/features/assessments/constants';
import { runAssessment } from '@/features/assessments/thunks';
import { complianceApi } from '@/features/compliance/complianceApi';
import { dashboardApi } from '@/features/dashboard/dashboardApi';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { dashboardOverviewFixture } from '@/testing/fixtures/dashboard';
import { heatmapFixture } from '@/testing/fixtures/heatmap';
import { createGate } from '@/testing/gate';
import { assessmentStarted } from '@/testing/handlers';
import { server } from '@/testing/server';

type Store = ReturnType<typeof makeStore>;

const toasts = (store: Store) => selectToasts(store.getState()).map(({ kind, message }) => ({ kind, message }));
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/**
 * Serves run-assessment as the server answers it once the runs have ended (one per framework given, those in `failed`
 * failed; any other status is a refusal), held while the gate is shut. Records request bodies and counts loads.
 */
const serveRun = (frameworks: FrameworkId[], { failed = [] as FrameworkId[], status = 200 } = {}) => {
  const gate = createGate();
  const calls = { runBodies: [] as unknown[], overviews: 0, heatmaps: 0, gate };
  server.use(
    http.post('*/api/dashboard/run-assessment', async ({ request }) => {
      calls.runBodies.push(await request.json());
      await gate.shut();
      if (status !== 200) return HttpResponse.json({ success: false, message: 'Database unavailable' }, { status });
      return HttpResponse.json({
        success: true,
        message: assessmentText.started,
        data: assessmentStarted(frameworks, failed),
      });
    }),
    http.get('*/api/dashboard/overview', () => {
      calls.overviews += 1;
      return HttpResponse.json({ success: true, data: dashboardOverviewFixture });
    }),
    http.get('*/api/dashboard/compliance-heatmap', () => {
      calls.heatmaps += 1;
      return HttpResponse.json({ success: true, data: heatmapFixture('SOC2') });
    }),
  );
  return calls;
};

/** A store with the dashboard and the heat map open: active subscriptions, each loaded once. */
const openScreensStore = async () => {
  const store = makeStore(signedInState());
  await store.dispatch(dashboardApi.endpoints.getDashboardOverview.initiate('SOC2'));
  await store.dispatch(complianceApi.endpoints.getComplianceHeatmap.initiate('SOC2'));
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

  it('runs every framework in use from the dashboard, running until the server answers, and reloads 3 s later', async () => {
    const calls = serveRun(['SOC2', 'HIPAA']);
    const store = await openScreensStore();
    const open = calls.gate.close();

    const run = store.dispatch(runAssessment());
    expect(selectAssessmentRunning(store.getState())).toBe(true);
    expect(toasts(store)).toEqual([starting]);
    await advance(0);
    expect(calls.runBodies).toEqual([{}]);
    expect(selectAssessmentRunning(store.getState())).toBe(true);

    open();
    await advance(0);
    expect(toasts(store)).toEqual([starting, started]);
    expect(selectAssessmentRunning(store.getState())).toBe(false);

    await advance(ASSESSMENT_RELOAD_DELAY_MS - 1);
    expect([calls.overviews, calls.heatmaps]).toEqual([1, 1]);
    await advance(1);
    await expect(run.unwrap()).resolves.toBe(true);
    expect([calls.overviews, calls.heatmaps]).toEqual([2, 2]);
    expect(toasts(store)).toEqual([starting, started]);
  });

  it('says which run failed, then reloads', async () => {
    const calls = serveRun(['SOC2', 'HIPAA'], { failed: ['HIPAA'] });
    const store = await openScreensStore();
    store.dispatch(runAssessment());
    await advance(0);
    expect(toasts(store)).toEqual([
      starting,
      started,
      { kind: 'error', message: assessmentText.runFailed(frameworkLabels.HIPAA) },
    ]);

    await advance(ASSESSMENT_RELOAD_DELAY_MS);
    expect(calls.overviews).toBe(2);
  });

  it('sends the heat map framework in the body', async () => {
    const calls = serveRun(['ISO27001']);
    const store = makeStore(signedInState());
    const run = store.dispatch(runAssessment('ISO27001'));
    await advance(ASSESSMENT_RELOAD_DELAY_MS);
    await run;
    expect(calls.runBodies).toEqual([{ framework: 'ISO27001' }]);
  });

  it('says so and stops when the server refuses: no success toast, no reload', async () => {
    const calls = serveRun([], { status: 503 });
    const store = await openScreensStore();

    const run = store.dispatch(runAssessment());
    await advance(0);
    await expect(run.unwrap()).resolves.toBe(false);
    expect(toasts(store)).toEqual([starting, { kind: 'error', message: assessmentText.failed }]);

    await advance(ASSESSMENT_RELOAD_DELAY_MS * 2);
    expect([calls.overviews, calls.heatmaps]).toEqual([1, 1]);
    expect(selectAssessmentRunning(store.getState())).toBe(false);
  });

  it('ignores a second run while one is under way, and accepts one once it has ended', async () => {
    const calls = serveRun(['SOC2']);
    const store = makeStore(signedInState());
    const open = calls.gate.close();
    const first = store.dispatch(runAssessment());
    const second = await store.dispatch(runAssessment('SOC2'));
    expect(second.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    await advance(0);
    expect(calls.runBodies).toHaveLength(1);

    open();
    await advance(ASSESSMENT_RELOAD_DELAY_MS);
    await first;
    const third = store.dispatch(runAssessment());
    await advance(ASSESSMENT_RELOAD_DELAY_MS);
    await expect(third.unwrap()).resolves.toBe(true);
    expect(calls.runBodies).toHaveLength(2);
  });
});
