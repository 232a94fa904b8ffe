import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadFailedText } from '@/components/feedback/messages';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { accessText } from '@/features/auth/constants';
import { categoryFilters, integrationsText, statusLabels, summaryText } from '@/features/integrations/constants';
import IntegrationsPage from '@/features/integrations/IntegrationsPage';
import { signedInState } from '@/testing/authState';
import {
  connectedGithub,
  GITHUB_REJECTION,
  integrationFixture,
  integrationsFake,
  integrationsFixture,
} from '@/testing/fixtures/integrations';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { card, cardNames, renderIntegrations, summaryValue } from './integrationsTestUtils';

// MUI selects and dialogs under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(20_000);

let logged: jest.SpyInstance;
beforeEach(() => {
  // Every failed call is logged by the API client; the refusals below are expected.
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('IntegrationsPage: the server’s integrations', () => {
  it('lists the eight in catalogue order with the summary and the connected one’s figures', async () => {
    const { fake } = await renderIntegrations();
    expect(screen.getByRole('heading', { level: 1, name: integrationsText.title })).toBeInTheDocument();
    expect(cardNames()).toEqual(integrationsFixture().map((item) => item.name));
    expect(summaryValue(summaryText.active)).toBe('1');
    expect(summaryValue(summaryText.controls)).toBe('12');
    expect(summaryValue(summaryText.issues)).toBe('1');
    expect(summaryValue(summaryText.available)).toBe('7');

    const github = card('GitHub');
    expect(github.getByText(statusLabels.connected)).toBeInTheDocument();
    expect(github.getByText(integrationsText.controls).nextElementSibling).toHaveTextContent('12');
    expect(github.getByText(integrationsText.issues).nextElementSibling).toHaveTextContent('1');
    expect(github.getByText(integrationsText.lastSync).nextElementSibling).toHaveTextContent('15 minutes ago');
    expect(github.queryByText(integrationsText.stale)).not.toBeInTheDocument();
    expect(card('GitLab').getByText(statusLabels.available)).toBeInTheDocument();
    expect(fake.requests()).toEqual(['GET /api/integrations']);
  });

  it('filters with category tabs and the dropdown, each with a count', async () => {
    const { user } = await renderIntegrations();
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
    await user.click(screen.getByRole('option', { name: 'Databases (1)' }));
    expect(cardNames()).toEqual(['MongoDB Atlas']);
    expect(within(tabs).getByRole('tab', { name: 'Databases (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches name and description', async () => {
    const { user } = await renderIntegrations();
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

  it('shows an integration in error with the server’s reason, and offers Connect again', async () => {
    const github = integrationFixture('github', { status: 'error', message: GITHUB_REJECTION });
    const { user } = await renderIntegrations({
      fake: integrationsFake({ integrations: integrationsFixture(github) }),
    });
    const githubCard = card('GitHub');
    expect(githubCard.getByText(statusLabels.error)).toBeInTheDocument();
    expect(githubCard.getByText(GITHUB_REJECTION)).toBeInTheDocument();
    expect(githubCard.getByText(integrationsText.lastSync).nextElementSibling).toHaveTextContent(
      integrationsText.neverSynced,
    );
    expect(summaryValue(summaryText.active)).toBe('0');
    expect(summaryValue(summaryText.available)).toBe('7');
    await user.click(githubCard.getByRole('button', { name: integrationsText.connect }));
    expect(await screen.findByRole('dialog', { name: 'Connect GitHub' })).toBeInTheDocument();
  });

  it('says when the figures are more than a day old', async () => {
    const github = connectedGithub({ stale: true, lastSync: new Date(Date.now() - 30 * 3_600_000).toISOString() });
    await renderIntegrations({ fake: integrationsFake({ integrations: integrationsFixture(github) }) });
    const githubCard = card('GitHub');
    expect(githubCard.getByText(integrationsText.stale)).toBeInTheDocument();
    expect(githubCard.getByText(integrationsText.lastSync).nextElementSibling).toHaveTextContent('yesterday');
  });

  it('shows a role without integrations:manage the screen read-only, each action disabled with the reason', async () => {
    const fake = integrationsFake({
      role: 'Auditor',
      integrations: integrationsFixture().map((item) =>
        item.type === 'gitlab' ? { ...item, credentialFields: [] } : item,
      ),
    });
    const { user } = await renderIntegrations({ role: 'Auditor', fake });
    const reason = roleDoesNotAllow('integrations:manage');
    expect(screen.getByRole('button', { name: integrationsText.refreshAll })).toBeDisabled();
    expect(card('GitHub').getByRole('button', { name: integrationsText.testConnection })).toBeDisabled();
    expect(card('GitHub').getByRole('button', { name: integrationsText.syncLabel('GitHub') })).toBeDisabled();
    expect(card('GitHub').getByRole('button', { name: integrationsText.disconnectLabel('GitHub') })).toBeDisabled();
    expect(card('GitLab').getByRole('button', { name: integrationsText.connect })).toBeDisabled();
    await user.hover(card('GitLab').getByRole('button', { name: integrationsText.connect }).parentElement as Element);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);

    await user.click(card('GitHub').getByRole('button', { name: integrationsText.viewDetails }));
    expect(await screen.findByRole('dialog', { name: 'GitHub details' })).toBeInTheDocument();
    await waitFor(() => expect(fake.requests()).toEqual(['GET /api/integrations', 'GET /api/integrations/github']));
  });

  it('tells a role without integrations:read so, and asks the server nothing', async () => {
    const fake = integrationsFake({ role: 'Viewer' });
    server.use(...fake.handlers);
    renderWithProviders(<IntegrationsPage />, { preloadedState: signedInState({ ...demoUser, role: 'Viewer' }) });
    expect(screen.getByText(accessText.noPageAccess)).toBeInTheDocument();
    expect(screen.getByText(`${roleDoesNotAllow('integrations:read')}.`)).toBeInTheDocument();
    expect(fake.requests()).toEqual([]);
  });

  it('fills the page with the failure when the list cannot be loaded, and Try Again loads it', async () => {
    let fail = true;
    const fake = integrationsFake();
    server.use(
      http.get('*/api/integrations', () =>
        fail ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }) : undefined,
      ),
      ...fake.handlers,
    );
    const { user } = renderWithProviders(<IntegrationsPage />, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: integrationsText.loadFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: integrationsText.refreshAll })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: loadFailedText.tryAgain }));
    expect(await screen.findAllByRole('article')).toHaveLength(8);
  });
});
