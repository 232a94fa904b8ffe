import { screen, waitFor, within } from '@testing-library/react';
import {
  detailsText,
  integrationsText,
  statusLabels,
  syncResultLabels,
  syncTriggerLabels,
} from '@/features/integrations/constants';
import {
  connectedGithub,
  GITHUB_REJECTION,
  githubSyncsFixture,
  integrationsFake,
  integrationsFixture,
} from '@/testing/fixtures/integrations';
import { formatDateTime } from '@/lib/dates';
import { card, renderIntegrations } from './integrationsTestUtils';

jest.setTimeout(20_000);

const openDetails = async (user: Awaited<ReturnType<typeof renderIntegrations>>['user'], name: string) => {
  await user.click(card(name).getByRole('button', { name: integrationsText.viewDetails }));
  return within(await screen.findByRole('dialog', { name: detailsText.title(name) }));
};

const entry = (dialog: ReturnType<typeof within>, label: string) => dialog.getByText(label).nextElementSibling;

describe('Integration details', () => {
  it('shows the account, status, syncs to come and gone, and the checks with the controls they feed', async () => {
    const [scheduled, connected] = githubSyncsFixture();
    const { user, fake } = await renderIntegrations({
      fake: integrationsFake({ syncs: { github: [scheduled, connected] } }),
    });
    const github = fake.find('github');
    const dialog = await openDetails(user, 'GitHub');
    await dialog.findByRole('heading', { name: detailsText.checksHeading });

    expect(entry(dialog, detailsText.account)).toHaveTextContent('acme-cloud');
    expect(entry(dialog, detailsText.status)).toHaveTextContent(statusLabels.connected);
    expect(entry(dialog, detailsText.lastSync)).toHaveTextContent(
      `15 minutes ago (${formatDateTime(github.lastSync ?? '')})`,
    );
    expect(entry(dialog, detailsText.nextSync)).toHaveTextContent(formatDateTime(github.nextSyncAt ?? ''));

    const checks = [...dialog.getByRole('list', { name: detailsText.checksHeading }).children] as HTMLElement[];
    expect(checks).toHaveLength(2);
    const [reviewed, twoFactor] = checks.map((check) => within(check));
    expect(reviewed.getByText('Default branches require reviewed pull requests')).toBeInTheDocument();
    expect(reviewed.getByText(detailsText.passing)).toBeInTheDocument();
    expect(reviewed.getByText(detailsText.observed('15 minutes ago'))).toBeInTheDocument();
    expect(reviewed.getByText('SOC 2 CC8.1')).toBeInTheDocument();
    expect(reviewed.getByText('ISO 27001 A.8.32')).toBeInTheDocument();
    expect(twoFactor.getByText(detailsText.failing)).toBeInTheDocument();
    expect(twoFactor.getByText('2 members of acme-cloud have two-factor authentication off')).toBeInTheDocument();
    expect(twoFactor.getByText('SOC 2 CC6.1')).toBeInTheDocument();
    expect(twoFactor.getByText('GDPR Art. 32')).toBeInTheDocument();

    const syncs = within(dialog.getByRole('table', { name: detailsText.syncsHeading }));
    const rows = syncs.getAllByRole('row').map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows.slice(1)).toEqual([
      [formatDateTime(scheduled.startedAt), syncTriggerLabels.schedule, syncResultLabels.succeeded, '4.2 s', '0', '—'],
      [formatDateTime(connected.startedAt), syncTriggerLabels.connect, syncResultLabels.succeeded, '12.8 s', '9', '—'],
    ]);
    expect(fake.requests()).toEqual(['GET /api/integrations', 'GET /api/integrations/github']);

    await user.click(dialog.getByRole('button', { name: detailsText.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an integration in error with its reason and a failed sync with its error', async () => {
    const github = connectedGithub({ status: 'error', message: GITHUB_REJECTION, stale: true });
    const failed = {
      ...githubSyncsFixture()[0],
      id: 'sync-failed',
      status: 'failed' as const,
      durationMs: 640,
      error: GITHUB_REJECTION,
    };
    const fake = integrationsFake({ integrations: integrationsFixture(github), syncs: { github: [failed] } });
    const { user } = await renderIntegrations({ fake });
    const dialog = await openDetails(user, 'GitHub');
    await dialog.findByRole('table', { name: detailsText.syncsHeading });

    expect(entry(dialog, detailsText.status)).toHaveTextContent(`${statusLabels.error}${GITHUB_REJECTION}`);
    expect(entry(dialog, detailsText.lastSync)).toHaveTextContent(integrationsText.staleHint);
    const [, row] = within(dialog.getByRole('table')).getAllByRole('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime(failed.startedAt),
      syncTriggerLabels.schedule,
      syncResultLabels.failed,
      '640 ms',
      '0',
      GITHUB_REJECTION,
    ]);
  });

  it('says there is nothing yet for an integration never connected', async () => {
    const { user } = await renderIntegrations();
    const dialog = await openDetails(user, 'Okta');
    expect(await dialog.findByText(detailsText.noChecks)).toBeInTheDocument();
    expect(dialog.getByText(detailsText.noSyncs)).toBeInTheDocument();
    expect(entry(dialog, detailsText.account)).toHaveTextContent(detailsText.none);
    expect(entry(dialog, detailsText.status)).toHaveTextContent(statusLabels.available);
    expect(entry(dialog, detailsText.lastSync)).toHaveTextContent(integrationsText.neverSynced);
    expect(entry(dialog, detailsText.nextSync)).toHaveTextContent(detailsText.none);
  });
});
