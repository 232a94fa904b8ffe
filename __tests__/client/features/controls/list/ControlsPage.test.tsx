import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { roleDoesNotAllow } from '@/contracts/permissions';
import ControlsPage from '@/features/controls/ControlsPage';
import { configureText, controlsText } from '@/features/controls/constants';
import { controlListText as text } from '@/features/controls/listConstants';
import { signedInState } from '@/testing/authState';
import { controlListFor } from '@/testing/fixtures/controlList';
import { priya } from '@/testing/fixtures/tasks';
import { settingsFixture } from '@/testing/fixtures/settings';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(20_000);

const renderControls = async (role = demoUser.role) => {
  const view = renderWithProviders(<ControlsPage />, { preloadedState: signedInState({ ...demoUser, role }) });
  await screen.findByRole('table', { name: text.title });
  return view;
};

const controlIds = () =>
  screen
    .getAllByRole('row')
    .map((row) => within(row).queryByRole('button', { name: /^CC/ })?.textContent)
    .filter(Boolean);

const chip = (name: string) =>
  within(screen.getByRole('group', { name: text.filterLabel })).getByRole('button', { name });

describe('Controls', () => {
  it('lists the controls by category with owners, status, applicability and review date', async () => {
    await renderControls();
    expect(screen.getByText(text.withoutOwnerCount(2))).toBeInTheDocument();
    const header = screen.getByRole('rowheader', { name: /Access Controls/ });
    expect(header).toHaveTextContent(text.controlCount(3));
    const row = screen.getByRole('row', { name: /CC6\.2/ });
    expect(row).toHaveTextContent('User registration and authorization');
    expect(row).toHaveTextContent('Priya Shah');
    expect(row).toHaveTextContent('Alex Morgan');
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent(text.overdue);
    expect(screen.getByRole('row', { name: /CC6\.1/ })).not.toHaveTextContent(text.overdue);
    expect(screen.getByRole('row', { name: /CC7\.1/ })).toHaveTextContent(text.applicability.exclusionRequested);
    expect(screen.getByRole('row', { name: /CC7\.2/ })).toHaveTextContent(text.applicability.excluded);
  });

  it('filters to my controls, as owner or backup owner, and to those without an owner', async () => {
    const { user } = await renderControls();
    await user.click(chip('Mine'));
    expect(controlIds()).toEqual(['CC6.1', 'CC6.2']);
    expect(screen.queryByRole('rowheader', { name: /System Operations/ })).not.toBeInTheDocument();

    await user.click(chip('Without owner'));
    expect(controlIds()).toEqual(['CC6.3', 'CC7.2']);

    await user.click(chip('All'));
    expect(controlIds()).toHaveLength(5);
  });

  it('searches by id or name and says when nothing matches', async () => {
    const { user } = await renderControls();
    const search = screen.getByRole('searchbox', { name: text.search });
    await user.type(search, 'cc7');
    expect(controlIds()).toEqual(['CC7.1', 'CC7.2']);
    await user.clear(search);
    await user.type(search, 'role-based');
    expect(controlIds()).toEqual(['CC6.3']);
    await user.type(search, ' nothing');
    expect(screen.getByText(text.empty)).toBeInTheDocument();
  });

  it('opens on the primary framework and reads another when chosen', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json({
          success: true,
          data: { ...settingsFixture, compliance: { ...settingsFixture.compliance, primaryFramework: 'ISO27001' } },
        }),
      ),
      http.get('*/api/controls', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('framework'));
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    const { user } = renderWithProviders(<ControlsPage />, { preloadedState: signedInState() });
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: text.framework }));
    await user.click(screen.getByRole('option', { name: 'HIPAA' }));
    await waitFor(() => expect(asked).toEqual(['ISO27001', 'HIPAA']));
  });

  it('opens on the framework and filter the URL names, as the dashboard links to them, and keeps a change there', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/controls', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('framework'));
        return HttpResponse.json({ success: true, data: controlListFor('HIPAA') });
      }),
    );
    const { user, router } = renderWithProviders(<ControlsPage />, {
      preloadedState: signedInState(),
      route: '/controls?framework=HIPAA&filter=unowned',
    });
    await screen.findByRole('table', { name: text.title });
    expect(asked).toEqual(['HIPAA']);
    expect(chip('Without owner')).toHaveAttribute('aria-pressed', 'true');
    expect(controlIds()).toEqual(['CC6.3', 'CC7.2']);

    await user.click(chip('Mine'));
    expect(router.state.location.search).toBe('?framework=HIPAA&filter=mine');
    expect(controlIds()).toEqual(['CC6.1', 'CC6.2']);
  });

  it('assigns owners to every control of a category and toasts how many', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/controls/owners', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: { updated: 3 } });
      }),
    );
    const { user } = await renderControls();
    await user.click(screen.getByRole('button', { name: text.assign.title('Access Controls') }));
    const dialog = await screen.findByRole('dialog', { name: text.assign.title('Access Controls') });
    const submit = within(dialog).getByRole('button', { name: text.assign.submit });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: text.assign.owner }));
    await user.click(await screen.findByRole('option', { name: priya.name }));
    await user.click(within(dialog).getByRole('combobox', { name: text.assign.backupOwner }));
    await user.click(await screen.findByRole('option', { name: demoUser.name }));
    await user.click(submit);

    expect(await screen.findByText(text.assign.done(3))).toBeInTheDocument();
    expect(sent).toEqual([
      { framework: 'SOC2', category: 'Access Controls', ownerId: priya.id, backupOwnerId: demoUser.id },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables assigning owners for a Viewer and says why', async () => {
    const { user } = await renderControls('Viewer');
    const assign = screen.getByRole('button', { name: text.assign.title('Access Controls') });
    expect(assign).toBeDisabled();
    await user.hover(assign.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('controls:manage'));
  });

  it("opens a control's configuration from its row", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/controls/:framework/:controlId', ({ params }) => {
        asked.push(`${String(params.framework)}/${String(params.controlId)}`);
        const control = controlListFor('SOC2').find(({ controlId }) => controlId === params.controlId);
        return HttpResponse.json({ success: true, data: { ...control, checks: [] } });
      }),
    );
    const { user } = await renderControls();
    await user.click(screen.getByRole('row', { name: /CC6\.3/ }));
    expect(await screen.findByRole('dialog', { name: /CC6\.3 Role-based access/ })).toBeInTheDocument();
    expect(asked).toEqual(['SOC2/CC6.3']);
  });

  it('shows the owner saved from the configuration dialog in the list', async () => {
    const controls = controlListFor('SOC2');
    const unowned = controls.find(({ controlId }) => controlId === 'CC6.3');
    if (!unowned) throw new Error('the fixture lists CC6.3');
    server.use(
      http.get('*/api/controls', () => HttpResponse.json({ success: true, data: controls })),
      http.get('*/api/controls/SOC2/CC6.3', () =>
        HttpResponse.json({ success: true, data: { ...unowned, checks: [] } }),
      ),
      http.put('*/api/controls/SOC2/CC6.3', () => {
        unowned.owner = priya;
        return HttpResponse.json({ success: true, data: unowned });
      }),
    );
    const { user } = await renderControls();
    await user.click(screen.getByRole('row', { name: /CC6\.3/ }));
    const dialog = await screen.findByRole('dialog', { name: /CC6\.3/ });
    await user.click(await within(dialog).findByRole('combobox', { name: controlsText.owner }));
    await user.click(await screen.findByRole('option', { name: priya.name }));
    await user.click(within(dialog).getByRole('button', { name: configureText.save }));

    await waitFor(() => expect(screen.getByRole('row', { name: /CC6\.3/ })).toHaveTextContent(priya.name));
    expect(screen.getByText(text.withoutOwnerCount(1))).toBeInTheDocument();
  });

  it('shows a skeleton while loading and the failure with Try Again', async () => {
    server.use(
      http.get('*/api/controls', () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ControlsPage />, { preloadedState: signedInState() });
    expect(screen.getByRole('status', { name: text.loading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: text.loadFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
