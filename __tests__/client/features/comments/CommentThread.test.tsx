import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { commentEditWindowClosedMessage } from '@/contracts/comments';
import { commentAnchorId } from '@/features/comments/commentAnchor';
import { commentsText as text, visibilityChipLabels } from '@/features/comments/constants';
import { commentFixture, priya, threadFixture } from '@/testing/fixtures/comments';
import { server } from '@/testing/server';
import { renderThread } from './renderThread';

const mine = commentFixture({
  id: '0d4c1a2b-3e4f-4a5b-8c6d-7e8f9a0b1c02',
  body: 'Rotated the keys',
  visibility: 'shared',
  editedAt: '2026-06-30T10:05:00.000Z',
  canEdit: true,
  canDelete: true,
});
const thread = threadFixture({ comments: [commentFixture(), mine] });
const byPriya = text.commentBy(priya.name);
const comment = async (body: string) => (await screen.findByText(body)).closest('li') as HTMLElement;

describe('a comment thread', () => {
  it('lists the comments oldest first, each with its author, time, visibility and edited mark', async () => {
    renderThread(thread);
    const list = await screen.findByRole('list', { name: text.heading });
    const items = within(list).getAllByRole('listitem', { name: byPriya });
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText(visibilityChipLabels.internal)).toBeInTheDocument();
    expect(within(items[0]).queryByText(`(${text.edited})`)).not.toBeInTheDocument();
    expect(within(items[1]).getByText(visibilityChipLabels.shared)).toBeInTheDocument();
    expect(within(items[1]).getByText(`(${text.edited})`)).toBeInTheDocument();
    expect(within(items[1]).getByRole('time')).toHaveAttribute('dateTime', mine.createdAt);
    expect(items[1]).toHaveAttribute('id', commentAnchorId(mine.id));
    expect(within(items[0]).queryByRole('button', { name: new RegExp(text.edit) })).not.toBeInTheDocument();
  });

  it('edits a comment in place', async () => {
    const { user, sent } = renderThread(thread);
    const item = await comment('Rotated the keys');
    await user.click(within(item).getByRole('button', { name: `${text.edit}: ${byPriya}` }));
    const editor = within(item).getByRole('textbox', { name: text.editLabel });
    await user.clear(editor);
    await user.type(editor, 'Rotated the keys on Monday');
    await user.click(within(item).getByRole('button', { name: text.save }));

    expect(await screen.findByText('Rotated the keys on Monday')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        body: { body: 'Rotated the keys on Monday', mentionIds: [], evidenceIds: [] },
      }),
    ]);
  });

  it('shows the server’s words when the edit window has closed', async () => {
    const { user } = renderThread(thread);
    // The reader saw Edit before the window closed; the server now refuses.
    server.use(
      http.patch('*/api/comments/:id', () =>
        HttpResponse.json({ success: false, message: commentEditWindowClosedMessage }, { status: 409 }),
      ),
    );
    const item = await comment('Rotated the keys');
    await user.click(within(item).getByRole('button', { name: `${text.edit}: ${byPriya}` }));
    await user.type(within(item).getByRole('textbox', { name: text.editLabel }), '!');
    await user.click(within(item).getByRole('button', { name: text.save }));
    expect(await within(item).findByText(commentEditWindowClosedMessage)).toBeInTheDocument();
  });

  it('deletes a comment after confirming, leaving a tombstone', async () => {
    const { user, sent } = renderThread(thread);
    const item = await comment('Rotated the keys');
    await user.click(within(item).getByRole('button', { name: `${text.delete}: ${byPriya}` }));
    const dialog = await screen.findByRole('dialog', { name: text.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: text.delete }));

    expect(await screen.findByText(text.deleted)).toBeInTheDocument();
    expect(screen.queryByText('Rotated the keys')).not.toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ method: 'DELETE', path: `/api/comments/${mine.id}` })]);
  });

  it('filters the thread by what its comments say', async () => {
    const { user } = renderThread(thread);
    await screen.findByText('Rotated the keys');
    await user.type(screen.getByRole('searchbox', { name: text.search }), 'rotated');
    await waitFor(() => expect(screen.queryByText(/Access reviews/)).not.toBeInTheDocument());
    expect(screen.getByText('Rotated the keys')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: text.search }), ' nothing');
    expect(await screen.findByText(text.noMatches)).toBeInTheDocument();
  });

  it('watches and unwatches the thread', async () => {
    const { user, sent } = renderThread(thread);
    await user.click(await screen.findByRole('button', { name: text.watch }));
    expect(await screen.findByRole('button', { name: text.unwatch })).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toEqual([
      expect.objectContaining({ method: 'PUT', body: { subjectType: 'control', subjectId: 'CC6.1', watching: true } }),
    ]);
  });

  it('highlights the comment a link points at', async () => {
    renderThread(thread, { route: `/compliance?control=CC6.1#${commentAnchorId(mine.id)}` });
    const item = await comment('Rotated the keys');
    await waitFor(() => expect(item).toHaveAttribute('aria-current', 'true'));
    expect(await comment('Access reviews are **due** on Friday.')).not.toHaveAttribute('aria-current');
  });
});
