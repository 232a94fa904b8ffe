import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';
import { TOKEN_STORAGE_KEY } from '@/api/tokenStorage';
import type { SessionUser } from '@/contracts/auth';
import { accessText } from '@/features/auth/constants';
import { tasksText } from '@/features/tasks/constants';
import { signedInState } from '@/testing/authState';
import { tasksFixture } from '@/testing/fixtures/tasks';
import { demoToken, demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// A first visit to a lazy screen compiles it, slowly on a busy machine.
jest.setTimeout(20_000);

const renderAt = (route: string, signedIn: SessionUser = demoUser) => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, demoToken);
  server.use(http.get('*/api/auth/me', () => HttpResponse.json({ success: true, data: signedIn })));
  return renderWithProviders(routes, { route, preloadedState: signedInState(signedIn) });
};

describe('the Tasks screen', () => {
  it('opens from the sidebar on /tasks with the organisation’s tasks', async () => {
    const { user, router } = renderAt(paths.dashboard);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Tasks' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tasks');
    const table = await screen.findByRole('table', { name: tasksText.heading });
    expect(within(table).getByText(tasksFixture[0].title)).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a task’s control on the heat map with its details shown', async () => {
    const { user, router } = renderAt(paths.tasks);
    await user.click(await screen.findByRole('link', { name: tasksText.openControl('CC7.1') }));

    const details = await screen.findByRole('dialog', { name: /CC7\.1 Configuration and vulnerability detection/ });
    expect(details).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.compliance);
    expect(new URLSearchParams(router.state.location.search).get('framework')).toBe('SOC2');
  });

  it('still lists the tasks under Settings > Tasks, as the dashboard links them', async () => {
    renderAt(`${paths.settings}?tab=tasks`);
    const table = await screen.findByRole('table', { name: tasksText.heading });
    expect(within(table).getByText(tasksFixture[0].title)).toBeInTheDocument();
  });

  it('tells a role without tasks:read it has no access, and leaves Tasks out of its sidebar', async () => {
    renderAt(paths.tasks, { ...demoUser, role: 'Viewer' });
    expect(await screen.findByText(accessText.noPageAccess)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: tasksText.heading })).not.toBeInTheDocument();
  });
});
