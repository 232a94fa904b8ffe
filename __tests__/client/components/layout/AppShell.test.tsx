import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navItems } from '@/app/navigation';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';
import { topBarText } from '@/components/layout/TopBar';
import { userMenuText } from '@/components/layout/userMenuText';
import { TOKEN_STORAGE_KEY } from '@/api/tokenStorage';
import { loginText } from '@/features/auth/constants';
import { signedInState } from '@/testing/authState';
import { demoToken, demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const SPEC_SIDEBAR = [
  'Dashboard',
  'Integrations',
  'Compliance Heat Map',
  'Controls',
  'Access Management',
  'Activity Logs',
  'Evidence Locker',
  'Policies',
  'Risks',
  'Vendors',
  'Assets',
  'Tasks',
  'AI Assistant',
  'Reports',
  'Settings',
];

// Each test is a first visit to lazy screens (the dashboard, then another), which a busy machine compiles slowly.
jest.setTimeout(15_000);

const renderShell = (route: string = paths.compliance) => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, demoToken);
  return renderWithProviders(routes, { route, preloadedState: signedInState() });
};

describe('app shell', () => {
  it('lists the twelve sidebar entries in order and highlights the active one', async () => {
    renderShell(paths.compliance);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual(SPEC_SIDEBAR);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(navItems.map((item) => item.path));
    expect(within(nav).getByRole('link', { name: 'Compliance Heat Map' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('moves the highlight when another entry is chosen', async () => {
    const { user, router } = renderShell(paths.dashboard);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });

    await user.click(within(nav).getByRole('link', { name: 'Evidence Locker' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Evidence Locker' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.evidenceLocker);
    expect(within(nav).getByRole('link', { name: 'Evidence Locker' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('has a notification button and a user menu with name, email and a Settings link', async () => {
    const { user } = renderShell();

    expect(await screen.findByRole('button', { name: /notifications/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: userMenuText.open(demoUser.name) }));

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(demoUser.name);
    expect(menu).toHaveTextContent(demoUser.email);
    expect(within(menu).getByRole('menuitem', { name: userMenuText.settings })).toHaveAttribute('href', paths.settings);
  });

  it.each([
    ['succeeds', 200],
    ['fails', 500],
  ])('signs out from the user menu, clearing token and user, when logout %s', async (_label, status) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let logoutCalls = 0;
    server.use(
      http.get('*/api/auth/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ success: status === 200, message: 'logout' }, { status });
      }),
    );
    const { user, store, router } = renderShell();

    await user.click(await screen.findByRole('button', { name: userMenuText.open(demoUser.name) }));
    await user.click(await screen.findByRole('menuitem', { name: userMenuText.signOut }));

    expect(await screen.findByRole('heading', { name: loginText.title })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(logoutCalls).toBe(1);
    expect(store.getState().auth).toMatchObject({ user: null });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    jest.restoreAllMocks();
  });
});

describe('app shell on a small screen', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    // jsdom has no layout: pretend every max-width query matches, as on a phone.
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('keeps the sidebar in a drawer opened from the menu button and closed after choosing an entry', async () => {
    const { user } = renderShell(paths.dashboard);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: topBarText.openNavigation }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Reports' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });
});
