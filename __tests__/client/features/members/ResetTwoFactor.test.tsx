import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Role } from '@/contracts/enums';
import AccessManagementPage from '@/features/members/AccessManagementPage';
import { accessManagementText, confirmText } from '@/features/members/constants';
import { signedInState } from '@/testing/authState';
import { membersFixture, twoFactorMemberIds } from '@/testing/fixtures/members';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// The first visit compiles the page and its dialogs.
jest.setTimeout(60_000);

const [alex, jordan, priya] = membersFixture;

/** Signed in as the fixture's Alex Morgan, so their own row is theirs. */
const renderAs = async (role: Role = 'Admin') => {
  const view = renderWithProviders(<AccessManagementPage />, {
    preloadedState: signedInState({ ...demoUser, id: alex.id, role }),
  });
  const table = await screen.findByRole('table', { name: accessManagementText.usersTitle });
  return { ...view, table };
};

/** A server that keeps who has two-factor on, records the resets it is asked for and the status reads. */
const twoFactorServer = () => {
  const enabled = new Set(twoFactorMemberIds);
  const calls = { reads: 0, resets: [] as string[] };
  server.use(
    http.get('*/api/members/two-factor', () => {
      calls.reads += 1;
      return HttpResponse.json({ success: true, data: { enabledMemberIds: [...enabled] } });
    }),
    http.post('*/api/members/:id/two-factor/reset', ({ params }) => {
      const id = String(params.id);
      calls.resets.push(id);
      enabled.delete(id);
      return HttpResponse.json({
        success: true,
        message: 'The two-factor authentication of Priya Shah was reset; they were signed out everywhere',
      });
    }),
  );
  return calls;
};

describe('Access management: resetting a member’s two-factor', () => {
  it('is offered to an Admin for a member who has it on, asks first, then resets and says so', async () => {
    const calls = twoFactorServer();
    const { user, table } = await renderAs();
    const reset = await within(table).findByRole('button', { name: accessManagementText.resetTwoFactor(priya.name) });
    expect(
      within(table).queryByRole('button', { name: accessManagementText.resetTwoFactor(jordan.name) }),
    ).not.toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: accessManagementText.resetTwoFactor(alex.name) }),
    ).not.toBeInTheDocument();

    await user.click(reset);
    const dialog = await screen.findByRole('dialog', { name: confirmText.resetTwoFactorTitle(priya.name) });
    expect(dialog).toHaveTextContent(confirmText.resetTwoFactorBody);
    await user.click(within(dialog).getByRole('button', { name: confirmText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.resets).toEqual([]);

    await user.click(within(table).getByRole('button', { name: accessManagementText.resetTwoFactor(priya.name) }));
    const confirm = await screen.findByRole('dialog', { name: confirmText.resetTwoFactorTitle(priya.name) });
    await user.click(within(confirm).getByRole('button', { name: confirmText.resetTwoFactor }));

    expect(
      await screen.findByText('The two-factor authentication of Priya Shah was reset; they were signed out everywhere'),
    ).toBeInTheDocument();
    expect(calls.resets).toEqual([priya.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(table).queryByRole('button', { name: accessManagementText.resetTwoFactor(priya.name) }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal and keeps the action', async () => {
    twoFactorServer();
    server.use(
      http.post('*/api/members/:id/two-factor/reset', () =>
        HttpResponse.json({ success: false, message: 'User not found' }, { status: 404 }),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, table } = await renderAs();

    await user.click(
      await within(table).findByRole('button', { name: accessManagementText.resetTwoFactor(priya.name) }),
    );
    await user.click(await screen.findByRole('button', { name: confirmText.resetTwoFactor }));

    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: confirmText.resetTwoFactorTitle(priya.name) })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('is not offered to a member who cannot manage users, who does not ask who has it on', async () => {
    const calls = twoFactorServer();
    const { table } = await renderAs('Auditor');

    expect(within(table).getByRole('button', { name: accessManagementText.editUser(priya.name) })).toBeDisabled();
    expect(
      within(table).queryByRole('button', { name: accessManagementText.resetTwoFactor(priya.name) }),
    ).not.toBeInTheDocument();
    expect(calls.reads).toBe(0);
  });
});
