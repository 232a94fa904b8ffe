import { screen, waitFor, within } from '@testing-library/react';
import AccessManagementPage from '@/features/accessManagement/AccessManagementPage';
import { selectManagedUsers } from '@/features/accessManagement/accessManagementSlice';
import {
  accessManagementText,
  addUserText,
  departments,
  quickActions,
  userTableHeadings,
} from '@/features/accessManagement/constants';
import { sampleRoleDefinitions } from '@/features/accessManagement/sampleRoleDefinitions';
import { roles as roleNames } from '@/contracts/enums';
import { renderWithProviders } from '@/testing/renderWithProviders';

/** Renders the page and waits for its users and roles to arrive. */
const renderPage = async () => {
  const view = renderWithProviders(<AccessManagementPage />);
  await screen.findByRole('table', { name: accessManagementText.usersTitle });
  return view;
};

const usersTable = () => screen.getByRole('table', { name: accessManagementText.usersTitle });
const bodyRows = () => within(usersTable()).getAllByRole('row').slice(1);

describe('AccessManagementPage', () => {
  it('lists the users with their role, department, status and last login', async () => {
    const { store } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: accessManagementText.title })).toBeInTheDocument();
    expect(
      within(usersTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...userTableHeadings]);
    expect(bodyRows()).toHaveLength(selectManagedUsers(store.getState()).length);

    const sofia = bodyRows().find((row) => row.textContent?.includes('Sofia Alvarez'));
    expect(sofia).toHaveTextContent('sofia.alvarez@auditpartners.com');
    expect(sofia).toHaveTextContent('Auditor');
    expect(sofia).toHaveTextContent('Audit');
    expect(sofia).toHaveTextContent('Pending');
    expect(sofia).toHaveTextContent(accessManagementText.never);
    expect(sofia).toHaveTextContent(accessManagementText.morePermissions(2));
  });

  it('searches the user list', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('searchbox', { name: accessManagementText.searchLabel }));
    await user.paste('marcus');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Marcus Chen');

    await user.click(screen.getByRole('searchbox', { name: accessManagementText.searchLabel }));

    await user.paste('zzz');
    expect(screen.getByText(accessManagementText.noResults)).toBeInTheDocument();
  });

  it('shows the five role definitions with their permissions', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: accessManagementText.rolesTitle });
    const roles = within(section).getAllByRole('listitem');
    expect(roles).toHaveLength(5);
    sampleRoleDefinitions.forEach((role, index) => {
      expect(within(roles[index]).getByRole('heading', { name: role.name })).toBeInTheDocument();
      for (const permission of role.permissions) expect(within(roles[index]).getByText(permission)).toBeInTheDocument();
    });
  });

  it('quick actions and row actions only toast', async () => {
    const { user, store } = await renderPage();
    const before = selectManagedUsers(store.getState());
    const section = screen.getByRole('region', { name: accessManagementText.quickActionsTitle });
    for (const action of quickActions) {
      await user.click(within(section).getByRole('button', { name: action.label }));
      expect(screen.getByText(action.toast)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: accessManagementText.editUser('Priya Raman') }));
    expect(screen.getByText(accessManagementText.editComingSoon)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accessManagementText.removeUser('Priya Raman') }));
    expect(screen.getByText(accessManagementText.removeComingSoon)).toBeInTheDocument();
    expect(selectManagedUsers(store.getState())).toBe(before);
  });

  it('add-user modal: fields, roles, departments; sends an invitation toast and changes no data', async () => {
    const { user, store } = await renderPage();
    const before = selectManagedUsers(store.getState());
    await user.click(screen.getByRole('button', { name: accessManagementText.addUser }));
    const dialog = screen.getByRole('dialog', { name: addUserText.title });
    expect(within(dialog).getByLabelText(addUserText.name)).toHaveFocus();
    await user.click(within(dialog).getByLabelText(addUserText.name));
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
    expect(screen.getByText(addUserText.invited('dana.kim@securo.dev'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectManagedUsers(store.getState())).toBe(before);
  });

  it('add-user modal does no validation and closes with Escape', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: accessManagementText.addUser }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: addUserText.submit }));
    expect(screen.getByText(addUserText.invitedNoEmail)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: accessManagementText.addUser }));
    expect(screen.getByRole('dialog', { name: addUserText.title })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
