import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { automatedEvidenceText as text, evidenceLockerText } from '@/features/evidence/constants';
import EvidenceLockerPage from '@/features/evidence/EvidenceLockerPage';
import { formatDateTime } from '@/lib/dates';
import { signedInState } from '@/testing/authState';
import { captureDownloads } from '@/testing/downloads';
import { automatedEvidenceFixture, observedData } from '@/testing/fixtures/automatedEvidence';
import { evidenceFake } from '@/testing/fixtures/evidence';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(30_000);

const renderLocker = (automated = automatedEvidenceFixture) => {
  const fake = evidenceFake({ automated });
  server.use(...fake.handlers);
  const view = renderWithProviders(<EvidenceLockerPage />, {
    preloadedState: signedInState(),
    route: '/evidence-locker',
  });
  return { ...view, fake };
};

const section = () => within(screen.getByRole('region', { name: text.heading }));
const card = async (name: string) => within(await screen.findByRole('listitem', { name }));
const chips = (scope: ReturnType<typeof within>) =>
  within(scope.getByRole('list', { name: text.controls }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

describe('evidence collected by integrations', () => {
  it('shows each observation as a card: names, dates, validity and the controls it supports', async () => {
    renderLocker();
    const branch = await card('Branch protection from GitHub');
    expect(branch.getByRole('heading', { level: 3, name: 'Branch protection' })).toBeInTheDocument();
    expect(branch.getByText('GitHub')).toBeInTheDocument();
    expect(branch.getByText('Collected Jun 20, 2026 · Expires Jun 27, 2026')).toBeInTheDocument();
    expect(branch.queryByText(evidenceLockerText.expired)).not.toBeInTheDocument();
    expect(chips(branch)).toEqual(['SOC 2 CC8.1', 'ISO 27001 A.8.4', 'GDPR Art. 25']);

    const mfa = await card('MFA enforcement from GitHub');
    expect(mfa.getByText('Collected Jun 1, 2026 · Expires Jun 8, 2026')).toBeInTheDocument();
    expect(mfa.getByText(evidenceLockerText.expired)).toBeInTheDocument();
    expect(chips(mfa)).toEqual(['SOC 2 CC6.1', 'SOC 2 CC6.2', 'SOC 2 CC6.3', 'ISO 27001 A.5.17', '+2 more']);

    expect(
      section()
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Branch protection', 'MFA enforcement']);
  });

  it('opens the observed data as formatted JSON, with when it was collected and until when it counts', async () => {
    const { user, fake } = renderLocker();
    await user.click(await screen.findByRole('button', { name: 'View MFA enforcement from GitHub' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'MFA enforcement from GitHub' }));
    expect(dialog.getByText(`Collected ${formatDateTime('2026-06-01T09:00:00.000Z')}`)).toBeInTheDocument();
    expect(dialog.getByText(`Expires ${formatDateTime('2026-06-08T09:00:00.000Z')}`)).toBeInTheDocument();
    expect(dialog.getByText(evidenceLockerText.expired)).toBeInTheDocument();
    expect(chips(dialog)).toHaveLength(6);
    const data = await dialog.findByLabelText(text.data, { selector: 'pre' });
    expect(data.textContent).toBe(JSON.stringify(observedData['mfa.enforced'], null, 2));
    // Reading it in the page is not a download.
    expect(fake.automatedFileRequests()).toEqual(['inline github/mfa.enforced']);

    await user.click(dialog.getByRole('button', { name: evidenceLockerText.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads an observation as the JSON file the server names', async () => {
    const { user, fake } = renderLocker();
    await user.click(await screen.findByRole('button', { name: 'Download Branch protection from GitHub' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [saved] = downloads.saved;
    expect(saved.fileName).toBe('github-sourceControl.branchProtection-2026-06-20.json');
    expect(JSON.parse(await saved.blob.text())).toMatchObject({
      check: 'sourceControl.branchProtection',
      data: observedData['sourceControl.branchProtection'],
    });
    expect(fake.automatedFileRequests()).toEqual(['attachment github/sourceControl.branchProtection']);
  });

  it('points to the Integrations page while no integration has collected anything', async () => {
    renderLocker([]);
    const empty = await screen.findByText(text.none, { exact: false });
    expect(empty).toHaveTextContent('No integration has collected evidence yet. Connect one on the Integrations page.');
    expect(within(empty).getByRole('link', { name: text.connectLink })).toHaveAttribute('href', '/integrations');
  });

  it('says when the automated evidence could not be loaded, and tries again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failOnce = http.get(
      '*/api/evidence/automated',
      () => HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      { once: true },
    );
    server.use(failOnce, ...evidenceFake({ automated: automatedEvidenceFixture }).handlers);
    const { user } = renderWithProviders(<EvidenceLockerPage />, {
      preloadedState: signedInState(),
      route: '/evidence-locker',
    });
    const failed = await screen.findByRole('heading', { name: text.loadFailed });
    await user.click(within(failed.closest('section') as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Branch protection from GitHub' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[api] getAutomatedEvidence: Database unavailable', expect.anything());
    log.mockRestore();
  });
});
