import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTEGRATION_POLL_MS, integrationsText, statusLabels, summaryText } from '@/features/integrations/constants';
import { GITHUB_REJECTION, integrationsFake, syncedFigures } from '@/testing/fixtures/integrations';
import { card, renderIntegrations, summaryValue, toasts } from './integrationsTestUtils';

jest.setTimeout(20_000);

const lastSync = () => card('GitHub').getByText(integrationsText.lastSync).nextElementSibling;

let logged: jest.SpyInstance;
beforeEach(() => {
  // Every failed call is logged by the API client; the refusals below are expected.
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.useFakeTimers({ now: new Date('2026-11-02T09:00:00.000Z') });
});
afterEach(() => {
  jest.useRealTimers();
  logged.mockRestore();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const setup = (fake = integrationsFake()) =>
  renderIntegrations({ fake, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }) });

describe('A connected integration’s sync', () => {
  it('shows the card syncing until the server has finished, and only then says it synced', async () => {
    const { user, fake, store } = await setup();
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.syncLabel('GitHub') }));
    await waitFor(() => expect(lastSync()).toHaveTextContent(integrationsText.syncing));
    expect(card('GitHub').getByRole('button', { name: integrationsText.syncLabel('GitHub') })).toBeDisabled();
    expect(card('GitHub').getByRole('button', { name: integrationsText.testConnection })).toBeDisabled();

    await advance(INTEGRATION_POLL_MS);
    expect(fake.find('github').syncing).toBe(true);
    expect(lastSync()).toHaveTextContent(integrationsText.syncing);
    expect(toasts(store)).toEqual([]);

    await advance(INTEGRATION_POLL_MS);
    await waitFor(() =>
      expect(toasts(store)).toEqual([{ kind: 'success', message: integrationsText.synced('GitHub') }]),
    );
    expect(fake.find('github').syncing).toBe(false);
    expect(lastSync()).toHaveTextContent('just now');
    expect(summaryValue(summaryText.controls)).toBe(String(syncedFigures.controls));
    expect(card('GitHub').getByRole('button', { name: integrationsText.syncLabel('GitHub') })).toBeEnabled();
    expect(fake.requests().filter((request) => request === 'POST /api/integrations/github/sync')).toHaveLength(1);
  });

  it('says why when the sync ends with the integration in error', async () => {
    const { user, fake, store } = await setup();
    fake.failNextSync(GITHUB_REJECTION);
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.syncLabel('GitHub') }));
    await advance(INTEGRATION_POLL_MS * 2);
    await waitFor(() => expect(toasts(store)).toEqual([{ kind: 'error', message: GITHUB_REJECTION }]));
    expect(card('GitHub').getByText(statusLabels.error)).toBeInTheDocument();
    expect(card('GitHub').getByText(GITHUB_REJECTION)).toBeInTheDocument();
  });

  it('shows the server’s refusal when the integration is no longer connected', async () => {
    const { user, fake, store } = await setup();
    fake.integrations[1] = { ...fake.find('github'), status: 'available' };
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.syncLabel('GitHub') }));
    await waitFor(() => expect(toasts(store)).toEqual([{ kind: 'error', message: 'GitHub is not connected' }]));
  });
});

describe('Test Connection and disconnect', () => {
  it('says the connection works once the server has tested it', async () => {
    const { user, store, fake } = await setup();
    const release = fake.holdConnections();
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.testConnection }));
    expect(card('GitHub').getByRole('button', { name: integrationsText.testing })).toBeDisabled();
    expect(toasts(store)).toEqual([]);

    release();
    await waitFor(() =>
      expect(toasts(store)).toEqual([{ kind: 'success', message: integrationsText.connectionWorks('GitHub') }]),
    );
    expect(card('GitHub').getByRole('button', { name: integrationsText.testConnection })).toBeEnabled();
    expect(card('GitHub').getByText(statusLabels.connected)).toBeInTheDocument();
  });

  it('shows the test’s reason when the provider refuses, and the card in error', async () => {
    const { user, store, fake } = await setup();
    fake.failNextTest(GITHUB_REJECTION);
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.testConnection }));
    await waitFor(() => expect(toasts(store)).toEqual([{ kind: 'error', message: GITHUB_REJECTION }]));
    expect(card('GitHub').getByText(statusLabels.error)).toBeInTheDocument();
    expect(card('GitHub').getByRole('button', { name: integrationsText.connect })).toBeEnabled();
  });

  it('disconnects: the card is available again and the summary follows', async () => {
    const { user, store, fake } = await setup();
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.disconnectLabel('GitHub') }));
    await waitFor(() => expect(card('GitHub').getByText(statusLabels.available)).toBeInTheDocument());
    expect(toasts(store)).toEqual([{ kind: 'info', message: integrationsText.disconnectedToast('GitHub') }]);
    expect(card('GitHub').queryByText(integrationsText.controls)).not.toBeInTheDocument();
    expect(summaryValue(summaryText.active)).toBe('0');
    expect(summaryValue(summaryText.available)).toBe('8');
    expect(fake.requests()).toContain('DELETE /api/integrations/github');
  });
});

describe('Refresh All', () => {
  it('reads Refreshing... until no integration is syncing, then says all are refreshed', async () => {
    const { user, store, fake } = await setup();
    await user.click(screen.getByRole('button', { name: integrationsText.refreshAll }));
    expect(screen.getByRole('button', { name: integrationsText.refreshing })).toBeDisabled();
    await waitFor(() => expect(lastSync()).toHaveTextContent(integrationsText.syncing));
    expect(fake.requests().slice(0, 3)).toEqual([
      'GET /api/integrations',
      'POST /api/integrations/sync-all',
      'GET /api/integrations',
    ]);

    expect(fake.find('github').syncing).toBe(true);
    expect(screen.getByRole('button', { name: integrationsText.refreshing })).toBeDisabled();
    expect(toasts(store)).toEqual([]);

    await advance(INTEGRATION_POLL_MS);
    await waitFor(() => expect(screen.getByRole('button', { name: integrationsText.refreshAll })).toBeEnabled());
    expect(fake.find('github').syncing).toBe(false);
    expect(toasts(store)).toEqual([{ kind: 'success', message: integrationsText.refreshedAll }]);
    expect(lastSync()).toHaveTextContent('just now');
  });
});
