import { screen, waitFor } from '@testing-library/react';
import { dateRangeLabels, filtersText, paginationText, timelineText } from '@/features/auditLogs/constants';
import {
  choose,
  queryOf,
  recordAuditLogRequests,
  renderActivityLogs,
  shownActions,
  timeline,
} from './auditLogsTestUtils';

// MUI selects under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(20_000);

const firstPage = () => screen.findByText(paginationText.showing(1, 20, 45));

describe('ActivityLogsPage filters', () => {
  it('sends the category and severity, back to page 1, and leaves out whichever is All', async () => {
    const requests = recordAuditLogRequests();
    const { user } = renderActivityLogs();
    await firstPage();
    await user.click(screen.getByRole('button', { name: paginationText.next }));
    await screen.findByText(paginationText.showing(21, 40, 45));

    await choose(user, filtersText.category, 'Compliance');
    expect(await screen.findByText(paginationText.showing(1, 15, 15))).toBeInTheDocument();
    expect(queryOf(requests.at(-1) as URL)).toEqual({ page: '1', limit: '20', category: 'compliance' });

    await choose(user, filtersText.severity, 'Critical');
    expect(await screen.findByText(paginationText.showing(1, 7, 7))).toBeInTheDocument();
    expect(queryOf(requests.at(-1) as URL)).toEqual({
      page: '1',
      limit: '20',
      category: 'compliance',
      severity: 'critical',
    });
    expect(shownActions().every((action) => action?.startsWith('Control Failed'))).toBe(true);

    await choose(user, filtersText.category, filtersText.allCategories);
    await waitFor(() =>
      expect(queryOf(requests.at(-1) as URL)).toEqual({ page: '1', limit: '20', severity: 'critical' }),
    );

    await choose(user, filtersText.severity, filtersText.allSeverities);
    expect(await screen.findByText(paginationText.showing(1, 20, 45))).toBeInTheDocument();
    expect(requests.map(queryOf)).not.toContainEqual(expect.objectContaining({ category: 'all' }));
    expect(requests.map(queryOf)).not.toContainEqual(expect.objectContaining({ severity: 'all' }));
  });

  it('sends the search once typing settles, not each keystroke', async () => {
    const requests = recordAuditLogRequests();
    const { user } = renderActivityLogs();
    await firstPage();

    await user.type(screen.getByRole('searchbox', { name: filtersText.search }), ' MFA ');
    expect(await screen.findByText(paginationText.showing(1, 7, 7))).toBeInTheDocument();
    expect(requests.filter((url) => url.searchParams.has('search')).map(queryOf)).toEqual([
      { page: '1', limit: '20', search: 'MFA' },
    ]);

    await user.clear(screen.getByRole('searchbox', { name: filtersText.search }));
    await firstPage();
    expect(requests.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  });

  it('narrows the loaded page to the date range without asking the server', async () => {
    const requests = recordAuditLogRequests();
    const { user } = renderActivityLogs();
    await firstPage();
    expect(shownActions()).toHaveLength(20);

    // One entry every ten hours: the newest 17 are within the last 168 hours.
    await choose(user, filtersText.dateRange, dateRangeLabels['7d']);
    await waitFor(() => expect(shownActions()).toHaveLength(17));
    expect(timeline().getByText(timelineText.hiddenByDateRange(3))).toBeInTheDocument();

    await choose(user, filtersText.dateRange, dateRangeLabels['30d']);
    await waitFor(() => expect(shownActions()).toHaveLength(20));
    expect(timeline().queryByText(/older than the selected date range/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].searchParams.has('dateRange')).toBe(false);
  });
});
