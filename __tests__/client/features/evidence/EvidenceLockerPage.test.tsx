import { act, screen, waitFor, within } from '@testing-library/react';
import { evidenceCategories } from '@/contracts/evidenceOptions';
import { evidenceLockerText as text, moreTagsLabel, SEARCH_DEBOUNCE_MS } from '@/features/evidence/constants';
import EvidenceLockerPage from '@/features/evidence/EvidenceLockerPage';
import { signedInState } from '@/testing/authState';
import { evidenceFake, evidenceSeeds, type EvidenceSeed } from '@/testing/fixtures/evidence';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// MUI selects under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(30_000);

const renderLocker = async ({ route = '/evidence-locker', seeds = evidenceSeeds } = {}) => {
  const fake = evidenceFake({ seeds });
  server.use(...fake.handlers);
  const view = renderWithProviders(<EvidenceLockerPage />, { preloadedState: signedInState(), route });
  await screen.findAllByRole('article');
  return { ...view, fake };
};
const card = (name: string) => within(screen.getByRole('article', { name }));
const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const lastQuery = (fake: Awaited<ReturnType<typeof renderLocker>>['fake']) =>
  Object.fromEntries(fake.listQueries().at(-1) ?? []);
const chooseOption = async (user: Awaited<ReturnType<typeof renderLocker>>['user'], label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
};

describe('EvidenceLockerPage', () => {
  it("lists the server's evidence with the status counts, latest first", async () => {
    await renderLocker();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(cardNames()).toEqual([...evidenceSeeds].reverse().map((seed) => seed.name));
    await waitFor(() => expect(screen.getByText(text.total).nextElementSibling).toHaveTextContent('4'));
    expect(screen.getByText(text.pending).nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText(text.approved, { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');

    const policy = card('Information Security Policy');
    expect(policy.getByText('Policies · PDF · 36 B')).toBeInTheDocument();
    expect(policy.getByText('Approved')).toBeInTheDocument();
    expect(policy.getByText('Internal')).toBeInTheDocument();
    expect(policy.getByText('Uploaded by Alex Morgan · Jun 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(text.showing(4, 4))).toBeInTheDocument();
  });

  it('shows at most 3 tags on a card, then "+N more"', async () => {
    await renderLocker();
    const tags = within(card('Information Security Policy').getByRole('list', { name: text.tags }));
    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'SOC 2',
      'ISO 27001',
      'Policy',
      moreTagsLabel(2),
    ]);
    expect(card('MFA Enforcement Export').getAllByRole('listitem')).toHaveLength(3);
    expect(card('MFA Enforcement Export').queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('sends each filter to the server, and clears them', async () => {
    const { user, fake } = await renderLocker();
    await user.click(screen.getByRole('combobox', { name: text.category }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      text.allCategories,
      ...evidenceCategories,
    ]);
    await user.click(screen.getByRole('option', { name: 'Technical Evidence' }));
    await waitFor(() => expect(cardNames()).toEqual(['Backup Restore Screenshot', 'MFA Enforcement Export']));
    expect(lastQuery(fake)).toEqual({ category: 'Technical Evidence', page: '1', limit: '24' });

    await chooseOption(user, text.status, 'Rejected');
    await waitFor(() => expect(cardNames()).toEqual(['Backup Restore Screenshot']));
    expect(lastQuery(fake)).toMatchObject({ category: 'Technical Evidence', status: 'rejected' });

    await chooseOption(user, text.confidentiality, 'Public');
    expect(await screen.findByText(text.noMatches)).toBeInTheDocument();
    expect(lastQuery(fake)).toMatchObject({ confidentiality: 'public' });

    await user.click(screen.getByRole('button', { name: text.clearFilters }));
    // The unfiltered list is still cached from the first visit.
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(screen.getByRole('button', { name: text.clearFilters })).toBeDisabled();
  });

  it('sends the search once typing settles', async () => {
    jest.useFakeTimers();
    try {
      const fake = evidenceFake();
      server.use(...fake.handlers);
      const { user } = renderWithProviders(<EvidenceLockerPage />, {
        preloadedState: signedInState(),
        route: '/evidence-locker',
      });
      await screen.findAllByRole('article');
      const typing = user.setup({ advanceTimers: jest.advanceTimersByTime });
      await typing.type(screen.getByRole('searchbox', { name: text.search }), 'backup');
      expect(fake.listQueries().some((query) => query.has('search'))).toBe(false);
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      await waitFor(() => expect(cardNames()).toEqual(['Backup Restore Screenshot']));
      expect(
        fake
          .listQueries()
          .filter((query) => query.has('search'))
          .map((query) => query.get('search')),
      ).toEqual(['backup']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the next page with Load more', async () => {
    const seeds: EvidenceSeed[] = Array.from({ length: 30 }, (_, index) => ({
      name: `Evidence ${index + 1}`,
      fileName: `evidence-${index + 1}.txt`,
    }));
    const { user, fake } = await renderLocker({ seeds });
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByText(text.showing(24, 30))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.loadMore }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(lastQuery(fake)).toEqual({ page: '2', limit: '24' });
    expect(screen.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();
  });

  it('filters to the control a link names, shown as a removable chip', async () => {
    const { user, fake, router } = await renderLocker({ route: '/evidence-locker?framework=SOC2&control=CC6.1' });
    expect(cardNames()).toEqual(['Information Security Policy']);
    expect(lastQuery(fake)).toEqual({ framework: 'SOC2', control: 'CC6.1', page: '1', limit: '24' });
    const chip = screen.getByRole('button', { name: `${text.controlFilter}: SOC 2 CC6.1` });

    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: /^Control filter/ })).not.toBeInTheDocument();
  });

  it('tells a role without evidence access that it may not see the locker', async () => {
    renderWithProviders(<EvidenceLockerPage />, {
      preloadedState: signedInState({ ...demoUser, role: 'Viewer' }),
      route: '/evidence-locker',
    });
    expect(await screen.findByText(/Your role does not allow you to view evidence/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
