import { screen, within } from '@testing-library/react';
import type { Role } from '@/contracts/enums';
import { roleDoesNotAllow } from '@/contracts/permissions';
import AccessManagementPage from '@/features/members/AccessManagementPage';
import { accessManagementText } from '@/features/members/constants';
import { accessText } from '@/features/auth/constants';
import { signedInState } from '@/testing/authState';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';

const renderAs = (role: Role) =>
  renderWithProviders(<AccessManagementPage />, { preloadedState: signedInState({ ...demoUser, role }) });

describe('AccessManagementPage by role', () => {
  it('shows an Auditor the list with every change disabled, saying why', async () => {
    const { user } = renderAs('Auditor');
    const table = await screen.findByRole('table', { name: accessManagementText.usersTitle });
    expect(screen.getByRole('button', { name: accessManagementText.addUser })).toBeDisabled();
    const edit = within(table).getByRole('button', { name: accessManagementText.editUser('Priya Shah') });
    expect(edit).toBeDisabled();
    expect(within(table).getByRole('button', { name: accessManagementText.removeUser('Priya Shah') })).toBeDisabled();
    await user.hover(edit.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('users:manage'));
  });

  it('tells a Security Analyst the page is not for their role', () => {
    renderAs('Security Analyst');
    expect(screen.getByText(accessText.noPageAccess)).toBeInTheDocument();
    expect(screen.getByText(/Your role does not allow you to view the organisation’s users/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
