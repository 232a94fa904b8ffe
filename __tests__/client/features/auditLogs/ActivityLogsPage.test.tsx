import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { loadFailedText } from '@/components/feedback/messages';
import { activityLogsText, paginationText, summaryText, timelineText } from '@/features/auditLogs/constants';
import { auditLogs, auditLogsResponse } from '@/testing/fixtures/auditLogs';
import { server } from '@/testing/server';
import { queryOf, recordAuditLogRequests, renderActivityLogs, shownActions, timeline } from './auditLogsTestUtils';

// MUI under user-event is slow in jsdom, slower still on a busy machine.
jest.setTimeout(20_000);

const figure = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByText(label).nextElementSibling;

const failOnce = () =>
  server.use(
    http.get(
      '*/api/audit-logs',
      () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 }),
      { once: true },
    ),
  );

describe('ActivityLogsPage', () => {
  it('shows skeletons until the first page arrives', async () => {
    let answer: () => void = () => {};
    server.use(
      http.get('*/api/audit-logs', async ({ request }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(auditLogsResponse(new URL(request.url)));
      }),
    );
    renderActivityLogs();
    expect(await screen.findByText(activityLogsText.loading)).toBeInTheDocument();
    expect(screen.queryByText(paginationText.showing(1, 20, 45))).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText(paginationText.showing(1, 20, 45))).toBeInTheDocument();
    expect(screen.queryByText(activityLogsText.loading)).not.toBeInTheDocument();
  });

  it('shows the whole trail in numbers, the newest 20 entries and the first page of three', async () => {
    const requests = recordAuditLogRequests();
    renderActivityLogs();

    expect(await screen.findByText(paginationText.showing(1, 20, 45))).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ page: '1', limit: '20' });
    expect(figure(summaryText.bySeverity, summaryText.total)).toHaveTextContent('45');
    expect(figure(summaryText.bySeverity, summaryText.critical)).toHaveTextContent('7');
    expect(figure(summaryText.bySeverity, summaryText.warning)).toHaveTextContent('8');
    expect(figure(summaryText.bySeverity, summaryText.info)).toHaveTextContent('15');
    expect(figure(summaryText.bySeverity, summaryText.success)).toHaveTextContent('15');
    expect(figure(summaryText.byCategory, 'Authentication')).toHaveTextContent('16');
    expect(figure(summaryText.byCategory, 'Compliance')).toHaveTextContent('15');
    expect(figure(summaryText.byCategory, 'System')).toHaveTextContent('7');
    expect(figure(summaryText.byCategory, 'Data')).toHaveTextContent('7');

    const actions = shownActions();
    expect(actions).toHaveLength(20);
    expect(actions[0]).toBe('User Login #1');
    expect(actions[19]).toBe('Failed Login Attempt #20');
    expect(screen.getByRole('button', { name: paginationText.previous })).toBeDisabled();
    expect(screen.getByRole('button', { name: paginationText.next })).toBeEnabled();
  });

  it('shows what, who, where, which resource and when for each entry', async () => {
    renderActivityLogs();
    const control = auditLogs[3];
    const entry = (await timeline().findByRole('heading', { name: control.action })).closest('li');
    if (!entry) throw new Error('entry not in a list item');
    const inEntry = within(entry);
    expect(entry).toHaveAttribute('data-severity', 'critical');
    expect(inEntry.getByRole('img', { name: 'Critical' })).toBeInTheDocument();
    expect(inEntry.getByText(control.details)).toBeInTheDocument();
    expect(inEntry.getByText('Compliance')).toBeInTheDocument();
    expect(inEntry.getByText(control.user)).toBeInTheDocument();
    expect(inEntry.getByText('control:CC6.1')).toBeInTheDocument();
    expect(inEntry.queryByText(timelineText.ipAddress, { exact: false })).not.toBeInTheDocument();
    const time = entry.querySelector('time');
    expect(time).toHaveAttribute('datetime', control.timestamp);
    expect(time).toHaveTextContent('yesterday');

    const login = (await timeline().findByRole('heading', { name: auditLogs[0].action })).closest('li');
    expect(login).toHaveTextContent(`${timelineText.ipAddress}: 203.0.113.1`);
  });

  it('turns pages with Next and Previous, asking the server for each', async () => {
    const requests = recordAuditLogRequests();
    const { user } = renderActivityLogs();
    await screen.findByText(paginationText.showing(1, 20, 45));

    await user.click(screen.getByRole('button', { name: paginationText.next }));
    expect(await screen.findByText(paginationText.showing(21, 40, 45))).toBeInTheDocument();
    expect(queryOf(requests.at(-1) as URL)).toEqual({ page: '2', limit: '20' });
    expect(shownActions()[0]).toBe('Assessment Completed #21');
    expect(screen.getByRole('button', { name: paginationText.previous })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: paginationText.next }));
    expect(await screen.findByText(paginationText.showing(41, 45, 45))).toBeInTheDocument();
    expect(shownActions()).toHaveLength(5);
    expect(screen.getByRole('button', { name: paginationText.next })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: paginationText.previous }));
    expect(await screen.findByText(paginationText.showing(21, 40, 45))).toBeInTheDocument();
  });

  it('shows the count but no Previous or Next when everything fits one page', async () => {
    recordAuditLogRequests(auditLogs.slice(0, 5));
    renderActivityLogs();
    expect(await screen.findByText(paginationText.showing(1, 5, 5))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: paginationText.previous })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: paginationText.next })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and hides the pagination altogether', async () => {
    recordAuditLogRequests([]);
    renderActivityLogs();
    expect(await timeline().findByText(timelineText.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: paginationText.label })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('reports a failed load with a toast and a panel, and Try Again loads the trail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    failOnce();
    const { user } = renderActivityLogs();

    expect(await screen.findByRole('alert')).toHaveTextContent(activityLogsText.loadFailed);
    expect(screen.getByRole('heading', { level: 2, name: activityLogsText.loadFailed })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: timelineText.heading })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Database down'), expect.anything());

    await user.click(screen.getByRole('button', { name: loadFailedText.tryAgain }));
    expect(await screen.findByText(paginationText.showing(1, 20, 45))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: activityLogsText.loadFailed })).not.toBeInTheDocument();
  });

  it('reloads the current page with Refresh', async () => {
    const requests = recordAuditLogRequests();
    const { user } = renderActivityLogs();
    await screen.findByText(paginationText.showing(1, 20, 45));
    await user.click(screen.getByRole('button', { name: activityLogsText.refresh }));
    await waitFor(() => expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '1']));
    expect(screen.getByText(paginationText.showing(1, 20, 45))).toBeInTheDocument();
  });
});
