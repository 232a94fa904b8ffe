import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { notificationsText } from '@/features/notifications/constants';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { signedInState } from '@/testing/authState';
import { notificationsFixture } from '@/testing/fixtures/notifications';
import { policiesToAcceptFixture } from '@/testing/fixtures/policies';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const [unread, read] = notificationsFixture;

const renderBell = () => renderWithProviders(<NotificationBell />, { preloadedState: signedInState() });

// The list answers after the menu opens, which shows a loading item until then.
const itemTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="menuitem"]')!;

const recordPosts = () => {
  const posts: string[] = [];
  server.use(
    http.post('*/api/notifications/:id/read', ({ request }) => {
      posts.push(new URL(request.url).pathname);
      return HttpResponse.json({ success: true, data: { ...unread, readAt: '2026-06-30T12:00:00.000Z' } });
    }),
    http.post('*/api/notifications/read-all', ({ request }) => {
      posts.push(new URL(request.url).pathname);
      return HttpResponse.json({ success: true, data: { unread: 0 } });
    }),
  );
  return posts;
};

describe('the notification bell', () => {
  it('shows the unread count and lists the notifications, newest first, with their links', async () => {
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: notificationsText.unread(1) });
    await user.click(bell);
    await screen.findByText(unread.title);
    await screen.findByRole('menuitem', { name: notificationsText.policiesToAccept(policiesToAcceptFixture.length) });
    const [policiesEntry, ...items] = screen.getAllByRole('menuitem');
    expect(policiesEntry).toHaveAttribute('href', paths.policies);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([unread.title, read.title]);
    expect(items[0]).toHaveAttribute('href', unread.link);
    expect(items[0]).toHaveTextContent(unread.body);
    expect(items[1]).toHaveAttribute('href', read.link);
  });

  it('marks a notification read when it is opened, and all of them with "mark all read"', async () => {
    const posts = recordPosts();
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: notificationsText.unread(1) }));
    await user.click(await itemTitled(unread.title));
    await waitFor(() => expect(posts).toEqual([`/api/notifications/${unread.id}/read`]));
    // Opening one that is read already sends nothing.
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await user.click(await itemTitled(read.title));
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: notificationsText.markAllRead }));
    await waitFor(() => expect(posts).toEqual([`/api/notifications/${unread.id}/read`, '/api/notifications/read-all']));
  });

  it('says "You\'re all caught up" when there is nothing', async () => {
    server.use(
      http.get('*/api/notifications/unread-count', () => HttpResponse.json({ success: true, data: { unread: 0 } })),
      http.get('*/api/notifications', () =>
        HttpResponse.json({
          success: true,
          data: { notifications: [], unread: 0, pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
        }),
      ),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: notificationsText.open }));
    expect(await screen.findByRole('menuitem', { name: notificationsText.empty })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: notificationsText.markAllRead })).toBeDisabled();
  });

  it('leads with the policies the member has to accept, the way to them, and leaves it out once there are none', async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: notificationsText.unread(1) }));
    const entry = await screen.findByRole('menuitem', {
      name: notificationsText.policiesToAccept(policiesToAcceptFixture.length),
    });
    expect(entry).toHaveAttribute('href', paths.policies);
    await user.click(entry);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows no policies entry when the member has accepted them all', async () => {
    server.use(
      http.get('*/api/policies/to-accept', () => HttpResponse.json({ success: true, data: { policies: [] } })),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: notificationsText.unread(1) }));
    await screen.findByText(unread.title);
    expect(screen.queryByRole('menuitem', { name: /Policies to accept/ })).not.toBeInTheDocument();
  });
});
