import { screen } from '@testing-library/react';
import SettingsPage from '@/features/settings/SettingsPage';
import { settingsText } from '@/features/settings/constants';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';

/** The settings screen, signed in, once the saved settings have loaded into the form. */
export const renderSettings = async (route = '/settings') => {
  const view = renderWithProviders(<SettingsPage />, { route, preloadedState: signedInState() });
  await screen.findByRole('tablist', { name: settingsText.title });
  return view;
};
