import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { changesText } from '@/features/scoreHistory/constants';
import { http, HttpResponse } from 'msw';
import { theme } from '@/app/theme/theme';
import AssistantPage from '@/features/assistant/AssistantPage';
import { assistantText } from '@/features/assistant/constants';
import { complianceText, controlDetailsText, summaryText } from '@/features/compliance/constants';
import ComplianceHeatMapPage from '@/features/compliance/ComplianceHeatMapPage';
import { selectSelectedControlId } from '@/features/compliance/complianceSlice';
import EvidenceLockerPage from '@/features/evidence/EvidenceLockerPage';
import { tasksText } from '@/features/tasks/constants';
import { signedInState } from '@/testing/authState';
import { assistantFake } from '@/testing/fixtures/assistant';
import { evidenceFake } from '@/testing/fixtures/evidence';
import { controlEvidenceText } from '@/features/evidence/constants';
import { demoUser } from '@/testing/handlers';
import { heatmapFixture } from '@/testing/fixtures/heatmap';
import { settingsFixture } from '@/testing/fixtures/settings';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// MUI selects and dialogs under user-event are slow in jsdom.
jest.setTimeout(20_000);

const renderHeatMap = (route = '/compliance') =>
  renderWithProviders(
    [
      { path: '/compliance', element: <ComplianceHeatMapPage /> },
      { path: '/assistant', element: <AssistantPage /> },
      { path: '/evidence-locker', element: <EvidenceLockerPage /> },
    ],
    { preloadedState: signedInState(), route },
  );

const tiles = () => screen.getAllByRole('button', { name: / (Passed|Warning|Critical)$/ });
// A tile's first line of text is its control id.
const tileIds = () => tiles().map((tile) => tile.querySelector('p')?.textContent);
const summaryValue = (label: string) =>
  within(screen.getByRole('region', { name: summaryText.label })).getByText(label).nextElementSibling;
const statusFilter = () => within(screen.getByRole('group', { name: complianceText.statusFilter }));
const loaded = () => screen.findByRole('region', { name: summaryText.label });

