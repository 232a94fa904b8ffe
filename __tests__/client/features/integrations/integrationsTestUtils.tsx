import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { AppStore } from '@/app/store';
import type { Role } from '@/contracts/enums';
import IntegrationsPage from '@/features/integrations/IntegrationsPage';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { signedInState } from '@/testing/authState';
import { integrationsFake, type IntegrationsFake } from '@/testing/fixtures/integrations';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

type RenderOptions = { role?: Role; fake?: IntegrationsFake; user?: ReturnType<typeof userEvent.setup> };

/** The integrations screen, signed in with `role`, against a fake integrations API, once its cards are shown. */
export const renderIntegrations = async ({
  role = demoUser.role,
  fake = integrationsFake({ role }),
  user,
}: RenderOptions = {}) => {
  server.use(...fake.handlers);
  const view = renderWithProviders(<IntegrationsPage />, { preloadedState: signedInState({ ...demoUser, role }) });
  await screen.findAllByRole('article');
  return { ...view, user: user ?? view.user, fake };
};

/** The card of an integration; `hidden` while a dialog leaves the page aria-hidden. */
export const card = (name: string, hidden = false) => within(screen.getByRole('article', { name, hidden }));

export const cardNames = () =>
  screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent);

export const summaryValue = (label: string) => screen.getByLabelText(label).textContent;

export const toasts = (store: AppStore) =>
  selectToasts(store.getState()).map(({ kind, message }) => ({ kind, message }));
