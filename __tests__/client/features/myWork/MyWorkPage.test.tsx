import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { myWorkResponse, type MyWork } from '@/contracts/myWork';
import { loadFailedText } from '@/components/feedback/messages';
import { myWorkText as text, sectionTitles } from '@/features/myWork/constants';
import MyWorkPage from '@/features/myWork/MyWorkPage';
import { signedInState } from '@/testing/authState';
import { emptyMyWorkFixture, myWorkFixture } from '@/testing/fixtures/myWork';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const serve = (...replies: (MyWork | 'fail')[]) => {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/my-work', () => {
      const reply = replies[Math.min(calls.count, replies.length - 1)];
      calls.count += 1;
      return reply === 'fail'
        ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 })
        : HttpResponse.json({ success: true, data: reply });
    }),
  );
  return calls;
};

const renderPage = () => renderWithProviders(<MyWorkPage />, { preloadedState: signedInState(), route: '/my-work' });

const sectionOf = async (title: string, count: number) =>
  within(await screen.findByRole('region', { name: `${title} ${count}` }));

describe('My work', () => {
  it('serves a fixture the contract accepts', () => {
    expect(myWorkResponse.safeParse({ success: true, data: myWorkFixture }).success).toBe(true);
  });

  it('shows skeletons while loading', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: text.loading })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: `${sectionTitles.tasks} 2` });
    expect(screen.queryByRole('status', { name: text.loading })).not.toBeInTheDocument();
  });

  it('shows each section with its count, its items and their links', async () => {
    renderPage();

    const controls = await sectionOf(sectionTitles.controls, 7);
    const owned = controls.getByRole('link', { name: 'SOC 2 CC6.1 · Logical Access Security' });
    expect(owned).toHaveAttribute('href', '/compliance?framework=SOC2&control=CC6.1');
    const [ownedItem, backupItem] = controls.getAllByRole('listitem');
    expect(ownedItem).toHaveTextContent(text.owner);
    expect(ownedItem).toHaveTextContent(text.overdue);
    expect(ownedItem).toHaveTextContent('Review by May 1, 2026');
    expect(backupItem).toHaveTextContent(text.backup);
    expect(backupItem).toHaveTextContent(text.noReviewDate);
    expect(backupItem).not.toHaveTextContent(text.overdue);
    expect(controls.getByRole('link', { name: 'GDPR Art. 32 · Security of processing' })).toBeInTheDocument();

    const tasks = await sectionOf(sectionTitles.tasks, 2);
    const [late, onTime] = tasks.getAllByRole('listitem');
    expect(within(late).getByRole('link', { name: 'Complete the quarterly access review' })).toHaveAttribute(
      'href',
      '/tasks?task=task_access_review',
    );
    expect(late).toHaveTextContent('Due Jun 4, 2026');
    expect(late).toHaveTextContent('High');
    expect(late).toHaveTextContent(text.overdue);
    expect(onTime).toHaveTextContent('Low');
    expect(onTime).not.toHaveTextContent(text.overdue);

    const reviews = await sectionOf(sectionTitles.reviews, 2);
    const [evidence, statement] = reviews.getAllByRole('listitem');
    expect(evidence).toHaveTextContent('Evidence');
    expect(evidence).toHaveTextContent('Submitted by Priya Shah');
    expect(within(evidence).getByRole('link', { name: 'Penetration test report 2026' })).toHaveAttribute(
      'href',
      '/evidence-locker?item=evd_pentest',
    );
    expect(statement).toHaveTextContent('Statement');
    expect(statement).toHaveTextContent('Submitted by Sam Lee');

    const mentions = await sectionOf(sectionTitles.mentions, 1);
    const mention = mentions.getByRole('listitem');
    expect(mention).toHaveTextContent('@Alex can you confirm the keys were rotated?');
    expect(mention).toHaveTextContent('Priya Shah');
    expect(mentions.getByRole('link', { name: 'Rotate the root account keys' })).toHaveAttribute(
      'href',
      '/tasks?task=task_rotate_keys#comment-cmt_1',
    );

    const expiring = await sectionOf(sectionTitles.evidenceExpiring, 2);
    const [soon, gone] = expiring.getAllByRole('listitem');
    expect(soon).toHaveTextContent('Expires Jun 15, 2026');
    expect(soon).not.toHaveTextContent(text.expired);
    expect(gone).toHaveTextContent('Expired May 20, 2026');
    expect(within(gone).getByText(text.expired)).toBeInTheDocument();
  });

  it('says how many of the section are shown when there are more than listed', async () => {
    renderPage();
    const controls = await sectionOf(sectionTitles.controls, 7);
    expect(controls.getByText(text.showing(2, 7))).toBeInTheDocument();
    const tasks = await sectionOf(sectionTitles.tasks, 2);
    expect(tasks.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('lists the first ten of a long section and the rest on demand', async () => {
    const [task] = myWorkFixture.tasks;
    const tasks = Array.from({ length: 12 }, (_, index) => ({ ...task, id: `task_${index}`, title: `Task ${index}` }));
    serve({ ...myWorkFixture, tasks, counts: { ...myWorkFixture.counts, tasks: 30 } });
    const { user } = renderPage();

    const section = await sectionOf(sectionTitles.tasks, 30);
    expect(section.getAllByRole('listitem')).toHaveLength(10);
    expect(section.getByText(text.showing(10, 30))).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: text.showMore(2) }));

    expect(section.getAllByRole('listitem')).toHaveLength(12);
    expect(section.getByRole('link', { name: 'Task 11' })).toBeInTheDocument();
    expect(section.getByText(text.showing(12, 30))).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });

  it('says nothing waits in an empty section', async () => {
    serve(emptyMyWorkFixture);
    renderPage();
    for (const title of Object.values(sectionTitles)) {
      const empty = await sectionOf(title, 0);
      expect(empty.getByText(text.empty)).toBeInTheDocument();
      expect(empty.queryByRole('list')).not.toBeInTheDocument();
    }
  });

  it('fails with a toast and a panel, and Try Again loads my work', async () => {
    const calls = serve('fail', myWorkFixture);
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    expect(screen.getByRole('region', { name: text.loadFailed })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: loadFailedText.tryAgain }));

    const reviews = await sectionOf(sectionTitles.reviews, 2);
    expect(reviews.getByRole('link', { name: 'Penetration test report 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.loadFailed })).not.toBeInTheDocument();
    expect(calls.count).toBe(2);
  });
});
