import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { filtersText, paginationText } from '@/features/auditLogs/constants';
import { auditLogs, auditLogsResponse } from '@/testing/fixtures/auditLogs';
import { server } from '@/testing/server';
import { queryOf, renderActivityLogs, shownActions } from './auditLogsTestUtils';

// MUI under user-event is slow in jsdom, slower still on a busy machine.
jest.setTimeout(20_000);

const bound = 10_000;

/** A search the server stopped counting at the bound: 45 entries really match, so page 3 comes back short. */
const answerCappedSearches = () => {
  const urls: URL[] = [];
  server.use(
    http.get('*/api/audit-logs', ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      const response = auditLogsResponse(url, auditLogs);
      if (!url.searchParams.has('search')) return HttpResponse.json(response);
      const { page, limit } = response.data.pagination;
      const logs = auditLogs.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({
        ...response,
        data: {
          ...response.data,
          logs,
          pagination: { page, limit, total: bound, pages: bound / limit, totalIsLowerBound: true },
        },
      });
    }),
  );
  return urls;
};

describe('ActivityLogsPage: a search whose total is a lower bound', () => {
  it('says "more than" the bound, and pages on with Next until a page comes back short', async () => {
    const requests = answerCappedSearches();
    const { user } = renderActivityLogs();
    await screen.findByText(paginationText.showing(1, 20, 45));

    await user.type(screen.getByRole('searchbox', { name: filtersText.search }), 'login');
    expect(await screen.findByText('Showing 1 to 20 of more than 10,000 results')).toBeInTheDocument();
    expect(queryOf(requests.at(-1) as URL)).toEqual({ page: '1', limit: '20', search: 'login' });
    expect(screen.queryByText(/of 10000 results/)).not.toBeInTheDocument();
    const next = () => screen.getByRole('button', { name: paginationText.next });
    expect(screen.getByRole('button', { name: paginationText.previous })).toBeDisabled();
    expect(next()).toBeEnabled();

    await user.click(next());
    expect(await screen.findByText(paginationText.showingOfMoreThan(21, 40, bound))).toBeInTheDocument();
    expect(queryOf(requests.at(-1) as URL)).toEqual({ page: '2', limit: '20', search: 'login' });
    expect(next()).toBeEnabled();

    await user.click(next());
    expect(await screen.findByText(paginationText.showingOfMoreThan(41, 45, bound))).toBeInTheDocument();
    expect(shownActions()).toHaveLength(5);
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: paginationText.previous }));
    expect(await screen.findByText(paginationText.showingOfMoreThan(21, 40, bound))).toBeInTheDocument();
  });

  it('keeps the exact total of a search the server counted to the end', async () => {
    answerCappedSearches();
    renderActivityLogs();
    expect(await screen.findByText(paginationText.showing(1, 20, 45))).toBeInTheDocument();
    expect(screen.queryByText(/more than/)).not.toBeInTheDocument();
  });
});