describe('ComplianceHeatMapPage (SPEC §2 Compliance heat map)', () => {
  it('shows SOC 2 by default: summary counts and categories of coloured tiles', async () => {
    renderHeatMap();
    await loaded();
    expect(screen.getByRole('combobox', { name: complianceText.framework })).toHaveTextContent('SOC 2');
    expect(summaryValue(summaryText.total)).toHaveTextContent('5');
    expect(summaryValue(summaryText.passed)).toHaveTextContent('2');
    expect(summaryValue(summaryText.warning)).toHaveTextContent('1');
    expect(summaryValue(summaryText.critical)).toHaveTextContent('2');

    const access = within(screen.getByRole('region', { name: 'CC6 Logical and Physical Access Controls' }));
    const tile = access.getByRole('button', { name: 'CC6.1 45% Logical access security Critical' });
    expect(tile).toHaveAttribute('data-status', 'critical');
    expect(tile).toHaveTextContent('45%');
    expect(tile).toHaveStyle({ backgroundColor: theme.palette.error.light, borderColor: theme.palette.error.main });
    expect(access.getByRole('button', { name: /^CC6\.7 / })).toHaveAttribute('data-status', 'passed');
    expect(tileIds()).toEqual(['CC6.1', 'CC6.2', 'CC6.7', 'CC7.1', 'CC7.4']);
    expect(statusFilter().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts filtered from ?filter=critical and keeps the filter in the URL', async () => {
    const { user, router } = renderHeatMap('/compliance?filter=critical');
    await loaded();
    expect(tileIds()).toEqual(['CC6.1', 'CC7.1']);
    for (const tile of tiles()) expect(tile).toHaveAttribute('data-status', 'critical');
    expect(statusFilter().getByRole('button', { name: 'Critical' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(statusFilter().getByRole('button', { name: 'Passed' }));
    expect(tileIds()).toEqual(['CC6.7', 'CC7.4']);
    expect(router.state.location.search).toBe('?filter=passed');

    await user.click(statusFilter().getByRole('button', { name: 'All' }));
    expect(tiles()).toHaveLength(5);
    expect(router.state.location.search).toBe('');
  });

  it('reads an unknown filter as all', async () => {
    renderHeatMap('/compliance?filter=everything');
    await loaded();
    expect(tiles()).toHaveLength(5);
  });

  it('requests the framework chosen in the selector', async () => {
    const requested: (string | null)[] = [];
    server.use(
      http.get('*/api/dashboard/compliance-heatmap', ({ request }) => {
        const framework = new URL(request.url).searchParams.get('framework');
        requested.push(framework);
        const data = heatmapFixture(framework === 'ISO27001' ? 'ISO27001' : 'SOC2');
        return HttpResponse.json({ success: true, data });
      }),
    );
    const { user, router } = renderHeatMap();
    await loaded();

    await user.click(screen.getByRole('combobox', { name: complianceText.framework }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'SOC 2',
      'ISO 27001',
      'HIPAA',
      'GDPR',
    ]);
    await user.click(screen.getByRole('option', { name: 'ISO 27001' }));

    expect(await screen.findByRole('button', { name: /^A\.8\.24 \d+% Use of cryptography/ })).toBeInTheDocument();
    expect(requested).toEqual(['SOC2', 'ISO27001']);
    expect(router.state.location.search).toBe('?framework=ISO27001');
  });

  it('opens on the organisation’s primary framework when the URL names none, and on the URL’s when it does', async () => {
    const requested: (string | null)[] = [];
    server.use(
      http.get('*/api/settings', () =>
        HttpResponse.json({
          success: true,
          data: { ...settingsFixture, compliance: { ...settingsFixture.compliance, primaryFramework: 'ISO27001' } },
        }),
      ),
      http.get('*/api/dashboard/compliance-heatmap', ({ request }) => {
        const framework = new URL(request.url).searchParams.get('framework');
        requested.push(framework);
        return HttpResponse.json({
          success: true,
          data: heatmapFixture(framework === 'ISO27001' ? 'ISO27001' : 'SOC2'),
        });
      }),
    );
    const { unmount } = renderHeatMap();
    expect(await screen.findByRole('button', { name: /^A\.8\.24 \d+% Use of cryptography/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: complianceText.framework })).toHaveTextContent('ISO 27001');
    unmount();
    renderHeatMap('/compliance?framework=SOC2');
    await loaded();
    expect(requested).toEqual(['ISO27001', 'SOC2']);
  });

  it('opens a tile in a labelled dialog with its details; Escape closes it', async () => {
    const { user } = renderHeatMap();
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.1 / }));

    const dialog = within(await screen.findByRole('dialog', { name: 'CC6.1 Logical access security' }));
    const scoreBar = dialog.getByRole('progressbar', { name: controlDetailsText.score });
    expect(scoreBar).toHaveAttribute('aria-valuenow', '45');
    expect(scoreBar).toHaveClass('MuiLinearProgress-colorError');
    expect(dialog.getByText('45%')).toBeInTheDocument();
    expect(dialog.getByText('Critical')).toBeInTheDocument();
    expect(dialog.getByText(/Mar 10, 2026/)).toHaveAttribute('datetime', '2026-03-10T09:55:00.000Z');
    const issues = within(dialog.getByRole('list', { name: controlDetailsText.issues }));
    expect(issues.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'MFA is not enforced for 3 of 12 users',
      'Encryption at rest is not enabled on 2 databases',
    ]);

    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it("lists the control's open tasks, read from the tasks the Settings tab manages", async () => {
    const { user } = renderHeatMap();
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.2 / }));
    const tasks = within(await screen.findByRole('region', { name: tasksText.controlTasks }));
    expect(await tasks.findByText('Complete the quarterly access review')).toBeInTheDocument();
    expect(tasks.getByText(/Unassigned · Jul 4, 2026/)).toBeInTheDocument();
  });

  it('shows a Viewer no tasks section: their role cannot read tasks', async () => {
    const { user } = renderWithProviders([{ path: '/compliance', element: <ComplianceHeatMapPage /> }], {
      preloadedState: signedInState({ ...demoUser, role: 'Viewer' }),
      route: '/compliance',
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.2 / }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: tasksText.controlTasks })).not.toBeInTheDocument();
  });

  it('says which integration and check raised an issue, and when it was observed', async () => {
    const { user } = renderHeatMap();
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC7\.1 / }));
    const [issue] = within(await screen.findByRole('list', { name: controlDetailsText.issues })).getAllByRole(
      'listitem',
    );
    expect(issue).toHaveTextContent('4 critical vulnerabilities are open');
    expect(issue).toHaveTextContent(/GitHub · Critical vulnerabilities · observed Mar 10, 2026/);
  });

  it('says when a control has no open issues', async () => {
    const { user } = renderHeatMap();
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.7 / }));
    expect(within(screen.getByRole('dialog')).getByText(controlDetailsText.noIssues)).toBeInTheDocument();
  });

  it('shows the control’s owner, implementation status, how to meet it and its status changes, and opens Configure Control', async () => {
    const { user, router } = renderHeatMap();
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.2 / }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('In progress')).toBeInTheDocument();
    expect(dialog.getByText(controlDetailsText.owner).nextElementSibling).toHaveTextContent('Alex Morgan');
    expect(dialog.getByRole('listitem', { name: 'Access review' })).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: changesText.heading })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: controlDetailsText.configure }));

    expect(await screen.findByRole('dialog', { name: /^Configure CC6\.2/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/compliance');
  });

  it("takes View Evidence to the evidence locker filtered to the control's evidence", async () => {
    const fake = evidenceFake();
    server.use(...fake.handlers);
    const { user, router } = renderHeatMap('/compliance?framework=SOC2');
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.2 / }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: controlDetailsText.viewEvidence }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/evidence-locker'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      framework: 'SOC2',
      control: 'CC6.2',
    });
    expect(await screen.findByRole('article', { name: 'MFA Enforcement Export' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(fake.listQueries().at(-1)?.toString()).toBe('framework=SOC2&control=CC6.2&page=1&limit=24');
  });

  it("lists the control's evidence in its details", async () => {
    server.use(...evidenceFake().handlers);
    const { user } = renderHeatMap('/compliance?framework=SOC2');
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.2 / }));
    const evidence = within(await screen.findByRole('list', { name: controlEvidenceText.heading }));
    expect(evidence.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^MFA Enforcement ExportCSV · Alex Morgan · .+Pending$/),
    ]);
  });

  it('disables View Evidence for a role that may not view evidence', async () => {
    const { user } = renderWithProviders(<ComplianceHeatMapPage />, {
      preloadedState: signedInState({ ...demoUser, role: 'Viewer' }),
      route: '/compliance',
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.2 / }));
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: controlDetailsText.viewEvidence }),
    ).toBeDisabled();
    expect(screen.queryByRole('region', { name: controlEvidenceText.heading })).not.toBeInTheDocument();
  });

  it('takes View Remediation Steps to the assistant with the control and its framework, and prefills the question', async () => {
    const fake = assistantFake();
    server.use(...fake.handlers);
    const { user, router } = renderHeatMap('/compliance?framework=ISO27001');
    await screen.findByRole('button', { name: /^A\.5\.15 / });
    await user.click(screen.getByRole('button', { name: /^A\.5\.15 / }));
    await user.click(screen.getByRole('button', { name: controlDetailsText.viewRemediation }));

    expect(router.state.location.pathname).toBe('/assistant');
    expect(router.state.location.state).toEqual({
      control: {
        id: 'A.5.15',
        name: 'Access control',
        framework: 'ISO27001',
        issues: ['Access reviews are not completed every 90 days'],
      },
    });
    expect(await screen.findByRole('textbox', { name: assistantText.inputLabel })).toHaveValue(
      'How do I fix the issues with ISO 27001 A.5.15 (Access control)? ' +
        'The open issues are: Access reviews are not completed every 90 days.',
    );
    // Prefilled, not sent.
    expect(await screen.findByText(assistantText.noRecentTopics)).toBeInTheDocument();
    expect(fake.asked()).toEqual([]);
  });

  it('opens the control ?control= names once, then drops the parameter', async () => {
    const { user, router } = renderHeatMap('/compliance?framework=SOC2&control=CC6.1');
    const dialog = await screen.findByRole('dialog', { name: 'CC6.1 Logical access security' });
    expect(within(dialog).getByRole('progressbar', { name: controlDetailsText.score })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?framework=SOC2'));

    // Closed, it stays closed: the link opened it once.
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a linked control in the framework the link names', async () => {
    const { router } = renderHeatMap('/compliance?framework=ISO27001&control=A.5.15');
    expect(await screen.findByRole('dialog', { name: 'A.5.15 Access control' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?framework=ISO27001'));
  });

  it('drops a ?control= the heat map does not hold, opening nothing', async () => {
    const { router, store } = renderHeatMap('/compliance?control=CC9.9&filter=critical');
    await loaded();
    await waitFor(() => expect(router.state.location.search).toBe('?filter=critical'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectSelectedControlId(store.getState())).toBeNull();
  });

  it('opens the control a SecuroBot source links to', async () => {
    const fake = assistantFake({ conversations: [['How do I fix CC6.2?']] });
    server.use(...fake.handlers);
    const { user, router } = renderHeatMap('/assistant');
    const source = await screen.findByRole('link', { name: 'CC6.2 User registration and authorization · 72%' });
    await user.click(source);

    expect(
      await screen.findByRole('dialog', { name: 'CC6.2 User registration and authorization' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/compliance');
    await waitFor(() => expect(router.state.location.search).toBe('?framework=SOC2'));
  });

  it('closes the details when the user leaves the heat map', async () => {
    const { user, router, store } = renderHeatMap();
    await loaded();
    await user.click(screen.getByRole('button', { name: /^CC6\.2 / }));
    await act(() => router.navigate('/assistant'));
    await act(() => router.navigate('/compliance'));
    await loaded();
    expect(selectSelectedControlId(store.getState())).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links View Reports to /reports', async () => {
    renderHeatMap();
    expect(await screen.findByRole('link', { name: complianceText.viewReports })).toHaveAttribute('href', '/reports');
  });
});
