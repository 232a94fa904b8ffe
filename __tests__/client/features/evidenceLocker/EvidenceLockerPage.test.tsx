import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import {
  evidenceCategories,
  evidenceLockerText as text,
  moreTagsLabel,
  uploadEvidenceText,
} from '@/features/evidenceLocker/constants';
import EvidenceLockerPage from '@/features/evidenceLocker/EvidenceLockerPage';
import { sampleEvidence } from '@/features/evidenceLocker/sampleEvidence';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';

/** Renders the page and waits for its evidence to arrive. */
const renderPage = async () => {
  const view = renderWithProviders(<EvidenceLockerPage />, {
    preloadedState: signedInState(),
    route: '/evidence-locker',
  });
  await screen.findAllByRole('article');
  return view;
};
const card = (name: string) => within(screen.getByRole('article', { name }));
const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const chooseOption = async (user: Awaited<ReturnType<typeof renderPage>>['user'], label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
};

// MUI selects and dialogs under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(20_000);

describe('EvidenceLockerPage', () => {
  it('shows the header, status counts and a card per sample item', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.upload })).toBeInTheDocument();
    expect(screen.getByText(text.total).nextElementSibling).toHaveTextContent('8');
    expect(screen.getByText(text.pending).nextElementSibling).toHaveTextContent('2');
    expect(cardNames()).toEqual(sampleEvidence.map((evidence) => evidence.name));

    const policy = card('Information Security Policy v3.2');
    expect(policy.getByText('Policies · PDF · 1.2 MB')).toBeInTheDocument();
    expect(policy.getByText('Approved')).toBeInTheDocument();
    expect(policy.getByText('Internal')).toBeInTheDocument();
    expect(policy.getByText('Uploaded by Sarah Chen · Oct 14, 2026')).toBeInTheDocument();
  });

  it('shows at most 3 tags on a card, then "+N more"', async () => {
    await renderPage();
    const policy = await screen.findByRole('article', { name: 'Information Security Policy v3.2' });
    const tags = within(within(policy).getByRole('list', { name: text.tags }));
    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'SOC 2',
      'ISO 27001',
      'Policy',
      '+2 more',
    ]);
    expect(card('Annual Risk Assessment 2026').getByText(moreTagsLabel(3))).toBeInTheDocument();
    expect(card('AWS IAM MFA Enforcement Export').queryByText(/more$/)).not.toBeInTheDocument();
    expect(card('AWS IAM MFA Enforcement Export').getAllByRole('listitem')).toHaveLength(3);
  });

  it('filters by category, status, confidentiality and search, and clears them', async () => {
    const { user } = await renderPage();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: text.category }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      text.allCategories,
      ...evidenceCategories,
    ]);
    await user.click(screen.getByRole('option', { name: 'Procedures' }));
    expect(cardNames()).toEqual(['Incident Response Procedure', 'Quarterly Access Review Procedure']);

    await chooseOption(user, text.status, 'Rejected');
    expect(cardNames()).toEqual(['Quarterly Access Review Procedure']);

    await chooseOption(user, text.confidentiality, 'Public');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText(text.noMatches)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.clearFilters }));
    expect(cardNames()).toHaveLength(sampleEvidence.length);
    expect(screen.getByRole('button', { name: text.clearFilters })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: text.search }), 'backup');
    expect(cardNames()).toEqual(['Database Backup Restore Test']);
  });

  it('views an item in a details dialog, closable with Escape', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: `${text.view} Annual Risk Assessment 2026` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Annual Risk Assessment 2026' }));
    const field = (label: string) => dialog.getByText(label).nextElementSibling;
    expect(field(text.category)).toHaveTextContent('Risk Assessments');
    expect(field(text.status)).toHaveTextContent('Pending');
    expect(field(text.confidentiality)).toHaveTextContent('Confidential');
    expect(field(text.uploadedBy)).toHaveTextContent('Sarah Chen');
    expect(field(text.uploadDate)).toHaveTextContent('Jul 15, 2026');
    expect(field(text.lastAccessed)).toHaveTextContent('Oct 29, 2026');
    expect(field(text.accessCount)).toHaveTextContent('18');
    expect(field(text.relatedControls)).toHaveTextContent('CC3.1, CC3.2, A.6.1.2');
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual(sampleEvidence[4].tags);

    await user.click(dialog.getByRole('button', { name: text.download }));
    expect(screen.getByText(text.downloadSoon)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    await user.click(screen.getByRole('button', { name: `${text.view} Incident Response Procedure` }));
    expect(screen.getByRole('dialog', { name: 'Incident Response Procedure' })).toHaveTextContent('Restricted');
  });

  it('answers download and share on a card with "coming soon" toasts', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: `${text.download} Acceptable Use Policy` }));
    await user.click(screen.getByRole('button', { name: `${text.share} Acceptable Use Policy` }));
    expect(screen.getByText(text.downloadSoon)).toBeInTheDocument();
    expect(screen.getByText(text.shareSoon)).toBeInTheDocument();
  });

  it('opens the upload modal, which only toasts and changes no data', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: text.upload }));
    const dialog = within(screen.getByRole('dialog', { name: uploadEvidenceText.title }));
    const fileInput = dialog.getByText(uploadEvidenceText.file).querySelector('input')!;
    await user.upload(fileInput, new File(['x'], 'soc2-policy.pdf'));
    expect(dialog.getByText('soc2-policy.pdf')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(uploadEvidenceText.name), 'SOC 2 policy');
    await user.click(dialog.getByRole('combobox', { name: text.category }));
    await user.click(screen.getByRole('option', { name: 'Training Records' }));
    expect(dialog.getByRole('combobox', { name: text.confidentiality })).toHaveTextContent('Internal');
    expect(dialog.getByLabelText(uploadEvidenceText.description)).toBeInTheDocument();
    expect(dialog.getByLabelText(uploadEvidenceText.tags)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: uploadEvidenceText.submit }));

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByText(uploadEvidenceText.uploadSoon)).toBeInTheDocument();
    expect(cardNames()).toHaveLength(sampleEvidence.length);
  });

  it('closes the upload modal with Cancel', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: text.upload }));
    await user.click(screen.getByRole('button', { name: uploadEvidenceText.cancel }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });
});
