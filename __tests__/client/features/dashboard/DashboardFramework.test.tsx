import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DashboardOverview } from '@/contracts/dashboard';
import { type FrameworkId, isFrameworkId } from '@/contracts/enums';
import { statText, summaryText } from '@/features/dashboard/constants';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { signedInState } from '@/testing/authState';
import { controlListFor } from '@/testing/fixtures/controlList';
import { dashboardOverviewFixture } from '@/testing/fixtures/dashboard';
import { daysAgo } from '@/testing/fixtures/scoreHistory';
import { settingsFixture } from '@/testing/fixtures/settings';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const headline: Partial<Record<FrameworkId, Pick<DashboardOverview, 'complianceScore' | 'stats'>>> = {
  SOC2: {
    complianceScore: 70,
    stats: { criticalIssues: 19, warningIssues: 11, passedControls: 31, totalControls: 61 },
  },
  ISO27001: {
    complianceScore: 81,
    stats: { criticalIssues: 4, warningIssues: 12, passedControls: 77, totalControls: 93 },
  },
  HIPAA: { complianceScore: 48, stats: { criticalIssues: 7, warningIssues: 2, passedControls: 9, totalControls: 18 } },
};

/** Where ISO 27001 stood eight days ago; the other frameworks have no history to compare with. */
const isoWeekAgo = { day: daysAgo(8), score: 78, passed: 70, warning: 14, critical: 9 };

/** Each framework's own numbers, and which frameworks were asked for. */
const perFramework = () => {
  const asked = { overview: [] as string[], history: [] as string[], controls: [] as string[] };
  const framework = (request: Request) => new URL(request.url).searchParams.get('framework') ?? '';
  server.use(
    http.get('*/api/dashboard/overview', ({ request }) => {
      const id = framework(request);
      asked.overview.push(id);
      const figures = isFrameworkId(id) ? headline[id] : undefined;
      return HttpResponse.json({ success: true, data: { ...dashboardOverviewFixture, ...figures } });
    }),
    http.get('*/api/dashboard/score-history', ({ request }) => {
      const id = framework(request);
      asked.history.push(id);
      return HttpResponse.json({ success: true, data: id === 'ISO27001' ? [isoWeekAgo] : [] });
    }),
    http.get('*/api/controls', ({ request }) => {
      const id = framework(request);
      asked.controls.push(id);
      const controls = isFrameworkId(id) ? controlListFor(id) : [];
      // ISO 27001 has one more control without an owner than the fixture.
      if (id === 'ISO27001') controls[0] = { ...controls[0], owner: null };
      return HttpResponse.json({ success: true, data: controls });
    }),
  );
  return asked;
};

const withPrimary = (primaryFramework: FrameworkId) =>
  server.use(
    http.get('*/api/settings', () =>
      HttpResponse.json({
        success: true,
        data: { ...settingsFixture, compliance: { ...settingsFixture.compliance, primaryFramework } },
      }),
    ),
  );

const renderDashboard = (route = '/dashboard') =>
  renderWithProviders(<DashboardPage />, { preloadedState: signedInState(), route });

const summary = () => within(screen.getByRole('region', { name: summaryText.heading }));
const statCard = (label: string) => within(screen.getByRole('article', { name: label }));
const frameworkButton = (name: string) =>
  within(screen.getByRole('group', { name: summaryText.framework })).getByRole('button', { name });

const expectCards = async (score: string, critical: string, warnings: string, passed: string) => {
  await waitFor(() => expect(statCard(statText.score).getByText(score)).toBeInTheDocument());
  expect(statCard(statText.critical).getByText(critical)).toBeInTheDocument();
  expect(statCard(statText.warnings).getByText(warnings)).toBeInTheDocument();
  expect(statCard(statText.passed).getByText(passed)).toBeInTheDocument();
};

describe('DashboardPage: the headline follows one framework', () => {
  it("opens on the organisation's primary framework and shows its numbers, linked to its heat map", async () => {
    withPrimary('HIPAA');
    const asked = perFramework();
    renderDashboard();
    await expectCards('48%', '7', '2', '9');
    expect(frameworkButton('HIPAA')).toHaveAttribute('aria-pressed', 'true');
    expect(statCard(statText.passed).getByText(statText.passedShare(50, 18))).toBeInTheDocument();
    expect(statCard(statText.critical).getByRole('link')).toHaveAttribute(
      'href',
      '/compliance?framework=HIPAA&filter=critical',
    );
    expect(statCard(statText.warnings).getByRole('link')).toHaveAttribute(
      'href',
      '/compliance?framework=HIPAA&filter=warning',
    );
    expect(asked.overview).toEqual(['HIPAA']);
  });

  it('switches framework: the URL keeps the choice, and the numbers, links and deltas are that framework’s', async () => {
    const asked = perFramework();
    const { user, router } = renderDashboard();
    await expectCards('70%', '19', '11', '31');

    await user.click(frameworkButton('ISO 27001'));
    expect(router.state.location.search).toBe('?framework=ISO27001');
    await expectCards('81%', '4', '12', '77');
    expect(frameworkButton('ISO 27001')).toHaveAttribute('aria-pressed', 'true');
    expect(statCard(statText.critical).getByRole('link')).toHaveAttribute(
      'href',
      '/compliance?framework=ISO27001&filter=critical',
    );
    expect(await statCard(statText.score).findByText('+3%')).toBeInTheDocument();
    expect(statCard(statText.critical).getByText('-5')).toBeInTheDocument();
    expect(statCard(statText.warnings).getByText('-2')).toBeInTheDocument();
    expect(statCard(statText.passed).getByText('+7')).toBeInTheDocument();
    expect(asked.overview).toEqual(['SOC2', 'ISO27001']);
    expect(asked.history).toContain('ISO27001');
    expect(asked.history).not.toContain('');
  });

  it('reads the framework from the URL, so a reload or a shared link opens on it', async () => {
    const asked = perFramework();
    renderDashboard('/dashboard?framework=ISO27001');
    await expectCards('81%', '4', '12', '77');
    expect(frameworkButton('ISO 27001')).toHaveAttribute('aria-pressed', 'true');
    expect(asked.overview).toEqual(['ISO27001']);
  });

  it('reads an unknown framework in the URL as the primary one', async () => {
    const asked = perFramework();
    renderDashboard('/dashboard?framework=PCI');
    await expectCards('70%', '19', '11', '31');
    expect(asked.overview).toEqual(['SOC2']);
  });

  it("counts the framework's controls without an owner, linking to them", async () => {
    const asked = perFramework();
    const { user } = renderDashboard();
    await screen.findByRole('region', { name: summaryText.heading });
    const unowned = await summary().findByRole('link', { name: new RegExp(summaryText.unowned) });
    expect(unowned).toHaveTextContent(`${summaryText.unowned}: 2`);
    expect(unowned).toHaveAttribute('href', '/controls?framework=SOC2&filter=unowned');

    await user.click(frameworkButton('ISO 27001'));
    await waitFor(() =>
      expect(summary().getByRole('link', { name: new RegExp(summaryText.unowned) })).toHaveTextContent(
        `${summaryText.unowned}: 3`,
      ),
    );
    expect(summary().getByRole('link', { name: new RegExp(summaryText.unowned) })).toHaveAttribute(
      'href',
      '/controls?framework=ISO27001&filter=unowned',
    );
    expect(asked.controls).toEqual(['SOC2', 'ISO27001']);
  });
});
