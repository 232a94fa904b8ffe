import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { roles as roleNames } from '@/contracts/enums';
import { departments } from '@/contracts/memberOptions';
import AccessManagementPage from '@/features/members/AccessManagementPage';
import {
  accessManagementText,
  accessReviewText,
  addUserText,
  confirmText,
  exportText,
  quickActions,
  userTableHeadings,
} from '@/features/members/constants';
import { formatClockTime, formatDateTime, formatDayOf } from '@/lib/dates';
import { signedInState } from '@/testing/authState';
import { membersFixture, membersPage } from '@/testing/fixtures/members';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(30_000);

const renderPage = async () => {
  const view = renderWithProviders(<AccessManagementPage />, { preloadedState: signedInState() });
  await screen.findByRole('table', { name: accessManagementText.usersTitle });
  return view;
};

const usersTable = () => screen.getByRole('table', { name: accessManagementText.usersTitle });
const bodyRows = () => within(usersTable()).getAllByRole('row').slice(1);
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const rowOf = (name: string) => bodyRows().find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('AccessManagementPage', () => {
  it("lists the organisation's users from the server with role, department, status and last login", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: accessManagementText.title })).toBeInTheDocument();
    expect(
      within(usersTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...userTableHeadings]);
    expect(bodyRows()).toHaveLength(membersFixture.length);
    const taylor = rowOf('Taylor Brooks');
    expect(taylor).toHaveTextContent('taylor.brooks@acmecloud.example');
    expect(taylor).toHaveTextContent('Viewer');
    expect(taylor).toHaveTextContent('IT');
    expect(taylor).toHaveTextContent('Pending');
    expect(taylor).toHaveTextContent(accessManagementText.never);
    expect(taylor).toHaveTextContent('Read-only Access');
    expect(rowOf('Alex Morgan')).toHaveTextContent(accessManagementText.morePermissions(2));
  });

  it('shows when a member last signed in as the day above its time, the whole instant on hover', async () => {
    await renderPage();
    const member = membersFixture.find((candidate) => candidate.lastLogin !== null);
    if (!member?.lastLogin) throw new Error('The fixture has no member who signed in');
    const signedIn = rowOf(member.name).querySelector('time');
    expect(signedIn).toHaveAttribute('datetime', member.lastLogin);
    expect(signedIn).toHaveAttribute('title', formatDateTime(member.lastLogin));
    expect(signedIn).toHaveTextContent(
      `${formatDayOf(member.lastLogin)}${formatClockTime(Date.parse(member.lastLogin))}`,
    );
  });

  it('searches on the server', async () => {
    const searched: string[] = [];
    server.use(
      http.get('*/api/members', ({ request }) => {
        const url = new URL(request.url);
        searched.push(url.searchParams.get('search') ?? '');
        return HttpResponse.json({ success: true, data: membersPage(url) });
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('searchbox', { name: accessManagementText.searchLabel }));
    await user.paste('priya');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Priya Shah');
    expect(searched).toContain('priya');

    await user.paste('zzz');
    expect(await screen.findByText(accessManagementText.noResults)).toBeInTheDocument();
  });

  it('add user: shows the server’s validation message in the dialog and no success toast', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: accessManagementText.addUser }));
    const dialog = await screen.findByRole('dialog', { name: addUserText.title });
    expect(within(dialog).getByLabelText(addUserText.name)).toHaveFocus();
    await user.paste('Dana Kim');
    await user.click(within(dialog).getByLabelText(addUserText.email));
    await user.paste('not-an-email');
    await user.click(within(dialog).getByRole('button', { name: addUserText.submit }));

    expect(await within(dialog).findByText('email must be a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(addUserText.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(addUserText.invited('not-an-email'))).not.toBeInTheDocument();
  });

  it('add user: sends name, email, role and department, and toasts once the server confirmed', async () => {
    let sent: unknown = null;
    let listed = 0;
    server.use(
      http.get('*/api/members', ({ request }) => {
        listed += 1;
        return HttpResponse.json({ success: true, data: membersPage(new URL(request.url)) });
      }),
      http.post('*/api/members/invitations', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { success: true, message: 'Invitation sent to dana.kim@securo.dev', data: membersFixture[3] },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: accessManagementText.addUser }));
    const dialog = await screen.findByRole('dialog', { name: addUserText.title });
    await user.paste('Dana Kim');
    await user.click(within(dialog).getByLabelText(addUserText.email));
    await user.paste('dana.kim@securo.dev');
    await user.click(within(dialog).getByRole('combobox', { name: addUserText.role }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(roleNames);
    await user.click(screen.getByRole('option', { name: 'Auditor' }));
    await user.click(within(dialog).getByRole('combobox', { name: addUserText.department }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(departments);
    await user.click(screen.getByRole('option', { name: 'Audit' }));
    await user.click(within(dialog).getByRole('button', { name: addUserText.submit }));

    expect(await screen.findByText(addUserText.invited(membersFixture[3].email))).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Dana Kim', email: 'dana.kim@securo.dev', role: 'Auditor', department: 'Audit' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listed).toBe(2));
  });

  it('row actions: change role, deactivate after confirming', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: accessManagementText.editUser('Priya Shah') }));
    await user.click(await screen.findByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Auditor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Priya Shah's role was updated")).toBeInTheDocument();
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: accessManagementText.deactivateUser('Priya Shah') }));
    const confirm = screen.getByRole('dialog', { name: confirmText.deactivateTitle('Priya Shah') });
    await user.click(within(confirm).getByRole('button', { name: confirmText.deactivate }));
    expect(await screen.findByText('Priya Shah was deactivated and signed out everywhere')).toBeInTheDocument();
  });

  it('row actions: reactivate, resend an invitation, remove after confirming', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: accessManagementText.reactivateUser('Jordan Lee') }));
    expect(await screen.findByText('Jordan Lee was reactivated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accessManagementText.resendInvitation('Taylor Brooks') }));
    expect(await screen.findByText('Invitation resent to taylor.brooks@acmecloud.example')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: accessManagementText.removeUser('Jordan Lee') }));
    await user.click(screen.getByRole('button', { name: confirmText.remove }));
    expect(await screen.findByText('User removed')).toBeInTheDocument();
  });

  it('shows the server’s refusal, such as the last Admin rule, as an error toast', async () => {
    const reason = "Alex Morgan is the organisation's last active Admin and cannot be deactivated";
    server.use(
      http.put('*/api/members/:id/status', () =>
        HttpResponse.json({ success: false, message: reason }, { status: 409 }),
      ),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: accessManagementText.deactivateUser('Alex Morgan') }));
    await user.click(screen.getByRole('button', { name: confirmText.deactivate }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: confirmText.deactivateTitle('Alex Morgan') })).toBeInTheDocument();
  });

  it('quick actions: export downloads from the server, the access review lists flagged members', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: jest.fn(() => 'blob:users'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
    const { user } = await renderPage();
    const section = screen.getByRole('region', { name: accessManagementText.quickActionsTitle });
    await user.click(within(section).getByRole('button', { name: quickActions[1].label }));
    expect(await screen.findByText(exportText.exported)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: quickActions[2].label }));
    const review = await screen.findByRole('dialog', { name: accessReviewText.title });
    expect(within(review).getByText('Jordan Lee').closest('tr')).toHaveTextContent(accessReviewText.flagged(90));
    expect(within(review).getAllByText(accessReviewText.flagged(90))).toHaveLength(1);

    await user.click(within(review).getByRole('button', { name: accessReviewText.close }));
    await dialogClosed();
    await user.click(within(section).getByRole('button', { name: quickActions[0].label }));
    expect(screen.getByText(quickActions[0].toast as string)).toBeInTheDocument();
  });
});
