import { screen, within } from '@testing-library/react';
import { CTA_LABELS, NAV_LABELS } from '@/components/site/siteLabels';
import { FOUNDERS, FOUNDERS_CTA, WHY_TEAM, portraitAlt, socialButtonLabel } from '@/features/founders/constants';
import FoundersPage from '@/features/founders/FoundersPage';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.setTimeout(20_000);

const renderFounders = () => renderWithProviders(<FoundersPage />, { route: '/founders' });

describe('FoundersPage', () => {
  it('has one h1', () => {
    renderFounders();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links back home, to login and to the request-access page', () => {
    renderFounders();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: NAV_LABELS.backToHome })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: NAV_LABELS.login })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: NAV_LABELS.requestAccess })).toHaveAttribute('href', '/wishlist');
  });

  it('shows two founder profiles with name, role, local photo, bio, skills and social buttons', () => {
    renderFounders();
    const profiles = screen.getAllByRole('article');
    expect(profiles).toHaveLength(2);
    profiles.forEach((profile, index) => {
      const founder = FOUNDERS[index];
      const view = within(profile);
      expect(profile).toHaveAccessibleName(founder.name);
      expect(view.getByText(founder.role)).toBeInTheDocument();
      const photo = view.getByRole('img', { name: portraitAlt(founder.name) });
      expect(photo.getAttribute('src')).toMatch(/^\/images\/founders\/[a-z-]+\.svg$/);
      founder.bio.forEach((paragraph) => expect(view.getByText(paragraph)).toBeInTheDocument());
      expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...founder.skills]);
      founder.socials.forEach((network) =>
        expect(view.getByRole('button', { name: socialButtonLabel(founder.name, network) })).toBeInTheDocument(),
      );
    });
  });

  it('keeps the social buttons decorative', async () => {
    const { user, router, store } = renderFounders();
    const [founder] = FOUNDERS;
    await user.click(screen.getByRole('button', { name: socialButtonLabel(founder.name, founder.socials[0]) }));
    expect(router.state.location.pathname).toBe('/founders');
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('explains why the team works and ends with a call to action', () => {
    renderFounders();
    expect(screen.getByRole('heading', { level: 2, name: WHY_TEAM.title })).toBeInTheDocument();
    const cta = within(screen.getByRole('region', { name: FOUNDERS_CTA.title }));
    expect(cta.getByRole('link', { name: CTA_LABELS.requestEarlyAccess })).toHaveAttribute('href', '/wishlist');
    expect(cta.getByRole('link', { name: CTA_LABELS.alreadyHaveAccess })).toHaveAttribute('href', '/login');
  });
});
