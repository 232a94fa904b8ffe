import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { activityText, statText, tasksText } from '@/features/dashboard/constants';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { signedInState } from '@/testing/authState';
import { dashboardOverviewFixture as overview } from '@/testing/fixtures/dashboard';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const viewer = { ...demoUser, role: 'Viewer' as const };
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('DashboardPage for a role that may not read the activity logs or tasks', () => {
  it('says why the activity and task panels are empty, and offers no way to screens it cannot open', async () => {
    server.use(
      http.get('*/api/dashboard/overview', () =>
        HttpResponse.json({ success: true, data: { ...overview, recentActivity: [], upcomingTasks: [] } }),
      ),
    );
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState(viewer), route: '/dashboard' });
    await screen.findByRole('article', { name: statText.score });

    const activity = section(activityText.heading);
    expect(activity.getByText(roleDoesNotAllow('auditLogs:read'))).toBeInTheDocument();
    expect(activity.queryByRole('link', { name: activityText.viewAll })).not.toBeInTheDocument();
    expect(activity.queryByRole('list')).not.toBeInTheDocument();

    const tasks = section(tasksText.heading);
    expect(tasks.getByText(roleDoesNotAllow('tasks:read'))).toBeInTheDocument();
    expect(tasks.queryByRole('link', { name: tasksText.viewAll })).not.toBeInTheDocument();
  });

  it('keeps the empty-state words and the links for an Admin with nothing to show', async () => {
    server.use(
      http.get('*/api/dashboard/overview', () =>
        HttpResponse.json({ success: true, data: { ...overview, recentActivity: [], upcomingTasks: [] } }),
      ),
    );
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState(), route: '/dashboard' });
    await screen.findByRole('article', { name: statText.score });

    expect(section(activityText.heading).getByText(activityText.empty)).toBeInTheDocument();
    expect(section(activityText.heading).getByRole('link', { name: activityText.viewAll })).toBeInTheDocument();
    expect(section(tasksText.heading).getByText(tasksText.empty)).toBeInTheDocument();
    expect(section(tasksText.heading).getByRole('link', { name: tasksText.viewAll })).toBeInTheDocument();
  });
});
