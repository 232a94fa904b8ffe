import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { activityLogsText, filtersText, paginationText } from '@/features/auditLogs/constants';
import { AUDIT_LOG_EXPORT_FILE } from '@/testing/fixtures/auditLogs';
import { server } from '@/testing/server';
import { choose, queryOf, recordAuditLogRequests, renderActivityLogs } from './auditLogsTestUtils';

jest.setTimeout(20_000);

const csv = [
  'Timestamp,User,Action,Category,Severity,Details,Resource,IP Address',
  '2026-03-01T09:00:00.000Z,demo@securo.dev,User Login,authentication,success,Signed in,,',
].join('\r\n');

/** Answers the export with `csv` once `release` is called, keeping the URL it was asked for. */
const holdExport = () => {
  const urls: URL[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/audit-logs/export', async ({ request }) => {
      urls.push(new URL(request.url));
      await released;
      return new HttpResponse(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${AUDIT_LOG_EXPORT_FILE}"`,
        },
      });
    }),
  );
  return { urls, release };
};

const stubDownloads = () => {
  const createObjectURL = jest.fn<string, [Blob]>(() => 'blob:activity-logs');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { createObjectURL, revokeObjectURL, clicked };
};

afterEach(() => jest.restoreAllMocks());

describe('ActivityLogsPage export', () => {
  it('exports under the current filters and saves the CSV under the server’s name, never through the store', async () => {
    const downloads = stubDownloads();
    const listRequests = recordAuditLogRequests();
    const exportCall = holdExport();
    const { user, store } = renderActivityLogs();
    await screen.findByText(paginationText.showing(1, 20, 45));
    await choose(user, filtersText.severity, 'Warning');
    await screen.findByText(paginationText.showing(1, 8, 8));
    const actions: UnknownAction[] = [];
    store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));

    await user.click(screen.getByRole('button', { name: activityLogsText.export }));
    expect(await screen.findByRole('button', { name: activityLogsText.exporting })).toBeDisabled();
    exportCall.release();

    expect(await screen.findByText(activityLogsText.exported)).toBeInTheDocument();
    expect(exportCall.urls.map(queryOf)).toEqual([{ format: 'csv', severity: 'warning' }]);
    const blob = downloads.createObjectURL.mock.calls[0][0];
    expect(blob.type).toMatch(/^text\/csv/);
    expect(await blob.text()).toBe(csv);
    expect(downloads.clicked[0]).toHaveAttribute('download', AUDIT_LOG_EXPORT_FILE);
    expect(downloads.revokeObjectURL).toHaveBeenCalledWith('blob:activity-logs');
    expect(screen.getByRole('button', { name: activityLogsText.export })).toBeEnabled();
    // The file's rows reach the download only: no action carries them, no state keeps them.
    const row = csv.split('\r\n')[1];
    expect(actions.map((action) => JSON.stringify(action)).filter((action) => action.includes(row))).toEqual([]);
    expect(actions.map((action) => action.type)).toEqual(
      expect.arrayContaining(['api/executeMutation/pending', 'api/executeMutation/fulfilled']),
    );
    expect(JSON.stringify(store.getState())).not.toContain(row);
    // The export is itself audited, so the trail on screen reloads.
    await waitFor(() => expect(listRequests).toHaveLength(3));
  });

  it('names the file after today when the server names none', async () => {
    const downloads = stubDownloads();
    server.use(
      http.get('*/api/audit-logs/export', () => new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv' } })),
    );
    const { user } = renderActivityLogs();
    await screen.findByText(paginationText.showing(1, 20, 45));
    await user.click(screen.getByRole('button', { name: activityLogsText.export }));
    await screen.findByText(activityLogsText.exported);
    const today = new Date().toISOString().slice(0, 10);
    expect(downloads.clicked[0]).toHaveAttribute('download', `securo-activity-logs-${today}.csv`);
  });

  it('says the export failed, and downloads nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const downloads = stubDownloads();
    server.use(
      http.get('*/api/audit-logs/export', () =>
        HttpResponse.json({ success: false, message: 'format must be csv' }, { status: 400 }),
      ),
    );
    const { user } = renderActivityLogs();
    await screen.findByText(paginationText.showing(1, 20, 45));
    await user.click(screen.getByRole('button', { name: activityLogsText.export }));

    expect(await screen.findByRole('alert')).toHaveTextContent(activityLogsText.exportFailed);
    expect(downloads.createObjectURL).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('format must be csv'), expect.anything());
    expect(screen.getByRole('button', { name: activityLogsText.export })).toBeEnabled();
  });
});
