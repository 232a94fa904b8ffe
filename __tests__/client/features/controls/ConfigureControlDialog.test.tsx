import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@/contracts/enums';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { ConfigureControlDialog } from '@/features/controls/components/ConfigureControlDialog';
import { configureText, controlsText } from '@/features/controls/constants';
import { signedInState } from '@/testing/authState';
import { controlDetailsFixture } from '@/testing/fixtures/controlDetails';
import { priya } from '@/testing/fixtures/tasks';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { controlServer } from './controlServer';

// MUI selects and dialogs under user-event are slow in jsdom.
jest.setTimeout(30_000);

const control = controlDetailsFixture('SOC2', 'CC6.1');

const renderDialog = async (role: Role = 'Admin') => {
  const onClose = jest.fn();
  const view = renderWithProviders(<ConfigureControlDialog framework="SOC2" controlId="CC6.1" onClose={onClose} />, {
    preloadedState: signedInState({ ...demoUser, role }),
  });
  const dialog = within(await screen.findByRole('dialog', { name: `Configure CC6.1 ${control.name}` }));
  return { ...view, dialog, onClose };
};

// A refused call is logged by the API client; the tests assert what the member sees instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('ConfigureControlDialog', () => {
  it('shows the control as configured', async () => {
    controlServer();
    const { dialog } = await renderDialog();
    expect(dialog.getByRole('combobox', { name: controlsText.owner })).toHaveTextContent('Alex Morgan');
    expect(dialog.getByRole('combobox', { name: configureText.backupOwner })).toHaveTextContent('Unassigned');
    expect(dialog.getByRole('combobox', { name: controlsText.implementationStatus })).toHaveTextContent('In progress');
    expect(dialog.getByLabelText(configureText.reviewDate)).toHaveValue('2027-01-31');
    expect(dialog.getByRole('textbox', { name: configureText.statement })).toHaveValue(control.statement);
    expect(dialog.getByRole('button', { name: configureText.save })).toBeDisabled();
  });

  it('saves only the fields the member changed, then closes', async () => {
    const server = controlServer();
    const { dialog, user, onClose } = await renderDialog();
    await user.click(dialog.getByRole('combobox', { name: configureText.backupOwner }));
    await user.click(await screen.findByRole('option', { name: priya.name }));
    await user.click(dialog.getByRole('combobox', { name: controlsText.implementationStatus }));
    await user.click(screen.getByRole('option', { name: 'Implemented' }));
    await user.clear(dialog.getByRole('textbox', { name: configureText.statement }));

    await user.click(dialog.getByRole('button', { name: configureText.save }));
    expect(await screen.findByText(configureText.saved)).toBeInTheDocument();
    expect(server.writes).toEqual([
      {
        method: 'PUT',
        path: '/api/controls/SOC2/CC6.1',
        body: { backupOwnerId: priya.id, implementationStatus: 'implemented', statement: null },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's 400 message in the dialog and keeps what was typed", async () => {
    const server = controlServer();
    server.refuse({ status: 400, message: 'reviewDate must be a date (YYYY-MM-DD)' });
    const { dialog, user, onClose } = await renderDialog();
    await user.type(dialog.getByRole('textbox', { name: configureText.statement }), ' Reviewed yearly.');
    await user.click(dialog.getByRole('button', { name: configureText.save }));

    expect(await dialog.findByText('reviewDate must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: configureText.statement })).toHaveValue(
      `${control.statement} Reviewed yearly.`,
    );
    expect(server.writes).toEqual([
      {
        method: 'PUT',
        path: '/api/controls/SOC2/CC6.1',
        body: { statement: `${control.statement} Reviewed yearly.` },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only an open picker on Escape, not the dialog', async () => {
    controlServer();
    const { dialog, user } = await renderDialog();
    await user.click(dialog.getByRole('combobox', { name: configureText.backupOwner }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: `Configure CC6.1 ${control.name}` })).toBeInTheDocument();
  });

  it('shows Not applicable, not chosen, for an excluded control', async () => {
    controlServer({
      ...control,
      implementationStatus: 'not_applicable',
      applicability: { ...control.applicability, state: 'excluded', justification: 'Fully remote, no offices.' },
    });
    const { dialog } = await renderDialog();
    const status = dialog.getByRole('textbox', { name: controlsText.implementationStatus });
    expect(status).toHaveValue('Not applicable');
    expect(status).toBeDisabled();
  });

  it('lets a role without controls:manage read the settings, not change them, and says why', async () => {
    controlServer();
    const { dialog, user } = await renderDialog('Auditor');
    expect(dialog.getByRole('combobox', { name: controlsText.owner })).toHaveAttribute('aria-disabled', 'true');
    expect(dialog.getByRole('textbox', { name: configureText.statement })).toBeDisabled();
    const save = dialog.getByRole('button', { name: configureText.save });
    expect(save).toBeDisabled();
    await user.hover(save.parentElement as HTMLElement);
    await waitFor(async () =>
      expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('controls:manage')),
    );
  });
});
