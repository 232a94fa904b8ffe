import { screen, within } from '@testing-library/react';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';
import { crashText, notFoundText, routeErrorText } from '@/components/feedback/messages';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';

// A founders page that crashes while rendering, and a wishlist chunk that fails to load.
jest.mock('@/features/founders/FoundersPage', () => ({
  __esModule: true,
  default: () => {
    throw new Error('Founders page broke');
  },
}));
jest.mock('@/features/wishlist/WishlistPage', () => {
  throw new Error('Loading chunk wishlist failed');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('an address that matches no screen', () => {
  it('shows a signed-in visitor "Page not found" inside the shell, with the address and a way to the dashboard', async () => {
    renderWithProviders(routes, { route: '/dashbaord?tab=x', preloadedState: signedInState() });

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: notFoundText.title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(main).getByText('/dashbaord')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: notFoundText.dashboard })).toHaveAttribute('href', paths.dashboard);
    expect(screen.queryByRole('heading', { name: routeErrorText.title })).not.toBeInTheDocument();
    expect(document.title).toBe(`${notFoundText.title} · Securo`);
  });

  it('shows a signed-out visitor a public page with the ways home and to sign in', async () => {
    const { router } = renderWithProviders(routes, { route: '/no-such-page' });

    expect(await screen.findByRole('heading', { level: 1, name: notFoundText.title })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notFoundText.home })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('link', { name: notFoundText.signIn })).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });
});

describe('real failures keep the SPEC error screens', () => {
  it('a page that crashes while rendering shows the crash screen', async () => {
    renderWithProviders(routes, { route: paths.founders });

    expect(await screen.findByRole('heading', { name: crashText.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: crashText.retry })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: notFoundText.title })).not.toBeInTheDocument();
  });

  it('a screen whose code fails to load shows the router error screen', async () => {
    renderWithProviders(routes, { route: paths.wishlist });

    expect(await screen.findByRole('heading', { name: routeErrorText.title })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk wishlist failed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: notFoundText.title })).not.toBeInTheDocument();
  });
});
