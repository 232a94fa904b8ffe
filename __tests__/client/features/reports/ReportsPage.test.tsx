import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/app/store';
import { theme } from '@/app/theme/theme';
import { customReportText, REPORT_GENERATION_MS, reportsText, reportTemplates } from '@/features/reports/constants';
import { sampleReports } from '@/features/reports/sampleReports';
import ReportsPage from '@/features/reports/ReportsPage';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';

const [soc2, iso, hipaa, failed] = sampleReports;
const actionNames = [
  reportsText.downloadPdf,
  reportsText.viewOnline,
  reportsText.share,
  reportsText.schedule,
  reportsText.delete,
];

/** Renders the page and waits for its reports to arrive. */
const renderPage = async () => {
  const store = makeStore(signedInState(), { random: () => 0 });
  const view = renderWithProviders(<ReportsPage />, { store, route: '/reports' });
  await screen.findByRole('list', { name: reportsText.listHeading });
  return view;
};
const details = () => within(screen.getByRole('region', { name: reportsText.detailsHeading }));
const list = () => within(screen.getByRole('list', { name: reportsText.listHeading }));
const figure = (label: string) => details().getByText(label).nextElementSibling as HTMLElement;

// MUI selects and dialogs under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(20_000);

describe('ReportsPage', () => {
  it('shows the header, the four templates, the sample reports and the first one in detail', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: reportsText.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reportsText.refresh })).toBeInTheDocument();

    const templates = within(screen.getByRole('region', { name: reportsText.templatesHeading }));
    expect(templates.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'SOC 2 Type II Assessment',
      'ISO 27001 Gap Analysis',
      'HIPAA Compliance Review',
      'Custom Security Audit',
    ]);

    expect(
      list()
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(sampleReports.map((report) => expect.stringContaining(report.name)));
    expect(list().getByRole('button', { name: new RegExp(failed.name) })).toHaveTextContent('Failed');

    expect(details().getByRole('heading', { level: 3, name: soc2.name })).toBeInTheDocument();
    expect(figure(reportsText.status)).toHaveTextContent('Ready');
    expect(figure(reportsText.generated)).toHaveTextContent('Oct 2, 2026, 2:30 PM UTC');
    expect(figure(reportsText.pages)).toHaveTextContent('45');
    expect(figure(reportsText.size)).toHaveTextContent('2.4 MB');
    expect(figure(reportsText.criticalIssues)).toHaveTextContent('2');
    expect(figure(reportsText.warnings)).toHaveTextContent('8');
    for (const name of actionNames) expect(details().getByRole('button', { name })).toBeEnabled();
  });

  it.each([
    [soc2.name, '87%', theme.palette.success.main],
    [iso.name, '72%', theme.palette.warning.main],
    [hipaa.name, '54%', theme.palette.error.main],
  ])('colours the score of %s per SPEC §9', async (name, score, color) => {
    const { user } = await renderPage();
    await user.click(await list().findByRole('button', { name: new RegExp(name) }));
    expect(details().getByText(score)).toHaveStyle({ color });
  });

  it('shows a failed report with every action unavailable', async () => {
    const { user } = await renderPage();
    await user.click(await list().findByRole('button', { name: new RegExp(failed.name) }));
    expect(figure(reportsText.status)).toHaveTextContent('Failed');
    expect(details().getByText(reportsText.failedHint)).toBeInTheDocument();
    for (const name of actionNames) expect(details().getByRole('button', { name })).toBeDisabled();
  });

  it('answers View Online, Share, Schedule and Refresh with toasts', async () => {
    const { user } = await renderPage();
    await user.click(await details().findByRole('button', { name: reportsText.viewOnline }));
    await user.click(details().getByRole('button', { name: reportsText.share }));
    await user.click(details().getByRole('button', { name: reportsText.schedule }));
    await user.click(screen.getByRole('button', { name: reportsText.refresh }));
    const messages = [
      reportsText.viewOnlineSoon,
      reportsText.shareSoon,
      reportsText.scheduleSoon,
      reportsText.refreshed,
    ];
    for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('deletes the selected report and clears the selection', async () => {
    const { user } = await renderPage();
    await user.click(await details().findByRole('button', { name: reportsText.delete }));
    expect(await screen.findByText(reportsText.deleted)).toBeInTheDocument();
    expect(list().queryByRole('button', { name: new RegExp(soc2.name) })).not.toBeInTheDocument();
    expect(details().getByText(reportsText.noSelection)).toBeInTheDocument();
  });

  it('downloads the selected report as a PDF file', async () => {
    const createObjectURL = jest.fn<string, [Blob]>(() => 'blob:report');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user, store } = await renderPage();

    await user.click(await details().findByRole('button', { name: reportsText.downloadPdf }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder('latin1').decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(clicked[0]).toHaveAttribute('download', 'SOC-2-Type-II-Assessment-Q3-2026.pdf');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:report');
    // The file goes from jsPDF to the browser, never through the store.
    expect(JSON.stringify(store.getState())).not.toContain('%PDF');
    click.mockRestore();
  });
  it('generates a custom report from the modal, which closes with Escape or Cancel', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: reportsText.newCustomReport }));
    expect(screen.getByRole('dialog', { name: customReportText.title })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    await user.click(screen.getByRole('button', { name: reportsText.newCustomReport }));
    await user.click(screen.getByRole('button', { name: customReportText.cancel }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    await user.click(screen.getByRole('button', { name: reportsText.newCustomReport }));
    const dialog = within(screen.getByRole('dialog', { name: customReportText.title }));
    await user.type(dialog.getByLabelText(customReportText.name), 'Payments Audit');
    await user.click(dialog.getByRole('combobox', { name: customReportText.type }));
    await user.click(screen.getByRole('option', { name: 'HIPAA' }));
    expect(dialog.getByRole('group', { name: customReportText.sections })).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Evidence Appendix' }));
    expect(dialog.getByRole('checkbox', { name: 'Evidence Appendix' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: customReportText.submit }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    const first = list().getAllByRole('button')[0];
    expect(first).toHaveTextContent('Payments Audit');
    expect(first).toHaveTextContent('HIPAA');
    const sections = 'Sections: Executive Summary, Control Assessment, Findings and Risks, Remediation Plan.';
    expect(details().getByText(sections)).toBeInTheDocument();
  });

  it('names a custom report without a name after its default, without complaint', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: reportsText.newCustomReport }));
    await user.click(screen.getByRole('button', { name: customReportText.submit }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(list().getAllByRole('button')[0]).toHaveTextContent(customReportText.defaultName);
  });
});

