import { screen, within } from '@testing-library/react';
import { paths, reportViewPath } from '@/app/paths';
import type { Role } from '@/contracts/enums';
import { type Report, type ReportSnapshot, reportSnapshot } from '@/contracts/reports';
import { reportSections } from '@/contracts/reportOptions';
import { loadFailedText } from '@/components/feedback/messages';
import { accessText } from '@/features/auth/constants';
import {
  extraSectionTitles,
  implementedLabels,
  reportsText,
  reportViewText,
  statusLabels,
} from '@/features/reports/constants';
import ReportsPage from '@/features/reports/ReportsPage';
import ReportViewPage from '@/features/reports/ReportViewPage';
import { signedInState } from '@/testing/authState';
import { reportFixture, reportsFake, snapshotFixture } from '@/testing/fixtures/reports';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(20_000);

const [summary, controls, findings, remediation, evidence] = reportSections;

const soc2Report = reportFixture({ id: '00000000-0000-4000-8000-000600000001', name: 'SOC 2 Type II, Q3 2026' });
const isoReport = reportFixture({
  id: '00000000-0000-4000-8000-000600000002',
  name: 'ISO 27001 Gap Analysis',
  type: 'iso27001',
  framework: 'ISO27001',
});
const gdprReport = reportFixture({
  id: '00000000-0000-4000-8000-000600000003',
  name: 'GDPR Security Review',
  type: 'custom',
  framework: 'GDPR',
});

/** Opens `report` online, its snapshot as given, and waits for its heading. */
const renderReport = async (report: Report, snapshot: ReportSnapshot, role: Role = demoUser.role) => {
  const fake = reportsFake({ reports: [report], snapshots: { [report.id]: snapshot }, role });
  server.use(...fake.handlers);
  const view = renderWithProviders(
    [
      { path: paths.reports, element: <ReportsPage /> },
      { path: `${paths.reports}/:reportId`, element: <ReportViewPage /> },
    ],
    { preloadedState: signedInState({ ...demoUser, role }), route: reportViewPath(report.id) },
  );
  await screen.findByRole('heading', { level: 1, name: report.name });
  return { ...view, fake };
};

const document = (name: string) => within(screen.getByRole('article', { name }));
const sectionNames = (name: string) =>
  document(name)
    .getAllByRole('region')
    .map((region) => within(region).getAllByRole('heading')[0].textContent);
const section = (name: string) => within(screen.getByRole('region', { name }));
const rowOf = (table: HTMLElement, controlId: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === controlId);

