import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ScoreTrendChart } from '@/features/scoreHistory/components/ScoreTrendChart';
import { trendText } from '@/features/scoreHistory/constants';
import ComplianceHeatMapPage from '@/features/compliance/ComplianceHeatMapPage';
import { signedInState } from '@/testing/authState';
import { daysAgo, scoreHistoryFixture } from '@/testing/fixtures/scoreHistory';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { formatCalendarDay } from '@/lib/dates';

jest.setTimeout(20_000);

/** Every score-history request's query, as sent. */
const recordRequests = () => {
  const queries: string[] = [];
  server.use(
    http.get('*/api/dashboard/score-history', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      const days = Number(query.get('days'));
      const data =
        days === 90
          ? [{ day: daysAgo(80), score: 40, passed: 50, warning: 40, critical: 45 }, ...scoreHistoryFixture()]
          : scoreHistoryFixture();
      return HttpResponse.json({ success: true, data });
    }),
  );
  return queries;
};

const trend = () => within(screen.getByRole('region', { name: trendText.heading }));

describe('ScoreTrendChart', () => {
  it('draws the frameworks in use over 30 days, and over 90 or 365 when the toggle says so', async () => {
    const queries = recordRequests();
    renderWithProviders(<ScoreTrendChart />, { preloadedState: signedInState() });

    const chart = await trend().findByRole('img');
    const [first, , last] = scoreHistoryFixture();
    expect(chart).toHaveAccessibleName(
      `${trendText.chart(30)}: ${formatCalendarDay(first.day)} 64% to ${formatCalendarDay(last.day)} 74%`,
    );
    expect(trend().getByText(trendText.overall)).toBeInTheDocument();
    expect(trend().getByRole('button', { name: trendText.spanLabel(30) })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(trend().getByRole('button', { name: trendText.spanLabel(90) }));
    await waitFor(() =>
      expect(trend().getByRole('img')).toHaveAccessibleName(expect.stringMatching(/over the last 90 days: .* 40% to /)),
    );
    await userEvent.click(trend().getByRole('button', { name: trendText.spanLabel(365) }));
    await waitFor(() => expect(queries).toEqual(['days=30', 'days=90', 'days=365']));
  });

  it('says so when nothing was assessed in the period', async () => {
    server.use(http.get('*/api/dashboard/score-history', () => HttpResponse.json({ success: true, data: [] })));
    renderWithProviders(<ScoreTrendChart framework="HIPAA" />, { preloadedState: signedInState() });
    expect(await trend().findByText(trendText.empty)).toBeInTheDocument();
    expect(trend().getByText(trendText.framework('HIPAA'))).toBeInTheDocument();
    expect(trend().queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when the history fails to load', async () => {
    server.use(
      http.get('*/api/dashboard/score-history', () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    renderWithProviders(<ScoreTrendChart />, { preloadedState: signedInState() });
    expect(await trend().findByText(trendText.loadFailed)).toBeInTheDocument();
  });

  it('follows the framework in view on the heat map', async () => {
    const queries = recordRequests();
    renderWithProviders([{ path: '/compliance', element: <ComplianceHeatMapPage /> }], {
      preloadedState: signedInState(),
      route: '/compliance?framework=GDPR',
    });
    await screen.findByRole('region', { name: trendText.heading });
    expect(await trend().findByRole('img')).toBeInTheDocument();
    expect(trend().getByText(trendText.framework('GDPR'))).toBeInTheDocument();
    expect(queries).toEqual(['framework=GDPR&days=30']);
  });
});
