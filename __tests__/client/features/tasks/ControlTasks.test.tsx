import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { ControlTasks } from '@/features/tasks/components/ControlTasks';
import { tasksText } from '@/features/tasks/constants';
import { signedInState } from '@/testing/authState';
import { tasksFixture } from '@/testing/fixtures/tasks';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { controlOptionHandler } from './controlOptions';

// The create dialog's code loads when it first opens, slowly on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => server.use(controlOptionHandler));

const renderControlTasks = (role = demoUser.role) =>
  renderWithProviders(<ControlTasks framework="SOC2" controlId="CC7.1" />, {
    preloadedState: signedInState({ ...demoUser, role }),
  });

describe('a control’s tasks', () => {
  it('lists the control’s open tasks', async () => {
    renderControlTasks();
    const list = await screen.findByRole('list', { name: `${tasksText.controlTasks}: CC7.1` });
    expect(within(list).getByText(tasksFixture[0].title)).toBeInTheDocument();
  });

  it('creates a task already linked to the control', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/tasks', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: tasksFixture[0] }, { status: 201 });
      }),
    );
    const { user } = renderControlTasks();
    await user.click(await screen.findByRole('button', { name: tasksText.createForControl }));
    const dialog = await screen.findByRole('dialog', { name: tasksText.form.createTitle });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: tasksText.form.control })).toHaveValue(
        'CC7.1 Vulnerability management',
      ),
    );
    await user.type(within(dialog).getByLabelText(/Title/), 'Patch the web tier');
    await user.type(within(dialog).getByLabelText(/Due date/), '2030-01-15');
    await user.click(within(dialog).getByRole('button', { name: tasksText.form.create }));

    expect(await screen.findByText(tasksText.created)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ title: 'Patch the web tier', controlId: 'CC7.1' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables creating for a role without tasks:manage and says why', async () => {
    const { user } = renderControlTasks('Auditor');
    const create = await screen.findByRole('button', { name: tasksText.createForControl });
    expect(create).toBeDisabled();
    await user.hover(create.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('tasks:manage'));
  });
});