describe('ReportViewPage (View Online)', () => {
  it('the fixtures are snapshots the server could send', () => {
    for (const framework of ['SOC2', 'ISO27001', 'HIPAA', 'GDPR'] as const) {
      expect(reportSnapshot.safeParse(snapshotFixture({ framework })).success).toBe(true);
    }
  });

  it('shows the report’s cover and every section it holds, SOC 2’s period activity before the appendix', async () => {
    const snapshot = snapshotFixture({ title: soc2Report.name });
    const { fake } = await renderReport(soc2Report, snapshot);
    expect(screen.getByText(reportViewText.cover(snapshot.organization, snapshot.frameworkName))).toBeInTheDocument();
    expect(screen.getByText(reportViewText.period('Jul 4, 2026', 'Oct 2, 2026'))).toBeInTheDocument();
    expect(
      screen.getByText(reportViewText.generatedBy(snapshot.requestedBy, 'Oct 2, 2026, 2:30 PM UTC')),
    ).toBeInTheDocument();
    expect(fake.requests()).toEqual([`GET /api/reports/${soc2Report.id}`]);

    // As the PDF orders them: the template's own section goes before the appendix, which stays last.
    expect(sectionNames(soc2Report.name)).toEqual([
      summary,
      controls,
      findings,
      remediation,
      extraSectionTitles.periodActivity,
      evidence,
    ]);
    expect(section(summary).getByText(`${snapshot.assessment.score}%`)).toBeInTheDocument();
    expect(section(summary).getByText(reportViewText.previousScore(70))).toBeInTheDocument();
    expect(section(extraSectionTitles.periodActivity).getByText(reportViewText.activityTotal(22))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: extraSectionTitles.applicability })).not.toBeInTheDocument();
  });

  it('lists the critical controls first in Findings, then the warnings, and leaves out what passed', async () => {
    await renderReport(soc2Report, snapshotFixture());
    const table = section(findings).getByRole('table');
    const ids = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(ids).toEqual(['CC6.1', 'CC7.1', 'CC6.2']);
    expect(rowOf(table, 'CC6.1')).toHaveTextContent('MFA is not enforced for 3 of 12 users');
    expect(rowOf(table, 'CC6.1')).toHaveTextContent('critical');
  });

  it('shows only the sections the report was asked for', async () => {
    const snapshot = snapshotFixture({ sections: [summary, findings] });
    await renderReport(soc2Report, snapshot);
    expect(sectionNames(soc2Report.name)).toEqual([summary, findings, extraSectionTitles.periodActivity]);
    for (const name of [controls, remediation, evidence]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });

  it('adds ISO 27001’s Statement of Applicability, a warning control implemented partially', async () => {
    const snapshot = snapshotFixture({ framework: 'ISO27001', title: isoReport.name });
    await renderReport(isoReport, snapshot);
    expect(screen.getByText(reportViewText.cover(snapshot.organization, 'ISO 27001'))).toBeInTheDocument();
    const applicability = section(extraSectionTitles.applicability).getByRole('table', {
      name: extraSectionTitles.applicability,
    });
    const implemented = within(applicability)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === reportViewText.implemented);
    const implementedIn = (controlId: string) =>
      within(rowOf(applicability, controlId) as HTMLElement).getAllByRole('cell')[implemented].textContent;
    expect(implementedIn('A.5.15')).toBe(implementedLabels.warning);
    expect(implementedIn('A.8.24')).toBe(implementedLabels.critical);
    expect(implementedIn('A.5.1')).toBe(implementedLabels.passed);
    expect(screen.queryByRole('region', { name: extraSectionTitles.periodActivity })).not.toBeInTheDocument();
    expect(sectionNames(isoReport.name).at(-1)).toBe(evidence);
  });

  it('adds neither template section to a custom report, and names GDPR articles as such', async () => {
    await renderReport(gdprReport, snapshotFixture({ framework: 'GDPR', type: 'custom' }));
    expect(screen.queryByRole('region', { name: extraSectionTitles.periodActivity })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: extraSectionTitles.applicability })).not.toBeInTheDocument();
    expect(section(controls).getByRole('cell', { name: 'Art. 32' })).toBeInTheDocument();
    expect(section(findings).getByText(reportViewText.noFindings)).toBeInTheDocument();
  });

  it('lets an Auditor read it, and leads back to the reports', async () => {
    const { user, router } = await renderReport(soc2Report, snapshotFixture(), 'Auditor');
    await user.click(screen.getByRole('link', { name: reportViewText.back }));
    expect(await screen.findByRole('heading', { level: 1, name: reportsText.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.reports);
    const list = within(await screen.findByRole('list', { name: reportsText.listHeading }));
    expect(list.getByRole('button', { name: new RegExp(`^${soc2Report.name}`) })).toHaveTextContent(statusLabels.ready);
  });

  it('says so when the report cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fake = reportsFake({ reports: [] });
    server.use(...fake.handlers);
    renderWithProviders([{ path: `${paths.reports}/:reportId`, element: <ReportViewPage /> }], {
      preloadedState: signedInState(),
      route: reportViewPath(soc2Report.id),
    });
    expect(await screen.findByRole('heading', { name: reportViewText.loadFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: loadFailedText.tryAgain })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('is not for a Viewer', async () => {
    const fake = reportsFake({ role: 'Viewer' });
    server.use(...fake.handlers);
    renderWithProviders([{ path: `${paths.reports}/:reportId`, element: <ReportViewPage /> }], {
      preloadedState: signedInState({ ...demoUser, role: 'Viewer' }),
      route: reportViewPath(soc2Report.id),
    });
    expect(await screen.findByText(accessText.noPageAccess)).toBeInTheDocument();
    expect(fake.requests()).toEqual([]);
  });
});
