import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { paths, reportViewPath } from '@/app/paths';
import { theme } from '@/app/theme/theme';
import { type Role, frameworkLabels } from '@/contracts/enums';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { reportSections } from '@/contracts/reportOptions';
import { loadFailedText } from '@/components/feedback/messages';
import { accessText } from '@/features/auth/constants';
import {
  customReportText,
  REPORT_POLL_MS,
  reportsText,
  reportTemplates,
  reportTypeLabels,
  scheduleText,
  statusLabels,
} from '@/features/reports/constants';
import ReportsPage from '@/features/reports/ReportsPage';
import ReportViewPage from '@/features/reports/ReportViewPage';
import { shareExpiryOptions, shareTargetText, shareText } from '@/features/shareLinks/constants';
import { selectToasts } from '@/features/toasts/toastsSlice';
import type { AppStore } from '@/app/store';
import { signedInState } from '@/testing/authState';
import { captureDownloads, fileStart } from '@/testing/downloads';
import {
  FAILURE_REASON,
  generatingReport,
  PDF_MAGIC,
  readyFigures,
  recipientsFixture,
  reportFixture,
  reportPdfFileName,
  reportsFake,
  reportsFixture,
  type ReportsFake,
} from '@/testing/fixtures/reports';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// MUI selects and dialogs under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(30_000);

const [soc2, iso, hipaa, failed] = reportsFixture;
const actionNames = [
  reportsText.downloadPdf,
  reportsText.viewOnline,
  reportsText.share,
  reportsText.schedule,
  reportsText.delete,
];
const manageActions = [reportsText.share, reportsText.schedule, reportsText.delete];
const templateButton = (name: string) => screen.getByRole('button', { name: `${reportsText.useTemplate} ${name}` });
const [soc2Template, isoTemplate, , customTemplate] = reportTemplates;

type RenderOptions = { role?: Role; fake?: ReportsFake; user?: ReturnType<typeof userEvent.setup> };

/** The reports page (and the page View Online opens) against a fake reports API, once its list has arrived. */
const renderReports = async ({ role = demoUser.role, fake = reportsFake({ role }), user }: RenderOptions = {}) => {
  server.use(...fake.handlers);
  const view = renderWithProviders(
    [
      { path: paths.reports, element: <ReportsPage /> },
      { path: `${paths.reports}/:reportId`, element: <ReportViewPage /> },
    ],
    { preloadedState: signedInState({ ...demoUser, role }), route: paths.reports },
  );
  await screen.findByRole('list', { name: reportsText.listHeading });
  return { ...view, user: user ?? view.user, fake };
};

const details = () => within(screen.getByRole('region', { name: reportsText.detailsHeading }));
const list = () => within(screen.getByRole('list', { name: reportsText.listHeading }));
const listedNames = () =>
  list()
    .getAllByRole('button')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
const figure = (label: string) => details().getByText(label).nextElementSibling as HTMLElement;
const action = (name: string) => details().getByRole('button', { name });
const toasts = (store: AppStore) => selectToasts(store.getState()).map(({ kind, message }) => ({ kind, message }));
const selectReport = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(list().getByRole('button', { name: new RegExp(`^${name}`) }));

