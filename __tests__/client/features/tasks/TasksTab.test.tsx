import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { tasksText } from '@/features/tasks/constants';
import { TasksTab } from '@/features/tasks/TasksTab';
import { signedInState } from '@/testing/authState';
import { assigneesFixture, priya, tasksFixture } from '@/testing/fixtures/tasks';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { controlOptionHandler } from './controlOptions';

const [overdueTask, unownedTask] = tasksFixture;

// Typing into the create dialog, whose code now loads when it opens, is slow on a busy machine.
jest.setTimeout(40_000);

const renderTasks = async (role = demoUser.role) => {
  const view = renderWithProviders(<TasksTab />, { preloadedState: signedInState({ ...demoUser, role }) });
  await screen.findByRole('table', { name: tasksText.heading });
  return view;
};

/** Records the requests the tab sends and answers each with the task as changed. */
const recordWrites = () => {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const text = await request.text();
    const path = new URL(request.url).pathname;
    writes.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    return HttpResponse.json({ success: true, data: overdueTask }, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.put('*/api/tasks/:id', answer),
    http.post('*/api/tasks/:id/:action', answer),
    http.post('*/api/tasks', answer),
  );
  return writes;
};

beforeEach(() => server.use(controlOptionHandler));

describe('Settings > Tasks', () => {
  it('lists the open tasks with owner, due date, priority, status and linked control', async () => {
    await renderTasks();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText(overdueTask.title)).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: `Owner: ${overdueTask.title}` })).toHaveTextContent('Alex Morgan');
    expect(first.getByLabelText(`Due date: ${overdueTask.title}`)).toHaveValue('2026-06-03');
    expect(first.getByText(tasksText.overdue)).toBeInTheDocument();
    expect(first.getByText('High')).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('CC7.1')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('combobox', { name: `Owner: ${unownedTask.title}` })).toHaveTextContent(
      tasksText.unassigned,
    );
  });

  it('filters by status through the server', async () => {
    const { user } = await renderTasks();
    await user.click(screen.getByRole('combobox', { name: tasksText.filters.status }));
    await user.click(screen.getByRole('option', { name: 'Done' }));
    expect(await screen.findByText('Run the security awareness campaign')).toBeInTheDocument();
    expect(screen.queryByText(overdueTask.title)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `${tasksText.reopen}: Run the security awareness campaign` }),
    ).toBeEnabled();
  });

  it('assigns a task to a teammate and completes one, toasting once the server confirmed', async () => {
    const writes = recordWrites();
    const { user } = await renderTasks();
    await user.click(screen.getByRole('combobox', { name: `Owner: ${unownedTask.title}` }));
    await user.click(await screen.findByRole('option', { name: priya.name }));
    expect(await screen.findByText(tasksText.assigned(priya.name))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${tasksText.complete}: ${overdueTask.title}` }));
    expect(await screen.findByText(tasksText.completed)).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PUT', path: `/api/tasks/${unownedTask.id}`, body: { ownerId: priya.id } },
      { method: 'POST', path: `/api/tasks/${overdueTask.id}/complete`, body: undefined },
    ]);
  });

  it('offers a pending invitee as an owner, marked as invited', async () => {
    const invitee = { id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d', name: 'Ivy Invitee', invited: true };
    server.use(
      http.get('*/api/tasks/assignees', () =>
        HttpResponse.json({ success: true, data: [...assigneesFixture, invitee] }),
      ),
    );
    const writes = recordWrites();
    const { user } = await renderTasks();
    await user.click(screen.getByRole('combobox', { name: `Owner: ${unownedTask.title}` }));
    await user.click(await screen.findByRole('option', { name: tasksText.invitedName(invitee.name) }));
    expect(await screen.findByText(tasksText.assigned(invitee.name))).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PUT', path: `/api/tasks/${unownedTask.id}`, body: { ownerId: invitee.id } }]);
  });

  it('shows the server’s reason when a change fails', async () => {
    server.use(
      http.post('*/api/tasks/:id/complete', () =>
        HttpResponse.json({ success: false, message: 'Task not found' }, { status: 404 }),
      ),
    );
    const { user } = await renderTasks();
    await user.click(screen.getByRole('button', { name: `${tasksText.complete}: ${overdueTask.title}` }));
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
    expect(screen.queryByText(tasksText.completed)).not.toBeInTheDocument();
  });

  it('creates a task from the dialog', async () => {
    const writes = recordWrites();
    const { user } = await renderTasks();
    await user.click(screen.getByRole('button', { name: tasksText.newTask }));
    const dialog = await screen.findByRole('dialog', { name: tasksText.form.createTitle });
    await user.type(within(dialog).getByLabelText(/Title/), 'Rotate the root keys');
    await user.type(within(dialog).getByLabelText(/Due date/), '2030-01-15');
    await user.click(within(dialog).getByRole('combobox', { name: tasksText.form.framework }));
    await user.click(await screen.findByRole('option', { name: 'ISO 27001' }));
    await user.type(within(dialog).getByRole('combobox', { name: tasksText.form.control }), 'access');
    await user.click(await screen.findByRole('option', { name: 'A.5.15 Access control' }));
    await user.click(within(dialog).getByRole('button', { name: tasksText.form.create }));

    expect(await screen.findByText(tasksText.created)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/tasks',
        body: {
          title: 'Rotate the root keys',
          description: '',
          dueDate: '2030-01-15',
          priority: 'medium',
          controlId: 'A.5.15',
          ownerId: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links each task to its control on the heat map', async () => {
    await renderTasks();
    expect(screen.getByRole('link', { name: tasksText.openControl('CC7.1') })).toHaveAttribute(
      'href',
      '/compliance?framework=SOC2&control=CC7.1',
    );
  });

  it('shows why the system closed a task', async () => {
    const note = 'Closed automatically: MFA enforcement passes since 2026-07-03';
    server.use(
      http.get('*/api/tasks', () =>
        HttpResponse.json({
          success: true,
          data: {
            tasks: [{ ...overdueTask, status: 'done', closingNote: note }],
            pagination: { page: 1, limit: 20, total: 1, pages: 1 },
          },
        }),
      ),
    );
    await renderTasks();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('disables changes for a role without tasks:manage and says why', async () => {
    const { user } = await renderTasks('Auditor');
    const create = screen.getByRole('button', { name: tasksText.newTask });
    expect(create).toBeDisabled();
    expect(screen.getByRole('button', { name: `${tasksText.complete}: ${overdueTask.title}` })).toBeDisabled();
    await user.hover(create.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('tasks:manage'));
  });
});
