import { makeStore } from '@/app/store';
import { REPORT_GENERATION_MS, reportsText, } from '@/features/reports/constants';
import { sampleReports } from '@/features/reports/sampleReports';
import {
  generationCompleted,
  generationRequested,
  reportDeleted,
  reportSelected,
  reportsSlice,
  selectReports,
  selectSelectedReport,
  selectSelectedReportId,
} from '@/features/reports/reportsSlice';
import { generateReport } from '@/features/reports/thunks';
import { selectToasts } from '@/features/toasts/toastsSlice';

const request = { name: 'SOC 2 Type II Assessment', type: 'soc2' as const, description: 'Trust Services Criteria.' };
const figures = { size: '2.0 MB', pages: 30, complianceScore: 80, criticalIssues: 1, warnings: 6 };

describe('reports slice (SPEC §4)', () => {
  const replay = (...actions: Parameters<typeof reportsSlice.reducer>[1][]) =>
    actions.reduce(reportsSlice.reducer, reportsSlice.getInitialState());

  it('starts with the sample reports, one of them failed, the first selected', () => {
    const state = reportsSlice.getInitialState();
    expect(state.items).toEqual(sampleReports);
    expect(state.items.map((report) => report.status)).toContain('failed');
    expect(state.selectedId).toBe(sampleReports[0].id);
  });

  it('inserts a requested report at the top as generating and selects it, then completes it', () => {
    const requested = replay(generationRequested({ ...request, id: 'new', requestedAt: '2026-11-01T10:00:00.000Z' }));
    expect(requested.items).toHaveLength(sampleReports.length + 1);
    expect(requested.items[0]).toEqual({
      id: 'new',
      ...request,
      status: 'generating',
      generated: '2026-11-01T10:00:00.000Z',
      size: null,
      pages: null,
      complianceScore: null,
      criticalIssues: null,
      warnings: null,
    });
    expect(requested.selectedId).toBe('new');

    const completed = reportsSlice.reducer(
      requested,
      generationCompleted({ id: 'new', completedAt: '2026-11-01T10:00:05.000Z', figures }),
    );
    expect(completed.items[0]).toMatchObject({ status: 'ready', generated: '2026-11-01T10:00:05.000Z', ...figures });
  });

  it('deletes a report, clearing the selection only when it was selected', () => {
    const otherDeleted = replay(reportSelected(sampleReports[0].id), reportDeleted(sampleReports[1].id));
    expect(otherDeleted.items.map((report) => report.id)).not.toContain(sampleReports[1].id);
    expect(otherDeleted.selectedId).toBe(sampleReports[0].id);

    const selectedDeleted = reportsSlice.reducer(otherDeleted, reportDeleted(sampleReports[0].id));
    expect(selectedDeleted.items).toHaveLength(sampleReports.length - 2);
    expect(selectedDeleted.selectedId).toBeNull();
  });

  it('ignores a completion for a report deleted while generating', () => {
    const state = replay(
      generationRequested({ ...request, id: 'gone', requestedAt: '2026-11-01T10:00:00.000Z' }),
      reportDeleted('gone'),
      generationCompleted({ id: 'gone', completedAt: '2026-11-01T10:00:05.000Z', figures }),
    );
    expect(state.items).toEqual(sampleReports);
    expect(state.selectedId).toBeNull();
  });
});

describe('generateReport thunk', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-01T10:00:00.000Z') });
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    [0, { size: '1.0 MB', pages: 20, complianceScore: 70, criticalIssues: 0, warnings: 5 }],
    [0.999999, { size: '4.0 MB', pages: 69, complianceScore: 99, criticalIssues: 4, warnings: 19 }],
    [0.5, { size: '2.5 MB', pages: 45, complianceScore: 85, criticalIssues: 2, warnings: 12 }],
  ])('is generating for 5 s, then ready with figures from random source %p', async (value, expected) => {
    const store = makeStore(undefined, { random: () => value });
    const done = store.dispatch(generateReport(request));

    const [generating] = selectReports(store.getState());
    expect(generating).toMatchObject({
      ...request,
      status: 'generating',
      generated: '2026-11-01T10:00:00.000Z',
      pages: null,
    });
    expect(selectSelectedReportId(store.getState())).toBe(generating.id);
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([reportsText.generationStarted]);

    await jest.advanceTimersByTimeAsync(REPORT_GENERATION_MS - 1);
    expect(selectReports(store.getState())[0].status).toBe('generating');

    await jest.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(generating.id);
    expect(selectSelectedReport(store.getState())).toEqual({
      ...generating,
      status: 'ready',
      generated: '2026-11-01T10:00:05.000Z',
      ...expected,
    });
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toContain(reportsText.generationCompleted);
  });

  it('does not bring back a report deleted while it was generating', async () => {
    const store = makeStore(undefined, { random: () => 0 });
    const done = store.dispatch(generateReport(request));
    const id = selectReports(store.getState())[0].id;
    store.dispatch(reportDeleted(id));

    await jest.advanceTimersByTimeAsync(REPORT_GENERATION_MS);
    await done;
    expect(selectReports(store.getState())).toEqual(sampleReports);
    expect(selectToasts(store.getState()).map((toast) => toast.message)).not.toContain(reportsText.generationCompleted);
  });
});
