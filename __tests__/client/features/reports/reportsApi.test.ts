import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { getApiErrorMessage } from '@/api/apiError';
import { reportsText } from '@/features/reports/constants';
import { reportsApi } from '@/features/reports/reportsApi';
import { signedInState } from '@/testing/authState';
import { captureDownloads, fileStart } from '@/testing/downloads';
import {
  PDF_MAGIC,
  recipientsFixture,
  reportPdfFileName,
  reportsFake,
  reportsFixture,
  snapshotFixture,
} from '@/testing/fixtures/reports';
import { server } from '@/testing/server';

const { endpoints } = reportsApi;
const [soc2, iso, , failed] = reportsFixture;

const setup = (fake = reportsFake()) => {
  server.use(...fake.handlers);
  return { store: makeStore(signedInState()), fake };
};

let logged: jest.SpyInstance;
let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  // The API client logs each failed call; the failures here are expected.
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  downloads = captureDownloads();
});
afterEach(() => {
  downloads.restore();
  logged.mockRestore();
});

describe('reportsApi reads', () => {
  it('lists the organisation’s reports from GET /api/reports', async () => {
    const { store, fake } = setup();
    const { data } = await store.dispatch(endpoints.getReports.initiate());
    expect(data).toEqual(reportsFixture);
    expect(fake.requests()).toEqual(['GET /api/reports']);
  });

  it('names a failed list by its fallback when the server gives no reason', async () => {
    server.use(http.get('*/api/reports', () => HttpResponse.json({}, { status: 503 })));
    const store = makeStore(signedInState());
    const { error } = await store.dispatch(endpoints.getReports.initiate());
    expect(getApiErrorMessage(error, reportsText.loadFailed)).toBe(reportsText.loadFailed);
    expect(logged).toHaveBeenCalledWith(`[api] getReports: ${reportsText.loadFailed}`, expect.anything());
  });

  it('reads one report with its snapshot from GET /api/reports/:id', async () => {
    const snapshot = snapshotFixture({ title: iso.name, framework: 'ISO27001' });
    const { store, fake } = setup(reportsFake({ snapshots: { [iso.id]: snapshot } }));
    const { data } = await store.dispatch(endpoints.getReport.initiate(iso.id));
    expect(data).toEqual({ report: iso, snapshot });
    expect(fake.requests()).toEqual([`GET /api/reports/${iso.id}`]);
  });
});

describe('reportsApi generateReport', () => {
  it('POSTs the request and lists the answer at the top of a loaded list', async () => {
    const { store, fake } = setup();
    await store.dispatch(endpoints.getReports.initiate());
    const request = {
      name: 'Payments Audit',
      type: 'custom' as const,
      framework: 'GDPR' as const,
      description: 'PCI.',
    };
    const report = await store.dispatch(endpoints.generateReport.initiate(request)).unwrap();
    expect(fake.bodies('POST', '/api/reports')).toEqual([request]);
    expect(report).toMatchObject({ name: 'Payments Audit', type: 'custom', framework: 'GDPR', status: 'generating' });
    expect(endpoints.getReports.select()(store.getState()).data).toEqual([report, ...reportsFixture]);
  });

  it('answers the server’s refusal and lists nothing', async () => {
    const fake = reportsFake();
    fake.refuseNextGeneration('HIPAA has never been assessed: run an assessment first');
    const { store } = setup(fake);
    await store.dispatch(endpoints.getReports.initiate());
    const result = await store.dispatch(
      endpoints.generateReport.initiate({ name: 'HIPAA Review', type: 'hipaa', description: '' }),
    );
    expect(getApiErrorMessage(result.error)).toBe('HIPAA has never been assessed: run an assessment first');
    expect(endpoints.getReports.select()(store.getState()).data).toEqual(reportsFixture);
  });
});

