import { screen } from '@testing-library/react';
import { navItems } from '@/app/navigation';
import { paths, protectedPaths } from '@/app/paths';
import { routes } from '@/app/router';
import { loginText } from '@/features/auth/constants';
import { reportsText } from '@/features/reports/constants';
import { signedInState } from '@/testing/authState';
import { demoCredentials } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('protected routes', () => {
  it.each(protectedPaths)('%s sends a signed-out visitor to /login', async (path) => {
    const { router } = renderWithProviders(routes, { route: path });

    expect(await screen.findByRole('heading', { name: loginText.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it.each(navItems.map((item) => [item.path, item.label]))(
    '%s renders its screen inside the shell when signed in',
    async (path, label) => {
      renderWithProviders(routes, { route: path, preloadedState: signedInState() });

      // A screen's code is compiled when first imported: on a cold transform cache that alone takes seconds.
      const heading = await screen.findByRole('heading', { level: 1, name: label }, { timeout: 15_000 });
      expect(heading).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    },
  );

  it('returns to the page first asked for after signing in', async () => {
    const { router, user } = renderWithProviders(routes, { route: `${paths.reports}?tab=recent` });

    await user.type(await screen.findByLabelText(new RegExp(`^${loginText.email}`)), demoCredentials.email);
    await user.type(screen.getByLabelText(new RegExp(`^${loginText.password}`)), demoCredentials.password);
    await user.click(screen.getByRole('button', { name: loginText.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: reportsText.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.reports);
    expect(router.state.location.search).toBe('?tab=recent');
  });

  it('shows a loader, not the login page, while the stored session is being checked', async () => {
    renderWithProviders(routes, {
      route: paths.dashboard,
      preloadedState: { auth: { user: null, isCheckingSession: true } },
    });

    expect(await screen.findByText(loginText.checkingSession)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: loginText.title })).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor from /login to the dashboard', async () => {
    const { router } = renderWithProviders(routes, { route: paths.login, preloadedState: signedInState() });

    expect(await screen.findByRole('heading', { level: 1, name: navItems[0].label })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboard);
  });
});