let logged: jest.SpyInstance;
beforeEach(() => {
  // Every failed call is logged by the API client; the refusals below are expected.
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('ReportsPage: the server’s reports', () => {
  it('lists the reports and shows the newest in detail with its figures', async () => {
    const { fake } = await renderReports();
    expect(screen.getByRole('heading', { level: 1, name: reportsText.title })).toBeInTheDocument();
    const templates = within(screen.getByRole('region', { name: reportsText.templatesHeading }));
    expect(templates.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      reportTemplates.map((template) => template.name),
    );

    expect(listedNames()).toEqual(reportsFixture.map((report) => report.name));
    expect(list().getByRole('button', { name: new RegExp(`^${failed.name}`) })).toHaveTextContent(statusLabels.failed);
    expect(list().getByRole('button', { name: new RegExp(`^${soc2.name}`) })).toHaveAttribute('aria-current', 'true');

    expect(details().getByRole('heading', { level: 3, name: soc2.name })).toBeInTheDocument();
    expect(figure(reportsText.status)).toHaveTextContent(statusLabels.ready);
    expect(figure(reportsText.generated)).toHaveTextContent('Oct 2, 2026, 2:30 PM UTC');
    expect(figure(reportsText.pages)).toHaveTextContent('45');
    expect(figure(reportsText.size)).toHaveTextContent('2.4 MB');
    expect(figure(reportsText.complianceScore)).toHaveTextContent('87%');
    expect(figure(reportsText.criticalIssues)).toHaveTextContent('2');
    expect(figure(reportsText.warnings)).toHaveTextContent('8');
    expect(figure(reportsText.framework)).toHaveTextContent(frameworkLabels.SOC2);
    for (const name of actionNames) expect(action(name)).toBeEnabled();
    expect(fake.requests()).toEqual(['GET /api/reports']);
  });

  it.each([
    [soc2.name, '87%', '2.4 MB', theme.palette.success.main],
    [iso.name, '72%', '48.2 KB', theme.palette.warning.main],
    [hipaa.name, '54%', '1.0 MB', theme.palette.error.main],
  ])('shows %s at %s and %s, its score coloured per the score rule', async (name, score, size, color) => {
    const { user } = await renderReports();
    await selectReport(user, name);
    expect(details().getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(figure(reportsText.size)).toHaveTextContent(size);
    expect(details().getByText(score)).toHaveStyle({ color });
  });

  it('shows a failed report with its reason and every action unavailable', async () => {
    const { user } = await renderReports();
    await selectReport(user, failed.name);
    expect(figure(reportsText.status)).toHaveTextContent(statusLabels.failed);
    expect(details().getByText(FAILURE_REASON)).toBeInTheDocument();
    for (const label of [reportsText.pages, reportsText.size, reportsText.complianceScore]) {
      expect(figure(label)).toHaveTextContent('—');
    }
    for (const name of actionNames) expect(action(name)).toBeDisabled();
  });

  it('shows a report still generating with every action unavailable', async () => {
    const fake = reportsFake({ reports: [generatingReport({ name: 'Nightly SOC 2' }), soc2] });
    await renderReports({ fake });
    expect(figure(reportsText.status)).toHaveTextContent(statusLabels.generating);
    expect(details().getByText(reportsText.generatingHint)).toBeInTheDocument();
    for (const name of actionNames) expect(action(name)).toBeDisabled();
  });

  it('says so when there are no reports yet', async () => {
    server.use(...reportsFake({ reports: [] }).handlers);
    renderWithProviders(<ReportsPage />, { preloadedState: signedInState() });
    expect(await screen.findByText(reportsText.emptyList)).toBeInTheDocument();
    expect(screen.getByText(reportsText.noSelection)).toBeInTheDocument();
  });

  it('refetches on Refresh, shows what the server has now and says the list is up to date', async () => {
    const { user, fake } = await renderReports();
    fake.reports.unshift(reportFixture({ id: '00000000-0000-4000-8000-000900000001', name: 'Board Pack' }));
    await user.click(screen.getByRole('button', { name: reportsText.refresh }));
    expect(await screen.findByText(reportsText.refreshed)).toBeInTheDocument();
    expect(listedNames()[0]).toBe('Board Pack');
    expect(fake.requests()).toEqual(['GET /api/reports', 'GET /api/reports']);
    // The user's selection stays where it was.
    expect(details().getByRole('heading', { level: 3, name: soc2.name })).toBeInTheDocument();
  });
  it('keeps the list when a refresh fails, and says the load failed rather than up to date', async () => {
    const { user, store } = await renderReports();
    server.use(
      http.get('*/api/reports', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: reportsText.refresh }));
    await waitFor(() => expect(toasts(store)).toEqual([{ kind: 'error', message: reportsText.loadFailed }]));
    expect(listedNames()).toEqual(reportsFixture.map((report) => report.name));
    expect(screen.queryByText(reportsText.refreshed)).not.toBeInTheDocument();
  });

  it('fills the page with the failure when the list cannot be loaded, and Try Again loads it', async () => {
    let fail = true;
    const fake = reportsFake();
    server.use(
      http.get('*/api/reports', () =>
        fail ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }) : undefined,
      ),
      ...fake.handlers,
    );
    const { user } = renderWithProviders(<ReportsPage />, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: reportsText.loadFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reportsText.newCustomReport })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: loadFailedText.tryAgain }));
    expect(await screen.findByRole('list', { name: reportsText.listHeading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: reportsText.loadFailed })).not.toBeInTheDocument();
  });
});

