import { http, HttpResponse } from 'msw';
import { frameworkLabels } from '@/contracts/enums';
import { makeStore } from '@/app/store';
import { reportSections } from '@/contracts/reportOptions';
import { exportComplianceReport, selectExporting } from '@/features/compliance/complianceSlice';
import { complianceText } from '@/features/compliance/constants';
import { REPORT_POLL_LIMIT, REPORT_POLL_MS } from '@/features/reports/constants';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { captureDownloads, fileStart } from '@/testing/downloads';
import { PDF_MAGIC, reportPdfFileName, reportsFake } from '@/testing/fixtures/reports';
import { server } from '@/testing/server';

type Store = ReturnType<typeof makeStore>;

const toasts = (store: Store) => selectToasts(store.getState()).map(({ kind, message }) => ({ kind, message }));
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

const setup = (fake = reportsFake()) => {
  server.use(...fake.handlers);
  return { store: makeStore(signedInState()), fake };
};

let downloads: ReturnType<typeof captureDownloads>;
let logged: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  downloads = captureDownloads();
  // The API client logs each failed call; the refusals here are expected.
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
  downloads.restore();
  jest.useRealTimers();
});

describe('exportComplianceReport: a real report, generated, awaited and downloaded', () => {
  it('asks the server for the SOC 2 template, waits until it is ready, downloads its PDF, then says so', async () => {
    const { store, fake } = setup();
    const label = frameworkLabels.SOC2;
    const first = store.dispatch(exportComplianceReport('SOC2'));
    expect(selectExporting(store.getState())).toBe(true);
    expect(toasts(store)).toEqual([{ kind: 'info', message: complianceText.exportStarted(label) }]);

    // A second click while exporting is refused by the thunk's condition: nothing more is asked for.
    const second = await store.dispatch(exportComplianceReport('SOC2'));
    expect(second.meta).toMatchObject({ requestStatus: 'rejected', condition: true });

    await advance(0);
    expect(fake.bodies('POST', '/api/reports')).toEqual([
      { name: complianceText.reportName(label), type: 'soc2', description: expect.any(String) },
    ]);
    const report = fake.lastGenerated();

    // The heat map had not loaded the list: it is read at once, then every REPORT_POLL_MS.
    expect(fake.requests()).toEqual(['POST /api/reports', 'GET /api/reports']);
    await advance(REPORT_POLL_MS);
    expect(fake.requests()).toEqual(['POST /api/reports', 'GET /api/reports', 'GET /api/reports']);
    expect(selectExporting(store.getState())).toBe(true);
    expect(downloads.saved).toEqual([]);

    fake.markReady(report.id);
    await advance(REPORT_POLL_MS);
    expect((await first).type).toBe(exportComplianceReport.fulfilled.type);
    expect(fake.requests()).toEqual([
      'POST /api/reports',
      'GET /api/reports',
      'GET /api/reports',
      'GET /api/reports',
      `GET /api/reports/${report.id}/pdf`,
    ]);
    expect(downloads.saved.map((file) => file.fileName)).toEqual([reportPdfFileName(complianceText.reportName(label))]);
    expect(await fileStart(downloads.saved[0].blob, PDF_MAGIC.length)).toBe(PDF_MAGIC);
    expect(selectExporting(store.getState())).toBe(false);
    expect(toasts(store)).toEqual([
      { kind: 'info', message: complianceText.exportStarted(label) },
      { kind: 'success', message: complianceText.exported(label) },
    ]);
    expect(JSON.stringify(store.getState())).not.toContain(PDF_MAGIC);
  });

  it('exports GDPR, which has no template, as a custom report with every section', async () => {
    const { store, fake } = setup();
    const done = store.dispatch(exportComplianceReport('GDPR'));
    await advance(0);
    expect(fake.bodies('POST', '/api/reports')).toEqual([
      {
        name: complianceText.reportName(frameworkLabels.GDPR),
        type: 'custom',
        framework: 'GDPR',
        sections: [...reportSections],
        description: expect.any(String),
      },
    ]);
    fake.markReady(fake.lastGenerated().id);
    await advance(REPORT_POLL_MS);
    await done;
    expect(toasts(store).at(-1)).toEqual({ kind: 'success', message: complianceText.exported(frameworkLabels.GDPR) });
    expect(downloads.saved).toHaveLength(1);
  });

  it.each([
    ['ISO27001', 'iso27001'],
    ['HIPAA', 'hipaa'],
  ] as const)('exports %s as its template', async (framework, type) => {
    const { store, fake } = setup();
    void store.dispatch(exportComplianceReport(framework));
    await advance(0);
    expect(fake.bodies('POST', '/api/reports')).toEqual([expect.objectContaining({ type })]);
    expect(fake.bodies('POST', '/api/reports')[0]).not.toHaveProperty('framework');
  });

  it('says why when the server could not finish the report, and downloads nothing', async () => {
    const { store, fake } = setup();
    const done = store.dispatch(exportComplianceReport('HIPAA'));
    await advance(0);
    fake.markFailed(fake.lastGenerated().id, 'The PDF could not be drawn');
    await advance(REPORT_POLL_MS);
    await done;
    expect(toasts(store)).toEqual([
      { kind: 'info', message: complianceText.exportStarted(frameworkLabels.HIPAA) },
      { kind: 'error', message: 'The PDF could not be drawn' },
    ]);
    expect(fake.requests().some((call) => call.endsWith('/pdf'))).toBe(false);
    expect(downloads.saved).toEqual([]);
    expect(selectExporting(store.getState())).toBe(false);
  });

  it('shows the server’s refusal (409) and waits for nothing', async () => {
    const fake = reportsFake();
    fake.refuseNextGeneration('ISO 27001 has never been assessed: run an assessment first');
    const { store } = setup(fake);
    await store.dispatch(exportComplianceReport('ISO27001'));
    await advance(REPORT_POLL_MS * 3);
    expect(toasts(store)).toEqual([
      { kind: 'info', message: complianceText.exportStarted(frameworkLabels.ISO27001) },
      { kind: 'error', message: 'ISO 27001 has never been assessed: run an assessment first' },
    ]);
    expect(fake.requests()).toEqual(['POST /api/reports']);
    expect(selectExporting(store.getState())).toBe(false);
  });

  it('says the export failed when the report is deleted meanwhile or never finishes', async () => {
    const { store, fake } = setup();
    const failed = { kind: 'error', message: complianceText.exportFailed(frameworkLabels.SOC2) };
    const deleted = store.dispatch(exportComplianceReport('SOC2'));
    await advance(0);
    fake.reports.splice(0, 1);
    await advance(REPORT_POLL_MS);
    await deleted;
    expect(toasts(store).at(-1)).toEqual(failed);
    expect(selectExporting(store.getState())).toBe(false);

    const endless = store.dispatch(exportComplianceReport('SOC2'));
    await advance(0);
    await advance(REPORT_POLL_MS * (REPORT_POLL_LIMIT - 1));
    expect(selectExporting(store.getState())).toBe(true);
    await advance(REPORT_POLL_MS);
    await endless;
    // Earlier toasts have long faded by now.
    expect(toasts(store)).toEqual([failed]);
    // Two reads for the first export (the list was not loaded yet, so at once, then once more), the limit for this one.
    expect(fake.requests().filter((call) => call === 'GET /api/reports')).toHaveLength(2 + REPORT_POLL_LIMIT);
    expect(downloads.saved).toEqual([]);
    expect(selectExporting(store.getState())).toBe(false);
  });

  it('shows why the PDF could not be downloaded', async () => {
    const { store, fake } = setup();
    server.use(
      http.get('*/api/reports/:id/pdf', () =>
        HttpResponse.json({ success: false, message: 'Storage unavailable' }, { status: 503 }),
      ),
    );
    const done = store.dispatch(exportComplianceReport('SOC2'));
    await advance(0);
    fake.markReady(fake.lastGenerated().id);
    await advance(REPORT_POLL_MS);
    await done;
    expect(toasts(store).at(-1)).toEqual({ kind: 'error', message: 'Storage unavailable' });
    expect(toasts(store).map((toast) => toast.kind)).not.toContain('success');
    expect(downloads.saved).toEqual([]);
  });
});
