import { screen, within } from '@testing-library/react';
import LandingPage from '@/features/landing/LandingPage';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.setTimeout(20_000);

// SPEC §1, word for word: what the product advertises and what it announces as coming soon.
const advertised = [
  'real-time monitoring',
  'AI remediation',
  'heat-map dashboards',
  'infrastructure syncing',
  'AI assistant',
  'audit-ready reports',
  'role-based access management',
  'user activity logs',
  'evidence locker',
  'integration settings',
  'email and Slack alerts',
];
const comingSoon = [
  'team collaboration',
  'automated policy generator',
  'security questionnaire automation',
  'custom frameworks',
];

const featureTitles = (groupName: string) =>
  within(screen.getByRole('region', { name: groupName }))
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent?.toLowerCase());

describe('LandingPage features', () => {
  it('groups features as core, advanced and coming soon inside the #features section', () => {
    renderWithProviders(<LandingPage />);
    const section = document.getElementById('features') as HTMLElement;
    ['Core features', 'Advanced features', 'Coming soon'].forEach((name) =>
      expect(within(section).getByRole('heading', { level: 3, name })).toBeInTheDocument(),
    );
  });

  it('covers every advertised capability in the core or advanced groups', () => {
    renderWithProviders(<LandingPage />);
    const available = [...featureTitles('Core features'), ...featureTitles('Advanced features')];
    advertised.forEach((capability) => expect(available).toContain(capability.toLowerCase()));
  });

  it('announces every coming-soon capability in the coming-soon group only', () => {
    renderWithProviders(<LandingPage />);
    const announced = featureTitles('Coming soon');
    expect(announced).toEqual(comingSoon.map((capability) => capability.toLowerCase()));
  });
});