describe('ReportsPage: generating', () => {
  it('generates a template report: the server is asked for it, and it is listed at the top as generating', async () => {
    const { user, fake, store } = await renderReports();
    await user.click(templateButton(isoTemplate.name));

    expect(await screen.findByText(reportsText.generationStarted)).toBeInTheDocument();
    expect(fake.bodies('POST', '/api/reports')).toEqual([
      { name: isoTemplate.name, type: isoTemplate.type, description: isoTemplate.description },
    ]);
    const first = list().getAllByRole('button')[0];
    expect(first).toHaveTextContent(isoTemplate.name);
    expect(first).toHaveTextContent(statusLabels.generating);
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(details().getByRole('heading', { level: 3, name: isoTemplate.name })).toBeInTheDocument();
    for (const name of actionNames) expect(action(name)).toBeDisabled();
    expect(toasts(store)).toEqual([{ kind: 'info', message: reportsText.generationStarted }]);
  });

  it('shows the server’s refusal (409) as an error and lists nothing new', async () => {
    const fake = reportsFake();
    const refusal = 'SOC 2 has never been assessed: run an assessment first';
    fake.refuseNextGeneration(refusal);
    const { user, store } = await renderReports({ fake });
    await user.click(templateButton(soc2Template.name));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(toasts(store)).toEqual([{ kind: 'error', message: refusal }]);
    expect(listedNames()).toEqual(reportsFixture.map((report) => report.name));
    expect(details().getByRole('heading', { level: 3, name: soc2.name })).toBeInTheDocument();
  });

  it('opens the custom report modal from the Custom Security Audit card', async () => {
    const { user, fake } = await renderReports();
    await user.click(templateButton(customTemplate.name));
    expect(await screen.findByRole('dialog', { name: customReportText.title })).toBeInTheDocument();
    expect(fake.bodies('POST', '/api/reports')).toEqual([]);
  });
});

