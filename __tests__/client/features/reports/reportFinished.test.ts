import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { REPORT_POLL_LIMIT, REPORT_POLL_MS } from '@/features/reports/constants';
import { reportFinished } from '@/features/reports/reportFinished';
import { reportsApi } from '@/features/reports/reportsApi';
import { signedInState } from '@/testing/authState';
import { generatingReport, reportsFake, reportsFixture } from '@/testing/fixtures/reports';
import { server } from '@/testing/server';

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

describe('reportFinished', () => {
  const pending = generatingReport({ id: '00000000-0000-4000-8000-000800000001' });

  it('reads the list every REPORT_POLL_MS until the report is no longer generating, then stops', async () => {
    const { store, fake } = setup(reportsFake({ reports: [pending, ...reportsFixture] }));
    const finished = reportFinished(store.dispatch, pending.id);

    await jest.advanceTimersByTimeAsync(0);
    expect(lists(fake)).toBe(1);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS - 1);
    expect(lists(fake)).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(lists(fake)).toBe(2);

    const ready = fake.markReady(pending.id);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS);
    await expect(finished).resolves.toEqual(ready);
    expect(lists(fake)).toBe(3);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS * 5);
    expect(lists(fake)).toBe(3);
  });

  it('shares the poll of a screen already following the list: one read per REPORT_POLL_MS', async () => {
    const { store, fake } = setup(reportsFake({ reports: [pending] }));
    const screen = store.dispatch(
      reportsApi.endpoints.getReports.initiate(undefined, { subscriptionOptions: { pollingInterval: REPORT_POLL_MS } }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(lists(fake)).toBe(1);

    const finished = reportFinished(store.dispatch, pending.id);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS * 3);
    expect(lists(fake)).toBe(4);

    fake.markReady(pending.id);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS);
    await expect(finished).resolves.toMatchObject({ id: pending.id, status: 'ready' });
    expect(lists(fake)).toBe(5);
    screen.unsubscribe();
  });

  it('answers a failed report as failed, and a report deleted meanwhile as null', async () => {
    const { store, fake } = setup(reportsFake({ reports: [pending] }));
    fake.markFailed(pending.id, 'No controls');
    await expect(reportFinished(store.dispatch, pending.id)).resolves.toMatchObject({
      status: 'failed',
      failureReason: 'No controls',
    });

    fake.reports.splice(0);
    const gone = reportFinished(store.dispatch, pending.id);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS);
    await expect(gone).resolves.toBeNull();
  });

  it('keeps reading through a failed read, and gives up after REPORT_POLL_LIMIT reads with the report as last seen', async () => {
    const fake = reportsFake({ reports: [pending] });
    let failNext = true;
    server.use(
      http.get('*/api/reports', () => {
        if (!failNext) return undefined;
        failNext = false;
        return HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 });
      }),
      ...fake.handlers,
    );
    const store = makeStore(signedInState());
    const finished = reportFinished(store.dispatch, pending.id);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS * REPORT_POLL_LIMIT);
    await expect(finished).resolves.toEqual(pending);
    // The failed first read reached the override only; every other read reached the fake.
    expect(lists(fake)).toBe(REPORT_POLL_LIMIT - 1);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS * 3);
    expect(lists(fake)).toBe(REPORT_POLL_LIMIT - 1);
  });

  it('stops when the session ends', async () => {
    const { store, fake } = setup(reportsFake({ reports: [pending] }));
    const finished = reportFinished(store.dispatch, pending.id);
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(reportsApi.util.resetApiState());
    await expect(finished).resolves.toEqual(pending);
    await jest.advanceTimersByTimeAsync(REPORT_POLL_MS * 3);
    expect(lists(fake)).toBe(1);
  });
});