describe('ReportsPage generation (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-01T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  const setup = async () => {
    const view = await renderPage();
    return { ...view, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
  };

  it('generates a template report: at the top as generating, ready with figures after 5 s', async () => {
    const { user } = await setup();
    const template = reportTemplates[1];
    await user.click(await screen.findByRole('button', { name: `${reportsText.useTemplate} ${template.name}` }));

    const first = list().getAllByRole('button')[0];
    expect(first).toHaveTextContent(template.name);
    expect(first).toHaveTextContent('Generating');
    expect(figure(reportsText.status)).toHaveTextContent('Generating');
    expect(details().getByText(reportsText.generatingHint)).toBeInTheDocument();
    for (const name of actionNames) expect(details().getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText(reportsText.generationStarted)).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(REPORT_GENERATION_MS));
    expect(list().getAllByRole('button')[0]).toHaveTextContent('Ready');
    expect(figure(reportsText.generated)).toHaveTextContent('Nov 1, 2026, 10:00 AM UTC');
    expect(figure(reportsText.pages)).toHaveTextContent('20');
    expect(figure(reportsText.size)).toHaveTextContent('1.0 MB');
    expect(figure(reportsText.complianceScore)).toHaveTextContent('70%');
    expect(figure(reportsText.criticalIssues)).toHaveTextContent('0');
    expect(figure(reportsText.warnings)).toHaveTextContent('5');
    for (const name of actionNames) expect(details().getByRole('button', { name })).toBeEnabled();
    expect(screen.getByText(reportsText.generationCompleted)).toBeInTheDocument();
  });
});
