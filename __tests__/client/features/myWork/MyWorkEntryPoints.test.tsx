import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';
import { TOKEN_STORAGE_KEY } from '@/api/tokenStorage';
import type { MyWork } from '@/contracts/myWork';
import { myWorkText as text, sectionTitles } from '@/features/myWork/constants';
import { signedInState } from '@/testing/authState';
import { emptyMyWorkFixture, myWorkFixture } from '@/testing/fixtures/myWork';
import { demoToken, demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// A first visit to a lazy screen compiles it, slowly on a busy machine.
jest.setTimeout(20_000);

const renderAt = (route: string) => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, demoToken);
  return renderWithProviders(routes, { route, preloadedState: signedInState(demoUser) });
};

const serve = (work: MyWork) =>
  server.use(http.get('*/api/my-work', () => HttpResponse.json({ success: true, data: work })));

// The app bar is the first banner; a page's own header may count as one too.
const topBar = async () => within((await screen.findAllByRole('banner'))[0]);

describe('the ways to my work', () => {
  it('the top bar counts the reviews, overdue tasks and overdue controls, and opens my work', async () => {
    const { user, router } = renderAt(paths.dashboard);

    // 2 reviews, 1 overdue task, 1 overdue control.
    const entry = await (await topBar()).findByRole('link', { name: /^My work.*4 items need your action$/ });
    expect(within(entry).getByText('4')).toBeInTheDocument();

    await user.click(entry);

    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-work');
    expect((await topBar()).getByText(text.title, { selector: 'p' })).toBeInTheDocument();
  });

  it('the top bar shows no count when nothing needs action', async () => {
    serve({ ...emptyMyWorkFixture, counts: { ...emptyMyWorkFixture.counts, mentions: 3 } });
    renderAt(paths.tasks);
    // Named exactly 'My work': no count is read out.
    expect(await (await topBar()).findByRole('link', { name: text.title })).toHaveAttribute('href', '/my-work');
  });

  it('the dashboard card shows the five counts, each the way to my work', async () => {
    renderAt(paths.dashboard);
    const card = within(await screen.findByRole('region', { name: text.title }));
    const counts = myWorkFixture.counts;
    for (const [section, count] of [
      ['controls', counts.controls],
      ['tasks', counts.tasks],
      ['reviews', counts.reviews],
      ['mentions', counts.mentions],
      ['evidenceExpiring', counts.evidenceExpiring],
    ] as const) {
      const link = await card.findByRole('link', { name: `${sectionTitles[section]} ${count}` });
      expect(link).toHaveAttribute('href', '/my-work');
    }
    expect(card.getByRole('link', { name: text.openAll })).toHaveAttribute('href', '/my-work');
  });
});
