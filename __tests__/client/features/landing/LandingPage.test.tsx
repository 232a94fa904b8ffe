import { screen, within } from '@testing-library/react';
import { CTA_LABELS, NAV_LABELS } from '@/components/site/siteLabels';
import { CLOSING_CTA, STATS, TESTIMONIALS, ratingLabel } from '@/features/landing/constants';
import LandingPage from '@/features/landing/LandingPage';
import { renderWithProviders } from '@/testing/renderWithProviders';

// Large MUI page under jsdom: role queries are slow on a loaded machine.
jest.setTimeout(20_000);

const routes = [
  { path: '/', element: <LandingPage /> },
  { path: '/founders', element: <h1>Founders route</h1> },
  { path: '/login', element: <h1>Login route</h1> },
  { path: '/wishlist', element: <h1>Wishlist route</h1> },
];

const renderLanding = () => renderWithProviders(routes, { route: '/' });

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuToggle = () => screen.getByRole('button', { name: NAV_LABELS.menuToggle });
const mobileNav = () => screen.queryByRole('navigation', { name: 'Mobile' });

let scrollIntoView: jest.Mock;

beforeEach(() => {
  // jsdom has no layout, so no scrollIntoView.
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('LandingPage', () => {
  it('has one h1, about an AI-powered CISO', () => {
    renderLanding();
    const [title, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(title).toHaveTextContent(/AI-powered CISO/);
  });

  it('shows the four SPEC stats exactly', () => {
    renderLanding();
    expect(STATS).toEqual([
      { value: '1000+', label: 'Early Access Users' },
      { value: '99.9%', label: 'Uptime Guarantee' },
      { value: '75%', label: 'Faster Compliance' },
      { value: '24/7', label: 'AI Support' },
    ]);
    const items = within(screen.getByRole('region', { name: 'Securo in numbers' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(STATS.map((stat) => `${stat.value}${stat.label}`));
  });

  it('links the navigation to the team, login and request-access pages and the features section', () => {
    renderLanding();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: NAV_LABELS.aboutTeam })).toHaveAttribute('href', '/founders');
    expect(nav.getByRole('link', { name: NAV_LABELS.login })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: NAV_LABELS.requestAccess })).toHaveAttribute('href', '/wishlist');
    expect(nav.getByRole('link', { name: NAV_LABELS.features })).toHaveAttribute('href', '#features');
  });

  it('navigates to the founders page from About Team', async () => {
    const { user, router } = renderLanding();
    await user.click(within(mainNav()).getByRole('link', { name: NAV_LABELS.aboutTeam }));
    expect(router.state.location.pathname).toBe('/founders');
    expect(screen.getByRole('heading', { name: 'Founders route' })).toBeInTheDocument();
  });

  it('scrolls the Features anchor to the features section and moves focus there', async () => {
    const { user, router } = renderLanding();
    await user.click(within(mainNav()).getByRole('link', { name: NAV_LABELS.features }));
    const section = document.getElementById('features');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
  });

  it('scrolls to the features section when opened at /#features from another page', () => {
    renderWithProviders(routes, { route: '/#features' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('features'));
  });

  it('leaves Watch Demo inert', async () => {
    const { user, router, store } = renderLanding();
    await user.click(screen.getByRole('button', { name: CTA_LABELS.watchDemo }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('points both Request Early Access buttons at /wishlist and Already Have Access? at /login', () => {
    renderLanding();
    const links = screen.getAllByRole('link', { name: CTA_LABELS.requestEarlyAccess });
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/wishlist'));
    const closing = within(screen.getByRole('region', { name: CLOSING_CTA.title }));
    expect(closing.getByRole('link', { name: CTA_LABELS.alreadyHaveAccess })).toHaveAttribute('href', '/login');
  });

  it('shows three testimonials, each rated 5 out of 5', () => {
    renderLanding();
    expect(TESTIMONIALS).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: ratingLabel(5) })).toHaveLength(3);
    expect(screen.getAllByRole('figure')).toHaveLength(3);
  });
});

describe('LandingPage mobile menu', () => {
  it('opens and closes from the toggle', async () => {
    const { user } = renderLanding();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav()).not.toBeInTheDocument();

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    const links = within(mobileNav() as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#features', '/founders', '/login', '/wishlist']);

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav()).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user } = renderLanding();
    await user.click(menuToggle());
    await user.tab();
    expect(within(mobileNav() as HTMLElement).getByRole('link', { name: NAV_LABELS.features })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(mobileNav()).not.toBeInTheDocument();
    expect(menuToggle()).toHaveFocus();
  });

  it('closes when the Features link is chosen, after scrolling there', async () => {
    const { user } = renderLanding();
    await user.click(menuToggle());
    await user.click(within(mobileNav() as HTMLElement).getByRole('link', { name: NAV_LABELS.features }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(mobileNav()).not.toBeInTheDocument();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a page link is chosen', async () => {
    // One route for every path keeps the page mounted, so the menu state survives navigation.
    const { user, router } = renderWithProviders(<LandingPage />, { route: '/' });
    await user.click(menuToggle());
    await user.click(within(mobileNav() as HTMLElement).getByRole('link', { name: NAV_LABELS.login }));
    expect(router.state.location.pathname).toBe('/login');
    expect(mobileNav()).not.toBeInTheDocument();
  });
});
