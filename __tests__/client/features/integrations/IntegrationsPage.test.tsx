import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/app/store';
import IntegrationsPage from '@/features/integrations/IntegrationsPage';
import {
  CONNECT_DELAY_MS,
  categoryFilters,
  connectDialogText,
  integrationsText,
  JUST_NOW,
  REFRESH_ALL_DELAY_MS,
  summaryText,
  SYNC_DELAY_MS,
  TEST_CONNECTION_DELAY_MS,
} from '@/features/integrations/constants';
import { integrationsApi } from '@/features/integrations/integrationsApi';
import { sampleIntegrations } from '@/features/integrations/sampleIntegrations';
import { quickSetupGuides, setupInstructions } from '@/features/integrations/setupGuides';
import { renderWithProviders } from '@/testing/renderWithProviders';

// MUI selects and dialogs under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(20_000);

/** Renders the page and waits for its integrations to arrive. */
const renderPage = async (store = makeStore()) => {
  const view = renderWithProviders(<IntegrationsPage />, { store });
  await screen.findAllByRole('article');
  return view;
};
const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () => screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent);
const summaryValue = (label: string) => screen.getByLabelText(label).textContent;

describe('IntegrationsPage', () => {
  it('shows the header, summary cards and all eight integrations', async () => {
    renderWithProviders(<IntegrationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: integrationsText.title })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(summaryValue(summaryText.active)).toBe('2');
    expect(summaryValue(summaryText.controls)).toBe('36');
    expect(summaryValue(summaryText.issues)).toBe('4');
    expect(summaryValue(summaryText.available)).toBe('6');
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(within(card('Amazon Web Services')).getByText('Connected')).toBeInTheDocument();
    expect(within(card('Amazon Web Services')).getByText('2 minutes ago')).toBeInTheDocument();
    expect(within(card('GitLab')).getByText('Available')).toBeInTheDocument();
  });

  it('displays an error status when one is present and offers Connect again', async () => {
    const items = sampleIntegrations.map((item) => (item.id === 'okta' ? { ...item, status: 'error' as const } : item));
    const store = makeStore();
    await store.dispatch(integrationsApi.util.upsertQueryData('getIntegrations', undefined, items));
    const { user } = await renderPage(store);
    const okta = card('Okta');
    expect(within(okta).getByText('Error')).toBeInTheDocument();
    expect(summaryValue(summaryText.available)).toBe('5');
    await user.click(within(okta).getByRole('button', { name: integrationsText.connect }));
    expect(screen.getByRole('dialog', { name: connectDialogText.title('Okta') })).toBeInTheDocument();
  });

  it('filters with category tabs and the dropdown, each with a count', async () => {
    const { user } = await renderPage();
    const tabs = screen.getByRole('tablist', { name: integrationsText.categoryTabsLabel });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All (8)', 'Cloud Providers (4)', 'Source Control (2)', 'Security Tools (1)', 'Databases (1)']);

    await user.click(within(tabs).getByRole('tab', { name: 'Source Control (2)' }));
    expect(cardNames()).toEqual(['GitHub', 'GitLab']);

    await user.click(screen.getByRole('combobox', { name: integrationsText.categoryLabel }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(categoryFilters.length);
    expect(options[4]).toBe('Databases (1)');
    await user.click(screen.getByRole('option', { name: 'Databases (1)' }));
    expect(cardNames()).toEqual(['MongoDB Atlas']);
    expect(within(tabs).getByRole('tab', { name: 'Databases (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches name and description', async () => {
    const { user } = await renderPage();
    const search = screen.getByRole('searchbox', { name: integrationsText.searchLabel });
    await user.click(search);
    await user.paste('kubernetes');
    expect(cardNames()).toEqual(['Kubernetes']);
    await user.clear(search);
    await user.click(search);
    await user.paste('encryption at rest');
    expect(cardNames()).toEqual(['MongoDB Atlas']);
    await user.click(search);
    await user.paste('zzz');
    expect(screen.getByText(integrationsText.noResults)).toBeInTheDocument();
  });

  it('opens the AWS connect modal with API key, Role ARN, instructions and the Quick Setup Guide; Escape closes it', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: `Disconnect Amazon Web Services` }));
    await user.click(within(card('Amazon Web Services')).getByRole('button', { name: integrationsText.connect }));

    const dialog = screen.getByRole('dialog', { name: connectDialogText.title('Amazon Web Services') });
    expect(within(dialog).getByLabelText(connectDialogText.apiKey)).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText(connectDialogText.roleArn)).toBeInTheDocument();
    expect(within(dialog).getByText(setupInstructions.aws)).toBeInTheDocument();
    const guide = within(dialog).getByRole('region', { name: connectDialogText.quickSetupTitle });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(quickSetupGuides.aws?.length ?? 0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no Role ARN and no guide for GitLab; Cancel closes the modal', async () => {
    const { user } = await renderPage();
    await user.click(within(card('GitLab')).getByRole('button', { name: integrationsText.connect }));
    const dialog = screen.getByRole('dialog', { name: connectDialogText.title('GitLab') });
    expect(within(dialog).getByLabelText(connectDialogText.apiKey)).toHaveFocus();
    expect(within(dialog).queryByLabelText(connectDialogText.roleArn)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(connectDialogText.quickSetupTitle)).not.toBeInTheDocument();
    expect(within(dialog).getByText(setupInstructions.gitlab)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: connectDialogText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('View Details says the feature is coming soon; disconnect resets the card', async () => {
    const { user } = await renderPage();
    await user.click(within(card('GitHub')).getByRole('button', { name: integrationsText.viewDetails }));
    expect(screen.getByText(integrationsText.detailsComingSoon)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disconnect GitHub' }));
    expect(within(card('GitHub')).getByText('Available')).toBeInTheDocument();
    expect(within(card('GitHub')).queryByText(integrationsText.controls)).not.toBeInTheDocument();
    expect(summaryValue(summaryText.active)).toBe('1');
    expect(await screen.findByText(integrationsText.disconnectedToast('GitHub'))).toBeInTheDocument();
  });
});

describe('IntegrationsPage timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = async () => {
    const { store } = await renderPage(makeStore(undefined, { random: () => 0.5 }));
    return { store, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }) };
  };
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('connects GitLab through the modal after 3 s', async () => {
    const { user, store } = await setup();
    await user.click(within(card('GitLab')).getByRole('button', { name: integrationsText.connect }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText(connectDialogText.apiKey));
    await user.paste('glpat-secret');
    await user.click(within(dialog).getByRole('button', { name: connectDialogText.submit }));

    // The page stays aria-hidden while the dialog fades out.
    const connecting = screen.getByRole('article', { name: 'GitLab', hidden: true });
    expect(within(connecting).getByRole('button', { name: integrationsText.connecting, hidden: true })).toBeDisabled();
    await advance(CONNECT_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('GitLab')).getByText('Connecting')).toBeInTheDocument();

    await advance(1);
    const gitlab = card('GitLab');
    expect(within(gitlab).getByText('Connected')).toBeInTheDocument();
    expect(within(gitlab).getByText(JUST_NOW)).toBeInTheDocument();
    expect(within(gitlab).getByText('15')).toBeInTheDocument();
    expect(summaryValue(summaryText.active)).toBe('3');
    expect(screen.getByText(integrationsText.connectedToast('GitLab'))).toBeInTheDocument();
    // The token typed into the modal stays in the form: never in the store or an action.
    expect(JSON.stringify(store.getState())).not.toContain('glpat-secret');
  });

  it('sync toasts only after 2 s', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Sync Amazon Web Services' }));
    await advance(SYNC_DELAY_MS - 1);
    expect(screen.queryByText(integrationsText.synced('Amazon Web Services'))).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(integrationsText.synced('Amazon Web Services'))).toBeInTheDocument();
  });

  it('Test Connection toasts only after 2 s', async () => {
    const { user } = await setup();
    await user.click(within(card('GitHub')).getByRole('button', { name: integrationsText.testConnection }));
    expect(within(card('GitHub')).getByRole('button', { name: integrationsText.testing })).toBeDisabled();
    await advance(TEST_CONNECTION_DELAY_MS - 1);
    expect(screen.queryByText(integrationsText.connectionWorks('GitHub'))).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(integrationsText.connectionWorks('GitHub'))).toBeInTheDocument();
  });

  it('Refresh All waits 3 s', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: integrationsText.refreshAll }));
    expect(screen.getByRole('button', { name: integrationsText.refreshing })).toBeDisabled();
    await advance(REFRESH_ALL_DELAY_MS - 1);
    expect(screen.getByRole('button', { name: integrationsText.refreshing })).toBeDisabled();
    await advance(1);
    expect(screen.getByRole('button', { name: integrationsText.refreshAll })).toBeEnabled();
    expect(screen.getByText(integrationsText.refreshedAll)).toBeInTheDocument();
  });
});
