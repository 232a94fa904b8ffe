import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ControlScoreChanges } from '@/features/scoreHistory/components/ControlScoreChanges';
import { changesText } from '@/features/scoreHistory/constants';
import { signedInState } from '@/testing/authState';
import { controlHistoryFixture, daysAgo } from '@/testing/fixtures/scoreHistory';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { formatCalendarDay } from '@/lib/dates';

const changes = () => within(screen.getByRole('region', { name: changesText.heading }));

describe('ControlScoreChanges', () => {
  it("lists a control's status changes newest first, with the check and the source that made each", async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/api/controls/:framework/:controlId/history', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ success: true, data: controlHistoryFixture() });
      }),
    );
    renderWithProviders(<ControlScoreChanges framework="GDPR" controlId="Art. 32" />, {
      preloadedState: signedInState(),
    });

    const table = await changes().findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [formatCalendarDay(daysAgo(5)), changesText.transition('Critical', 'Passed'), 'MFA enforcement', 'okta'],
      [formatCalendarDay(daysAgo(20)), changesText.transition('Passed', 'Critical'), 'MFA enforcement', 'okta'],
    ]);
    expect(urls).toEqual([expect.stringMatching(/\/api\/controls\/GDPR\/Art\.%2032\/history\?days=365$/)]);
  });

  it('says so when the status has not changed, or a change has no check recorded', async () => {
    server.use(
      http.get('*/api/controls/:framework/:controlId/history', () =>
        HttpResponse.json({
          success: true,
          data: [{ day: daysAgo(3), score: 90, status: 'passed', changedBy: null }],
        }),
      ),
    );
    renderWithProviders(<ControlScoreChanges framework="SOC2" controlId="CC6.1" />, {
      preloadedState: signedInState(),
    });
    expect(await changes().findByText(changesText.empty)).toBeInTheDocument();
  });

  it('shows a change without a recorded check as not recorded', async () => {
    server.use(
      http.get('*/api/controls/:framework/:controlId/history', () =>
        HttpResponse.json({
          success: true,
          data: [
            { day: daysAgo(3), score: 90, status: 'passed', changedBy: null },
            { day: daysAgo(2), score: 70, status: 'warning', changedBy: null },
          ],
        }),
      ),
    );
    renderWithProviders(<ControlScoreChanges framework="SOC2" controlId="CC6.1" />, {
      preloadedState: signedInState(),
    });
    const row = within(await changes().findByRole('table')).getAllByRole('row')[1];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatCalendarDay(daysAgo(2)),
      changesText.transition('Passed', 'Warning'),
      changesText.noCheck,
      changesText.noSource,
    ]);
  });
});