describe('ReportsPage: generating, until the server has finished (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-01T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  const setup = () =>
    renderReports({ user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }) });

  /** Asks for the SOC 2 template and waits until it is listed as generating. */
  const generate = async (view: Awaited<ReturnType<typeof setup>>) => {
    await view.user.click(templateButton(soc2Template.name));
    await waitFor(() => expect(view.fake.bodies('POST', '/api/reports')).toHaveLength(1));
    await waitFor(() => expect(list().getAllByRole('button')[0]).toHaveTextContent(statusLabels.generating));
    return view.fake.lastGenerated();
  };

  it('looks again every REPORT_POLL_MS and shows the report ready, with its figures, once the server says so', async () => {
    const view = await setup();
    const { fake, store } = view;
    const report = await generate(view);
    expect(figure(reportsText.generated)).toHaveTextContent('Nov 1, 2026, 10:00 AM UTC');
    const lists = () => fake.requests().filter((request) => request === 'GET /api/reports').length;
    const before = lists();

    await advance(REPORT_POLL_MS);
    expect(lists()).toBeGreaterThan(before);
    expect(list().getAllByRole('button')[0]).toHaveTextContent(statusLabels.generating);
    expect(toasts(store).map((toast) => toast.message)).not.toContain(reportsText.generationCompleted);

    fake.markReady(report.id);
    await advance(REPORT_POLL_MS);
    await waitFor(() => expect(list().getAllByRole('button')[0]).toHaveTextContent(statusLabels.ready));
    expect(screen.getByText(reportsText.generationCompleted)).toBeInTheDocument();
    expect(toasts(store)).toEqual([
      { kind: 'info', message: reportsText.generationStarted },
      { kind: 'success', message: reportsText.generationCompleted },
    ]);
    expect(figure(reportsText.size)).toHaveTextContent('48.2 KB');
    expect(figure(reportsText.pages)).toHaveTextContent(String(readyFigures.pages));
    expect(details().getByText(`${readyFigures.complianceScore}%`)).toHaveStyle({
      color: theme.palette.warning.main,
    });
    for (const name of actionNames) expect(action(name)).toBeEnabled();

    // Nothing is generating any more: the page stops looking.
    const settled = lists();
    await advance(REPORT_POLL_MS * 3);
    expect(lists()).toBe(settled);
  });

  it('shows the reason when the server could not finish the report', async () => {
    const view = await setup();
    const report = await generate(view);
    view.fake.markFailed(report.id, 'The assessment changed while the PDF was drawn');

    await advance(REPORT_POLL_MS);
    await waitFor(() => expect(list().getAllByRole('button')[0]).toHaveTextContent(statusLabels.failed));
    expect(toasts(view.store)).toEqual([
      { kind: 'info', message: reportsText.generationStarted },
      { kind: 'error', message: 'The assessment changed while the PDF was drawn' },
    ]);
    for (const name of actionNames) expect(action(name)).toBeDisabled();
  });
});

