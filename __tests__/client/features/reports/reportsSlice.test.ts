import { makeStore } from '@/app/store';
import { reportsApi } from '@/features/reports/reportsApi';
import {
  reportSelected,
  selectAnyReportGenerating,
  selectReports,
  selectSelectedReport,
  selectSelectedReportId,
} from '@/features/reports/reportsSlice';
import { signedInState } from '@/testing/authState';
import { reportsFake, reportsFixture } from '@/testing/fixtures/reports';
import { server } from '@/testing/server';

const { endpoints } = reportsApi;
const [soc2, iso, hipaa] = reportsFixture;
const request = { name: 'ISO 27001 Gap Analysis', type: 'iso27001' as const, description: 'Annex A.' };

/** A signed-in store over a fake reports API, its list loaded once. */
const loadedStore = async (fake = reportsFake()) => {
  server.use(...fake.handlers);
  const store = makeStore(signedInState());
  await store.dispatch(endpoints.getReports.initiate());
  return { store, fake };
};
const refetch = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(endpoints.getReports.initiate(undefined, { forceRefetch: true }));

describe('reports selection', () => {
  it('selects nothing before the list arrives, then the list’s top report', async () => {
    server.use(...reportsFake().handlers);
    const store = makeStore(signedInState());
    expect(selectSelectedReport(store.getState())).toBeNull();
    await store.dispatch(endpoints.getReports.initiate());
    expect(selectReports(store.getState())).toEqual(reportsFixture);
    expect(selectSelectedReport(store.getState())).toEqual(soc2);
  });

  it('selects nothing when the first list is empty, and does not select later lists’ top report', async () => {
    const fake = reportsFake({ reports: [] });
    const { store } = await loadedStore(fake);
    expect(selectSelectedReportId(store.getState())).toBeNull();
    fake.reports.push(iso);
    await refetch(store);
    expect(selectReports(store.getState())).toEqual([iso]);
    expect(selectSelectedReportId(store.getState())).toBeNull();
  });

  it('keeps the user’s choice when the list arrives again, with a newer report on top', async () => {
    const { store, fake } = await loadedStore();
    store.dispatch(reportSelected(hipaa.id));
    fake.reports.unshift({ ...iso, id: '00000000-0000-4000-8000-000700000001' });
    await refetch(store);
    expect(selectReports(store.getState())[0].id).toBe('00000000-0000-4000-8000-000700000001');
    expect(selectSelectedReport(store.getState())).toEqual(hipaa);
  });

  it('selects a report as soon as the server has taken it, listed at the top as generating', async () => {
    const { store, fake } = await loadedStore();
    const generated = await store.dispatch(endpoints.generateReport.initiate(request)).unwrap();
    expect(generated).toEqual(fake.lastGenerated());
    expect(selectSelectedReport(store.getState())).toMatchObject({ id: generated.id, status: 'generating' });
    expect(selectReports(store.getState()).map((report) => report.id)).toEqual([
      generated.id,
      ...reportsFixture.map((report) => report.id),
    ]);
    expect(selectAnyReportGenerating(store.getState())).toBe(true);

    fake.markReady(generated.id);
    await refetch(store);
    expect(selectAnyReportGenerating(store.getState())).toBe(false);
    expect(selectSelectedReportId(store.getState())).toBe(generated.id);
  });

  it('keeps the selection when the server refuses a report', async () => {
    const fake = reportsFake();
    fake.refuseNextGeneration('ISO 27001 has never been assessed: run an assessment first');
    const { store } = await loadedStore(fake);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await store.dispatch(endpoints.generateReport.initiate(request));
    logged.mockRestore();
    expect(result.error).toMatchObject({ status: 409 });
    expect(selectSelectedReportId(store.getState())).toBe(soc2.id);
    expect(selectReports(store.getState())).toEqual(reportsFixture);
  });

  it('clears the selection only when the selected report is deleted', async () => {
    const { store } = await loadedStore();
    await store.dispatch(endpoints.deleteReport.initiate(iso.id));
    expect(selectSelectedReportId(store.getState())).toBe(soc2.id);

    await store.dispatch(endpoints.deleteReport.initiate(soc2.id));
    expect(selectSelectedReportId(store.getState())).toBeNull();
    // The list was fetched again: both are gone from it.
    await refetch(store);
    expect(selectReports(store.getState()).map((report) => report.id)).toEqual(
      reportsFixture.slice(2).map((report) => report.id),
    );
  });

  it('opens on the newest report again after the session ends', async () => {
    const { store } = await loadedStore();
    store.dispatch(reportSelected(iso.id));
    store.dispatch(reportsApi.util.resetApiState());
    expect(selectSelectedReport(store.getState())).toBeNull();
    await store.dispatch(endpoints.getReports.initiate());
    expect(selectSelectedReportId(store.getState())).toBe(soc2.id);
  });
});
