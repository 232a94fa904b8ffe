import { makeStore } from '@/app/store';
import { reportsApi } from '@/features/reports/reportsApi';
import {
  reportSelected,
  selectReports,
  selectSelectedReport,
  selectSelectedReportId,
} from '@/features/reports/reportsSlice';
import { sampleReports } from '@/features/reports/sampleReports';

const { endpoints } = reportsApi;
const [soc2, iso] = sampleReports;
const request = { id: 'new', name: 'SOC 2 Type II Assessment', type: 'soc2' as const, description: 'Trust Services.' };

const loadedStore = async () => {
  const store = makeStore(undefined, { random: () => 0 });
  await store.dispatch(endpoints.getReports.initiate());
  return store;
};

describe('reports selection (SPEC §2, §4)', () => {
  it('selects nothing before the list arrives, then its first report', async () => {
    const store = makeStore();
    expect(selectSelectedReport(store.getState())).toBeNull();
    await store.dispatch(endpoints.getReports.initiate());
    expect(selectReports(store.getState())).toEqual(sampleReports);
    expect(selectSelectedReport(store.getState())).toEqual(soc2);
  });

  it('keeps the user’s choice when the list arrives again', async () => {
    const store = await loadedStore();
    store.dispatch(reportSelected(iso.id));
    await store.dispatch(endpoints.getReports.initiate(undefined, { forceRefetch: true }));
    expect(selectSelectedReportId(store.getState())).toBe(iso.id);
  });

  it('selects a report as soon as its generation is requested', async () => {
    const store = await loadedStore();
    void store.dispatch(endpoints.generateReport.initiate(request));
    expect(selectSelectedReport(store.getState())).toMatchObject({ id: 'new', status: 'generating' });
  });

  it('clears the selection only when the selected report is deleted', async () => {
    const store = await loadedStore();
    await store.dispatch(endpoints.deleteReport.initiate(iso.id));
    expect(selectSelectedReportId(store.getState())).toBe(soc2.id);

    await store.dispatch(endpoints.deleteReport.initiate(soc2.id));
    expect(selectSelectedReportId(store.getState())).toBeNull();
    expect(selectReports(store.getState())).toHaveLength(sampleReports.length - 2);
  });

  it('opens on the newest report again after the session ends', async () => {
    const store = await loadedStore();
    store.dispatch(reportSelected(iso.id));
    store.dispatch(reportsApi.util.resetApiState());
    expect(selectSelectedReport(store.getState())).toBeNull();
    await store.dispatch(endpoints.getReports.initiate());
    expect(selectSelectedReportId(store.getState())).toBe(soc2.id);
  });
});