describe('ReportsPage: the custom report modal', () => {
  const openModal = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: reportsText.newCustomReport }));
    return within(await screen.findByRole('dialog', { name: customReportText.title }));
  };
  const choose = async (
    user: ReturnType<typeof userEvent.setup>,
    dialog: ReturnType<typeof within>,
    label: string,
    option: string,
  ) => {
    await user.click(dialog.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  };

  it('asks for a framework only for a Custom report, and sends it with the sections chosen', async () => {
    const { user, fake } = await renderReports();
    const dialog = await openModal(user);
    await choose(user, dialog, customReportText.type, reportTypeLabels.hipaa);
    expect(dialog.queryByRole('combobox', { name: customReportText.framework })).not.toBeInTheDocument();
    await choose(user, dialog, customReportText.type, reportTypeLabels.custom);
    expect(dialog.getByRole('combobox', { name: customReportText.framework })).toBeInTheDocument();
    await choose(user, dialog, customReportText.framework, frameworkLabels.GDPR);

    await user.type(dialog.getByRole('textbox', { name: customReportText.name }), 'Payments Audit');
    await user.click(dialog.getByRole('checkbox', { name: 'Evidence Appendix' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Remediation Plan' }));
    expect(dialog.getByRole('checkbox', { name: 'Evidence Appendix' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: customReportText.submit }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    const chosen = reportSections.filter(
      (section) => section !== 'Evidence Appendix' && section !== 'Remediation Plan',
    );
    expect(fake.bodies('POST', '/api/reports')).toEqual([
      { name: 'Payments Audit', type: 'custom', framework: 'GDPR', sections: chosen, description: expect.any(String) },
    ]);
    expect(await screen.findByText(reportsText.generationStarted)).toBeInTheDocument();
    const first = list().getAllByRole('button')[0];
    expect(first).toHaveTextContent('Payments Audit');
    expect(first).toHaveTextContent(reportTypeLabels.custom);
    expect(figure(reportsText.framework)).toHaveTextContent(frameworkLabels.GDPR);
  });

  it('sends a template type without a framework', async () => {
    const { user, fake } = await renderReports();
    const dialog = await openModal(user);
    await choose(user, dialog, customReportText.type, reportTypeLabels.hipaa);
    await user.type(dialog.getByRole('textbox', { name: customReportText.name }), 'Clinic Review');
    await user.click(dialog.getByRole('button', { name: customReportText.submit }));
    await waitFor(() => expect(fake.bodies('POST', '/api/reports')).toHaveLength(1));
    expect(fake.bodies('POST', '/api/reports')[0]).toEqual({
      name: 'Clinic Review',
      type: 'hipaa',
      sections: [...reportSections],
      description: expect.any(String),
    });
  });

  it('names a report left without a name after the default, and closes with Cancel without asking', async () => {
    const { user, fake } = await renderReports();
    let dialog = await openModal(user);
    await user.click(dialog.getByRole('button', { name: customReportText.cancel }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(fake.bodies('POST', '/api/reports')).toEqual([]);

    dialog = await openModal(user);
    await user.type(dialog.getByRole('textbox', { name: customReportText.name }), '   ');
    await user.click(dialog.getByRole('button', { name: customReportText.submit }));
    await waitFor(() => expect(fake.bodies('POST', '/api/reports')).toHaveLength(1));
    expect(fake.bodies('POST', '/api/reports')[0]).toMatchObject({
      name: customReportText.defaultName,
      type: 'custom',
      framework: 'SOC2',
    });
    await waitFor(() => expect(listedNames()[0]).toBe(customReportText.defaultName));
  });
});

describe('ReportsPage: the report’s actions', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  it('downloads the PDF under the server’s file name, without the file passing through the store', async () => {
    const { user, fake, store } = await renderReports();
    await user.click(action(reportsText.downloadPdf));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [file] = downloads.saved;
    expect(file.fileName).toBe(reportPdfFileName(soc2.name));
    expect(file.fileName).not.toBe(`${soc2.name}.pdf`);
    expect(await fileStart(file.blob, PDF_MAGIC.length)).toBe(PDF_MAGIC);
    expect(downloads.revokeObjectURL).toHaveBeenCalledWith(downloads.createObjectURL.mock.results[0].value);
    expect(fake.requests()).toContain(`GET /api/reports/${soc2.id}/pdf`);
    expect(JSON.stringify(store.getState())).not.toContain(PDF_MAGIC);
    await waitFor(() => expect(action(reportsText.downloadPdf)).toBeEnabled());
  });

  it('says why a download failed', async () => {
    const fake = reportsFake();
    const { user, store } = await renderReports({ fake });
    // Someone else deleted it meanwhile.
    fake.reports.splice(0, 1);
    await user.click(action(reportsText.downloadPdf));
    expect(await screen.findByText('Report not found')).toBeInTheDocument();
    expect(toasts(store)).toEqual([{ kind: 'error', message: 'Report not found' }]);
    expect(downloads.saved).toEqual([]);
  });

  it('opens the report online at its own address', async () => {
    const { user, router } = await renderReports();
    await selectReport(user, iso.name);
    await user.click(action(reportsText.viewOnline));
    expect(await screen.findByRole('heading', { level: 1, name: iso.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(reportViewPath(iso.id));
  });

  it('deletes the report only once confirmed, then clears the selection', async () => {
    const { user, fake } = await renderReports();
    await user.click(action(reportsText.delete));
    let dialog = within(await screen.findByRole('dialog', { name: reportsText.confirmDeleteTitle }));
    expect(dialog.getByText(reportsText.confirmDelete(soc2.name))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: reportsText.cancel }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(fake.requests()).not.toContain(`DELETE /api/reports/${soc2.id}`);

    await user.click(action(reportsText.delete));
    dialog = within(await screen.findByRole('dialog', { name: reportsText.confirmDeleteTitle }));
    await user.click(dialog.getByRole('button', { name: reportsText.delete }));

    expect(await screen.findByText(reportsText.deleted)).toBeInTheDocument();
    expect(fake.requests()).toContain(`DELETE /api/reports/${soc2.id}`);
    await waitFor(() => expect(listedNames()).toEqual([iso.name, hipaa.name, failed.name]));
    expect(details().getByText(reportsText.noSelection)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares the report: a link with the chosen expiry, its URL shown once, listed, and revocable', async () => {
    const { user, fake } = await renderReports();
    await user.click(action(reportsText.share));
    let dialog = within(await screen.findByRole('dialog', { name: shareTargetText.report.title }));
    expect(dialog.getByText(shareTargetText.report.intro)).toBeInTheDocument();
    expect(await dialog.findByText(shareText.none)).toBeInTheDocument();

    const expiry = shareExpiryOptions[1];
    await user.click(dialog.getByRole('combobox', { name: shareText.expiresIn }));
    await user.click(await screen.findByRole('option', { name: expiry.label }));
    await user.click(dialog.getByRole('button', { name: shareText.create }));

    expect(await screen.findByText(shareText.created)).toBeInTheDocument();
    expect(fake.bodies('POST', `/api/reports/${soc2.id}/shares`)).toEqual([{ expiresInHours: expiry.hours }]);
    const url = dialog.getByRole<HTMLInputElement>('textbox', { name: shareText.linkLabel });
    expect(url.value).toMatch(/^http:\/\/localhost\/api\/shared-reports\/[\w-]{43}$/);
    expect(dialog.getByText(shareText.onceHint)).toBeInTheDocument();

    const links = () => within(dialog.getByRole('list', { name: shareText.existing }));
    const active = shareText.status({ revokedAt: null, expiresAt: '9999-12-31T00:00:00.000Z' }, Date.now());
    const revoked = shareText.status({ revokedAt: '2026-01-01T00:00:00.000Z', expiresAt: '' }, Date.now());
    await waitFor(() => expect(links().getAllByRole('listitem')).toHaveLength(1));
    expect(links().getByRole('listitem')).toHaveTextContent(active);
    expect(links().getByRole('listitem')).toHaveTextContent(shareText.opened(0));

    await user.click(links().getByRole('button', { name: shareText.revoke }));
    expect(await screen.findByText(shareText.revoked)).toBeInTheDocument();
    const [share] = fake.shares.get(soc2.id) ?? [];
    expect(fake.requests()).toContain(`DELETE /api/reports/${soc2.id}/shares/${share.id}`);
    await waitFor(() => expect(links().getByRole('listitem')).toHaveTextContent(revoked));
    expect(links().queryByRole('button', { name: shareText.revoke })).not.toBeInTheDocument();

    // Closed and opened again, the dialog lists the link but no longer shows its URL.
    await user.click(dialog.getByRole('button', { name: shareText.close }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(action(reportsText.share));
    dialog = within(await screen.findByRole('dialog', { name: shareTargetText.report.title }));
    await waitFor(() => expect(links().getAllByRole('listitem')).toHaveLength(1));
    expect(dialog.queryByRole('textbox', { name: shareText.linkLabel })).not.toBeInTheDocument();
  });

  it('schedules the report for the members chosen, lists the schedule, and removes it', async () => {
    const { user, fake } = await renderReports();
    await user.click(action(reportsText.schedule));
    const dialog = within(await screen.findByRole('dialog', { name: scheduleText.title }));
    expect(dialog.getByText(scheduleText.intro(soc2.name))).toBeInTheDocument();
    const [alex, priya] = recipientsFixture;
    const priyaBox = await dialog.findByRole('checkbox', { name: `${priya.name} (${priya.email})` });
    expect(dialog.getByRole('checkbox', { name: `${alex.name} (${alex.email})` })).not.toBeChecked();
    expect(await dialog.findByText(scheduleText.none)).toBeInTheDocument();

    const submit = dialog.getByRole('button', { name: scheduleText.create });
    expect(submit).toBeDisabled();
    await user.click(dialog.getByRole('combobox', { name: scheduleText.frequency }));
    await user.click(await screen.findByRole('option', { name: scheduleText.weekly }));
    await user.click(priyaBox);
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText(scheduleText.created)).toBeInTheDocument();
    expect(fake.bodies('POST', '/api/reports/schedules')).toEqual([
      { type: soc2.type, frequency: 'weekly', recipientIds: [priya.id] },
    ]);
    const schedules = () => within(dialog.getByRole('list', { name: scheduleText.existing }));
    await waitFor(() => expect(schedules().getAllByRole('listitem')).toHaveLength(1));
    const [item] = schedules().getAllByRole('listitem');
    expect(item).toHaveTextContent(`${reportTypeLabels.soc2} (${frameworkLabels.SOC2}), weekly`);
    expect(item).toHaveTextContent(priya.name);
    // The form is ready for another schedule.
    expect(priyaBox).not.toBeChecked();
    expect(submit).toBeDisabled();

    const [schedule] = fake.schedules;
    await user.click(within(item).getByRole('button', { name: scheduleText.remove }));
    expect(await screen.findByText(scheduleText.removed)).toBeInTheDocument();
    expect(fake.requests()).toContain(`DELETE /api/reports/schedules/${schedule.id}`);
    await waitFor(() => expect(dialog.getByText(scheduleText.none)).toBeInTheDocument());
    expect(fake.schedules).toEqual([]);
  });

  it('schedules a custom report with its framework', async () => {
    const custom = reportFixture({ ...failed, status: 'ready', failureReason: null, ...readyFigures });
    const { user, fake } = await renderReports({ fake: reportsFake({ reports: [custom, soc2] }) });
    expect(details().getByRole('heading', { level: 3, name: custom.name })).toBeInTheDocument();

    await user.click(action(reportsText.schedule));
    const dialog = within(await screen.findByRole('dialog', { name: scheduleText.title }));
    const [alex] = recipientsFixture;
    await user.click(await dialog.findByRole('checkbox', { name: `${alex.name} (${alex.email})` }));
    await user.click(dialog.getByRole('button', { name: scheduleText.create }));
    await screen.findByText(scheduleText.created);
    expect(fake.bodies('POST', '/api/reports/schedules')).toEqual([
      { type: 'custom', framework: failed.framework, frequency: 'monthly', recipientIds: [alex.id] },
    ]);
  });
});

describe('ReportsPage permissions', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  it('lets an Auditor read, download and view reports, and nothing more', async () => {
    const { user, fake } = await renderReports({ role: 'Auditor' });
    expect(listedNames()).toEqual(reportsFixture.map((report) => report.name));
    for (const template of reportTemplates) expect(templateButton(template.name)).toBeDisabled();
    const custom = screen.getByRole('button', { name: reportsText.newCustomReport });
    expect(custom).toBeDisabled();
    for (const name of manageActions) expect(action(name)).toBeDisabled();
    expect(action(reportsText.downloadPdf)).toBeEnabled();
    expect(action(reportsText.viewOnline)).toBeEnabled();

    await user.hover(custom.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('reports:manage'));

    await user.click(action(reportsText.downloadPdf));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    // Only what an Auditor may read was asked for.
    expect(fake.requests()).toEqual(['GET /api/reports', `GET /api/reports/${soc2.id}/pdf`]);

    await user.click(action(reportsText.viewOnline));
    expect(await screen.findByRole('heading', { level: 1, name: soc2.name })).toBeInTheDocument();
  });

  it('shows a Viewer the not-permitted notice and asks the server for nothing', async () => {
    const fake = reportsFake({ role: 'Viewer' });
    server.use(...fake.handlers);
    renderWithProviders(<ReportsPage />, { preloadedState: signedInState({ ...demoUser, role: 'Viewer' }) });
    expect(await screen.findByText(accessText.noPageAccess)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(roleDoesNotAllow('reports:read')))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: reportsText.listHeading })).not.toBeInTheDocument();
    expect(fake.requests()).toEqual([]);
  });
});
