import { screen } from '@testing-library/react';
import type { SessionUser } from '@/contracts/auth';
import SettingsPage from '@/features/settings/SettingsPage';
import { settingsText } from '@/features/settings/constants';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';

/** The settings screen, signed in, once the server's settings have loaded into the form. */
export const renderSettings = async (route = '/settings', user?: SessionUser) => {
  const view = renderWithProviders(<SettingsPage />, { route, preloadedState: signedInState(user) });
  await screen.findByRole('tablist', { name: settingsText.title });
  return view;
};
