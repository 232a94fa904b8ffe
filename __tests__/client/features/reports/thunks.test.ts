import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { REPORT_POLL_MS, reportsText } from '@/features/reports/constants';
import { reportGenerationRequested } from '@/features/reports/thunks';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { reportsFake } from '@/testing/fixtures/reports';
import { server } from '@/testing/server';

type Store = ReturnType<typeof makeStore>;

const request = { name: 'SOC 2 Type II Assessment', type: 'soc2' as const, description: 'Trust Services.' };
const toasts = (store: Store) => selectToasts(store.getState()).map(({ kind, message }) => ({ kind, message }));
const lists = (fake: ReturnType<typeof reportsFake>) =>
  fake.requests().filter((call) => call === 'GET /api/reports').length;

const setup = (fake = reportsFake()) => {
  server.use(...fake.handlers);
  return { store: makeStore(signedInState()), fake };
};

let logged: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
  jest.useRealTimers();
});

describe('reportGenerationRequested', () => {
  it('says the report was started once the server took it, then that it is ready', async () => {
    const { store, fake } = setup();
    const done = store.dispatch(reportGenerationRequested(request));
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.bodies('POST', '/api/reports')).toEqual([request]);
    expect(toasts(store)).toEqual([{ kind: 'info', message: reportsText.generationStarted }]);

    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS);
    expect(toasts(store)).toHaveLength(1);
    const ready = fake.markReady(fake.lastGenerated().id);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS);
    await expect(done.unwrap()).resolves.toEqual(ready);
    expect(toasts(store)).toEqual([
      { kind: 'info', message: reportsText.generationStarted },
      { kind: 'success', message: reportsText.generationCompleted },
    ]);
  });

  it('says why the report failed, or that it failed when the server gives no reason', async () => {
    const { store, fake } = setup();
    const first = store.dispatch(reportGenerationRequested(request));
    await jest.advanceTimersByTimeAsync(0);
    fake.markFailed(fake.lastGenerated().id, 'The PDF could not be stored');
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS);
    await first;

    const second = store.dispatch(reportGenerationRequested(request));
    await jest.advanceTimersByTimeAsync(0);
    fake.markFailed(fake.lastGenerated().id, null);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS);
    await second;

    expect(toasts(store).filter((toast) => toast.kind === 'error')).toEqual([
      { kind: 'error', message: 'The PDF could not be stored' },
      { kind: 'error', message: reportsText.generationFailed },
    ]);
    expect(toasts(store).map((toast) => toast.message)).not.toContain(reportsText.generationCompleted);
  });

  it('shows the server’s refusal, or the fallback when it gives none, and does not wait for anything', async () => {
    const fake = reportsFake();
    fake.refuseNextGeneration('SOC 2 has never been assessed: run an assessment first');
    const { store } = setup(fake);
    await expect(store.dispatch(reportGenerationRequested(request)).unwrap()).resolves.toBeNull();

    server.use(http.post('*/api/reports', () => HttpResponse.json({}, { status: 500 })));
    await expect(store.dispatch(reportGenerationRequested(request)).unwrap()).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS * 3);

    expect(toasts(store)).toEqual([
      { kind: 'error', message: 'SOC 2 has never been assessed: run an assessment first' },
      { kind: 'error', message: reportsText.generationFailed },
    ]);
    expect(lists(fake)).toBe(0);
  });
});