describe('reportsApi downloadReportPdf', () => {
  it('saves the PDF under the name the server gives, and keeps only that name', async () => {
    const { store, fake } = setup();
    const result = await store.dispatch(endpoints.downloadReportPdf.initiate(soc2)).unwrap();
    expect(result).toEqual({ fileName: reportPdfFileName(soc2.name) });
    expect(fake.requests()).toEqual([`GET /api/reports/${soc2.id}/pdf`]);
    expect(downloads.saved.map((file) => file.fileName)).toEqual([reportPdfFileName(soc2.name)]);
    expect(await fileStart(downloads.saved[0].blob, PDF_MAGIC.length)).toBe(PDF_MAGIC);
    expect(JSON.stringify(store.getState())).not.toContain(PDF_MAGIC);
  });

  it('falls back to the report’s name when the server names no file', async () => {
    server.use(
      http.get(
        '*/api/reports/:id/pdf',
        () => new HttpResponse(`${PDF_MAGIC}1.7`, { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const store = makeStore(signedInState());
    const result = await store.dispatch(endpoints.downloadReportPdf.initiate(iso)).unwrap();
    expect(result).toEqual({ fileName: `${iso.name}.pdf` });
    expect(downloads.saved.map((file) => file.fileName)).toEqual([`${iso.name}.pdf`]);
  });

  it('reads the server’s JSON reason when there is no PDF, and saves nothing', async () => {
    const { store } = setup();
    const result = await store.dispatch(endpoints.downloadReportPdf.initiate(failed));
    expect(getApiErrorMessage(result.error, reportsText.downloadFailed)).toBe(`${failed.name} is not ready`);
    expect(downloads.saved).toEqual([]);
  });
});

describe('reportsApi deleteReport', () => {
  it('DELETEs the report, answers its id and refetches a list on screen', async () => {
    const { store, fake } = setup();
    const subscription = store.dispatch(endpoints.getReports.initiate());
    await subscription;
    await expect(store.dispatch(endpoints.deleteReport.initiate(iso.id)).unwrap()).resolves.toBe(iso.id);
    await waitFor(() =>
      expect(endpoints.getReports.select()(store.getState()).data).toEqual(
        reportsFixture.filter((report) => report.id !== iso.id),
      ),
    );
    expect(fake.requests()).toEqual(['GET /api/reports', `DELETE /api/reports/${iso.id}`, 'GET /api/reports']);
    subscription.unsubscribe();
  });

  it('answers the server’s reason for an unknown report', async () => {
    const { store } = setup();
    const result = await store.dispatch(endpoints.deleteReport.initiate('00000000-0000-4000-8000-000000000000'));
    expect(getApiErrorMessage(result.error, reportsText.deleteFailed)).toBe('Report not found');
  });
});

describe('reportsApi schedules', () => {
  it('lists the recipients, creates a schedule, refetches the schedules, and deletes it', async () => {
    const { store, fake } = setup();
    expect((await store.dispatch(endpoints.getScheduleRecipients.initiate())).data).toEqual(recipientsFixture);
    const schedules = store.dispatch(endpoints.getSchedules.initiate());
    expect((await schedules).data).toEqual([]);

    const body = { type: 'hipaa', frequency: 'monthly', recipientIds: [recipientsFixture[1].id] } as const;
    const schedule = await store
      .dispatch(endpoints.createSchedule.initiate({ ...body, recipientIds: [...body.recipientIds] }))
      .unwrap();
    expect(fake.bodies('POST', '/api/reports/schedules')).toEqual([body]);
    expect(schedule).toMatchObject({ type: 'hipaa', framework: 'HIPAA', recipients: [recipientsFixture[1]] });

    await expect(store.dispatch(endpoints.deleteSchedule.initiate(schedule.id)).unwrap()).resolves.toBe(schedule.id);
    expect(fake.requests()).toContain(`DELETE /api/reports/schedules/${schedule.id}`);
    await waitFor(() =>
      expect(fake.requests().filter((call) => call === 'GET /api/reports/schedules')).toHaveLength(3),
    );
    expect(endpoints.getSchedules.select()(store.getState()).data).toEqual([]);
    schedules.unsubscribe();
  });
});
