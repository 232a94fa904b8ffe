import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { assessmentText } from '@/features/assessments/constants';
import {
  activityText,
  categoriesText,
  chartText,
  dashboardText,
  quickActionsText,
  RECENT_ACTIVITY_LIMIT,
  statText,
  tasksText,
} from '@/features/dashboard/constants';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { signedInState } from '@/testing/authState';
import { dashboardOverviewFixture as overview } from '@/testing/fixtures/dashboard';
import { settingsFixture } from '@/testing/fixtures/settings';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderDashboard = () =>
  renderWithProviders(<DashboardPage />, { preloadedState: signedInState(), route: '/dashboard' });

const statCard = (label: string) => within(screen.getByRole('article', { name: label }));
const section = (name: string) => within(screen.getByRole('region', { name }));
const loaded = () => screen.findByRole('article', { name: statText.score });

describe('DashboardPage (SPEC §2 Dashboard)', () => {
  it('shows the four stat cards with their values and their change since a week ago, in card order', async () => {
    renderDashboard();
    await loaded();

    const cards = [
      [statText.score, '74%', '+5%'],
      [statText.critical, '9', '+1'],
      [statText.warnings, '21', '-2'],
      [statText.passed, '105', '+3'],
    ];
    for (const [label, value, delta] of cards) {
      expect(statCard(label).getByText(value)).toBeInTheDocument();
      expect(await statCard(label).findByText(delta)).toBeInTheDocument();
    }
    expect(statCard(statText.score).getByRole('progressbar', { name: statText.score })).toHaveAttribute(
      'aria-valuenow',
      '74',
    );
    expect(statCard(statText.passed).getByText(statText.passedShare(78, 135))).toHaveTextContent('78% of 135 controls');
  });

  it('links the critical and warning cards to the filtered heat map of the framework in view', async () => {
    renderDashboard();
    await loaded();
    expect(statCard(statText.critical).getByRole('link')).toHaveAttribute(
      'href',
      '/compliance?framework=SOC2&filter=critical',
    );
    expect(statCard(statText.warnings).getByRole('link')).toHaveAttribute(
      'href',
      '/compliance?framework=SOC2&filter=warning',
    );
    expect(statCard(statText.score).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [quickActionsText.generateReport, '/reports'],
    [quickActionsText.askSecuroBot, '/assistant'],
    [quickActionsText.manageIntegrations, '/integrations'],
  ])('quick action %s goes to %s', async (name, path) => {
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('link', { name: new RegExp(name) }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('offers Run Assessment as the quick action that acts in place', async () => {
    renderDashboard();
    const actions = section(quickActionsText.heading);
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining(assessmentText.run),
    ]);
  });

  it('lists controls by category framework by framework, worst first, linking to the heat map', async () => {
    renderDashboard();
    await loaded();
    const categories = section(categoriesText.heading);
    expect(categories.getByRole('link', { name: categoriesText.openHeatMap })).toHaveAttribute('href', '/compliance');
    expect(categories.getByRole('link', { name: 'ISO 27001' })).toHaveAttribute(
      'href',
      '/compliance?framework=ISO27001',
    );

    const rows = categories
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^SOC 2.*3 categories · 10 issues/),
      'CC7 System Operations52%Critical60%',
      'CC6 Logical and Physical Access Controls68%Warning4-2%',
      'CC1 Control Environment91%Passed0+3%',
      expect.stringMatching(/^ISO 27001/),
      'A.8 Technological controls63%Warning5+1%',
      'A.5 Organizational controls84%Passed1+4%',
      expect.stringMatching(/^HIPAA.*1 category · 7 issues/),
      'Technical Safeguards48%Critical7-6%',
    ]);
  });

  it('charts the score by framework', async () => {
    renderDashboard();
    await loaded();
    const chart = await section(chartText.heading).findByRole('img');
    expect(chart).toHaveAccessibleName(`${chartText.heading}: SOC 2 (primary) 70%, ISO 27001 74%, HIPAA 48%`);
  });

  it('draws the chart only once it scrolls into view', async () => {
    type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
    const observed: { report: Report; target: Element }[] = [];
    class ViewportWatch {
      constructor(private readonly callback: Report) {}
      observe(target: Element) {
        observed.push({ report: this.callback, target });
      }
      disconnect() {
        observed.splice(0);
      }
    }
    Object.assign(window, { IntersectionObserver: ViewportWatch });
    try {
      renderDashboard();
      await loaded();
      const chartSection = section(chartText.heading);
      const chartWatch = () =>
        observed.find(({ target }) => screen.getByRole('region', { name: chartText.heading }).contains(target));
      await waitFor(() => expect(chartWatch()).toBeDefined());
      expect(chartSection.queryByRole('img')).not.toBeInTheDocument();

      act(() => chartWatch()?.report([{ isIntersecting: false }]));
      expect(chartSection.queryByRole('img')).not.toBeInTheDocument();

      act(() => chartWatch()?.report([{ isIntersecting: true }]));
      expect(await chartSection.findByRole('img')).toHaveAccessibleName(expect.stringContaining('SOC 2 (primary) 70%'));
      expect(chartWatch()).toBeUndefined();
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('leads the chart with the organisation’s primary framework', async () => {
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json({
          success: true,
          data: { ...settingsFixture, compliance: { ...settingsFixture.compliance, primaryFramework: 'HIPAA' } },
        }),
      ),
    );
    renderDashboard();
    await loaded();
    const chart = await section(chartText.heading).findByRole('img');
    await waitFor(() =>
      expect(chart).toHaveAccessibleName(`${chartText.heading}: HIPAA (primary) 48%, SOC 2 70%, ISO 27001 74%`),
    );
  });

  it('shows only the 4 most recent activities and links to the activity logs', async () => {
    renderDashboard();
    await loaded();
    const activity = section(activityText.heading);
    const items = activity.getAllByRole('listitem');
    expect(items).toHaveLength(RECENT_ACTIVITY_LIMIT);
    overview.recentActivity.slice(0, 4).forEach(({ message, user }, index) => {
      expect(items[index]).toHaveTextContent(message);
      expect(items[index]).toHaveTextContent(user);
    });
    expect(within(items[1]).getByTitle('Critical')).toBeInTheDocument();
    expect(activity.getByRole('link', { name: activityText.viewAll })).toHaveAttribute('href', '/activity-logs');
  });

  it('lists the upcoming tasks with due date and priority, linking to the tasks settings', async () => {
    renderDashboard();
    await loaded();
    const tasks = section(tasksText.heading);
    const items = tasks.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Complete the quarterly access reviewDue Mar 14, 2026High',
      'Test the incident response planDue Mar 28, 2026Medium',
      'Collect security training acknowledgementsDue Apr 15, 2026Low',
    ]);
    expect(tasks.getByRole('link', { name: tasksText.viewAll })).toHaveAttribute('href', '/tasks');
  });

  it('says when the data was last updated', async () => {
    renderDashboard();
    await loaded();
    expect(screen.getByText(/^Last updated \d{1,2}:\d{2}\s?[AP]M$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: dashboardText.refresh })).toBeEnabled();
  });
});
