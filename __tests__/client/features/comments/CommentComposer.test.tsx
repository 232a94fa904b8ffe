import { screen, waitFor, within } from '@testing-library/react';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { commentsText as text, subjectNouns, visibilityLabels } from '@/features/comments/constants';
import { jordan, threadFixture } from '@/testing/fixtures/comments';
import { renderThread } from './renderThread';

const composer = () => screen.getByRole('form', { name: text.composer });
const textBox = () => within(composer()).getByRole('textbox', { name: text.composer });

describe('the comment composer', () => {
  it('is Internal until the author says otherwise, shown beside Send, and posts what it shows', async () => {
    const { user, sent } = renderThread();
    await screen.findByText(/Access reviews/);
    const visibility = within(composer()).getByRole('combobox', { name: text.visibility });
    expect(visibility).toHaveTextContent(visibilityLabels.internal);
    await user.type(textBox(), 'Evidence uploaded');
    await user.click(within(composer()).getByRole('button', { name: text.send }));

    expect(await screen.findByText('Evidence uploaded')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ body: 'Evidence uploaded', visibility: 'internal', mentionIds: [] }),
      }),
    ]);
    expect(textBox()).toHaveValue('');
  });

  it('shares with auditors when chosen', async () => {
    const { user, sent } = renderThread();
    await screen.findByText(/Access reviews/);
    await user.click(within(composer()).getByRole('combobox', { name: text.visibility }));
    await user.click(await screen.findByRole('option', { name: visibilityLabels.shared }));
    await user.type(textBox(), 'For the audit');
    await user.click(within(composer()).getByRole('button', { name: text.send }));
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ body: expect.objectContaining({ visibility: 'shared' }) })]),
    );
  });

  it('offers only the visibilities the reader may post', async () => {
    renderThread(threadFixture({ visibilities: ['shared'] }), { role: 'Auditor' });
    await screen.findByText(/Access reviews/);
    expect(within(composer()).getByRole('combobox', { name: text.visibility })).toHaveTextContent(
      visibilityLabels.shared,
    );
  });

  it('mentions a picked teammate, warns when they cannot open the subject, and still sends', async () => {
    const { user, sent } = renderThread();
    await screen.findByText(/Access reviews/);
    await user.type(textBox(), 'Please check @Jor');
    await user.click(await screen.findByRole('option', { name: jordan.name }));

    expect(textBox()).toHaveValue(`Please check @${jordan.name} `);
    expect(screen.getByText(text.cannotRead(jordan.name, subjectNouns.control))).toBeInTheDocument();
    await user.type(textBox(), 'today');
    await user.click(within(composer()).getByRole('button', { name: text.send }));

    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ body: `Please check @${jordan.name} today`, mentionIds: [jordan.id] }),
        }),
      ]),
    );
    expect(await screen.findByText(`@${jordan.name}`)).toBeInTheDocument();
  });

  it('picks a teammate with the keyboard', async () => {
    const { user } = renderThread();
    await screen.findByText(/Access reviews/);
    await user.type(textBox(), '@');
    await screen.findByRole('option', { name: jordan.name });
    await user.keyboard('{Enter}');
    expect(textBox()).toHaveValue(`@${jordan.name} `);
  });

  it('forgets a mention whose name is taken out of the text', async () => {
    const { user, sent } = renderThread();
    await screen.findByText(/Access reviews/);
    await user.type(textBox(), '@Jor');
    await user.click(await screen.findByRole('option', { name: jordan.name }));
    await user.clear(textBox());
    await user.type(textBox(), 'No mention after all');
    expect(screen.queryByText(text.cannotRead(jordan.name, subjectNouns.control))).not.toBeInTheDocument();
    await user.click(within(composer()).getByRole('button', { name: text.send }));
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ body: expect.objectContaining({ mentionIds: [] }) })]),
    );
  });

  it('is disabled for a Viewer, and says why', async () => {
    renderThread(threadFixture({ canComment: false, visibilities: [] }), { role: 'Viewer' });
    await screen.findByText(/Access reviews/);
    expect(textBox()).toBeDisabled();
    expect(within(composer()).getByRole('button', { name: text.send })).toBeDisabled();
    expect(within(composer()).getByText(roleDoesNotAllow('comments:post'))).toBeInTheDocument();
  });
});
