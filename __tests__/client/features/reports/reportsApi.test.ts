import { makeStore } from '@/app/store';
import { REPORT_GENERATION_MS, reportRequestErrors, reportsText } from '@/features/reports/constants';
import { reportsApi } from '@/features/reports/reportsApi';
import { selectReports, selectSelectedReport } from '@/features/reports/reportsSlice';
import { sampleReports } from '@/features/reports/sampleReports';
import { selectToasts } from '@/features/toasts/toastsSlice';

type Store = ReturnType<typeof makeStore>;

const { endpoints } = reportsApi;
const request = { id: 'new', name: 'SOC 2 Type II Assessment', type: 'soc2' as const, description: 'Trust Services.' };
const messages = (store: Store) => selectToasts(store.getState()).map((toast) => toast.message);
const refusal = (error: string) => ({ error: { status: 'CUSTOM_ERROR', error } });
const loadedStore = async (random: () => number = () => 0) => {
  const store = makeStore(undefined, { random });
  await store.dispatch(endpoints.getReports.initiate());
  return store;
};

describe('getReports (SPEC §3)', () => {
  it('answers the sample reports, one of them failed', async () => {
    const { data } = await makeStore().dispatch(endpoints.getReports.initiate());
    expect(data).toEqual(sampleReports);
    expect(data?.map((report) => report.status)).toContain('failed');
  });
});

describe('generateReport (SPEC §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-01T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  const generatingReport = {
    ...request,
    status: 'generating',
    generated: '2026-11-01T10:00:00.000Z',
    size: null,
    pages: null,
    complianceScore: null,
    criticalIssues: null,
    warnings: null,
  };

  it.each([
    [0, { size: '1.0 MB', pages: 20, complianceScore: 70, criticalIssues: 0, warnings: 5 }],
    [0.999999, { size: '4.0 MB', pages: 69, complianceScore: 99, criticalIssues: 4, warnings: 19 }],
    [0.5, { size: '2.5 MB', pages: 45, complianceScore: 85, criticalIssues: 2, warnings: 12 }],
  ])(
    'lists it at the top as generating for 5 s, then ready with figures from random source %p',
    async (value, figures) => {
      const store = await loadedStore(() => value);
      const done = store.dispatch(endpoints.generateReport.initiate(request));

      expect(selectReports(store.getState())).toEqual([generatingReport, ...sampleReports]);
      expect(messages(store)).toEqual([reportsText.generationStarted]);

      await jest.advanceTimersByTimeAsync(REPORT_GENERATION_MS - 1);
      expect(selectReports(store.getState())[0].status).toBe('generating');

      await jest.advanceTimersByTimeAsync(1);
      const ready = { ...generatingReport, status: 'ready', generated: '2026-11-01T10:00:05.000Z', ...figures };
      await expect(done.unwrap()).resolves.toEqual(ready);
      expect(selectReports(store.getState())).toEqual([ready, ...sampleReports]);
      expect(selectSelectedReport(store.getState())).toEqual(ready);
      expect(messages(store)).toEqual([reportsText.generationStarted, reportsText.generationCompleted]);
    },
  );

  it('marks the report failed when generation fails', async () => {
    // RTK Query reports a queryFn that throws; that report is not what this test is about.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await loadedStore(() => {
      throw new Error('no randomness');
    });
    void store.dispatch(endpoints.generateReport.initiate(request));
    await jest.advanceTimersByTimeAsync(REPORT_GENERATION_MS);
    expect(selectReports(store.getState())[0]).toMatchObject({ id: 'new', status: 'failed', pages: null });
    expect(messages(store)).toEqual([reportsText.generationStarted]);
    consoleError.mockRestore();
  });

  it('does not bring a report back into a list emptied by the end of the session', async () => {
    const store = await loadedStore();
    const done = store.dispatch(endpoints.generateReport.initiate(request));
    store.dispatch(reportsApi.util.resetApiState());

    await jest.advanceTimersByTimeAsync(REPORT_GENERATION_MS);
    await done;
    expect(selectReports(store.getState())).toEqual([]);
    expect(messages(store)).not.toContain(reportsText.generationCompleted);
  });
});

describe('deleteReport (SPEC §4)', () => {
  it('removes a ready report and says so', async () => {
    const store = await loadedStore();
    await expect(store.dispatch(endpoints.deleteReport.initiate(sampleReports[1].id)).unwrap()).resolves.toBe(
      sampleReports[1].id,
    );
    expect(selectReports(store.getState())).toEqual(sampleReports.filter((report) => report !== sampleReports[1]));
    expect(messages(store)).toEqual([reportsText.deleted]);
  });

  it('refuses a report that is not ready, or unknown, and changes nothing', async () => {
    const store = await loadedStore();
    const failed = sampleReports[3];
    await expect(store.dispatch(endpoints.deleteReport.initiate(failed.id))).resolves.toMatchObject(
      refusal(reportRequestErrors.notReady(failed.name)),
    );
    await expect(store.dispatch(endpoints.deleteReport.initiate('nope'))).resolves.toMatchObject(
      refusal(reportRequestErrors.unknown('nope')),
    );
    expect(selectReports(store.getState())).toEqual(sampleReports);
    expect(messages(store)).toEqual([]);
  });
});
