import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadFailedText } from '@/components/feedback/messages';
import { ASSESSMENT_RELOAD_DELAY_MS, assessmentText } from '@/features/assessments/constants';
import { type Role, frameworkLabels } from '@/contracts/enums';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { complianceText, summaryText } from '@/features/compliance/constants';
import ComplianceHeatMapPage from '@/features/compliance/ComplianceHeatMapPage';
import { REPORT_POLL_MS } from '@/features/reports/constants';
import { signedInState } from '@/testing/authState';
import { captureDownloads } from '@/testing/downloads';
import { heatmapFixture, neverAssessedHeatmap } from '@/testing/fixtures/heatmap';
import { reportPdfFileName, reportsFake } from '@/testing/fixtures/reports';
import { assessmentStarted, demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderHeatMap = (route = '/compliance', role: Role = demoUser.role) =>
  renderWithProviders(<ComplianceHeatMapPage />, { preloadedState: signedInState({ ...demoUser, role }), route });

type Reply = 'ok' | 'fail' | 'never';

/** Answers the heat map with each reply in turn (the last one repeats) and counts the requests. */
const heatmapReplies = (...replies: Reply[]) => {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/dashboard/compliance-heatmap', () => {
      const reply = replies[Math.min(calls.count, replies.length - 1)];
      calls.count += 1;
      if (reply === 'fail') {
        return HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 });
      }
      return HttpResponse.json({ success: true, data: reply === 'ok' ? heatmapFixture() : neverAssessedHeatmap() });
    }),
  );
  return calls;
};

const summary = () => screen.queryByRole('region', { name: summaryText.label });
const failurePanel = () => screen.queryByRole('region', { name: complianceText.loadFailed });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('ComplianceHeatMapPage states (SPEC §4, §8)', () => {
  it('shows skeleton tiles while loading', async () => {
    renderHeatMap();
    expect(screen.getByRole('status', { name: complianceText.loading })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: summaryText.label })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: complianceText.loading })).not.toBeInTheDocument();
  });

  it('fails with a toast and a full panel, and Try Again loads the tiles', async () => {
    const calls = heatmapReplies('fail', 'ok');
    const { user } = renderHeatMap();

    expect(await screen.findByRole('alert')).toHaveTextContent(complianceText.loadFailed);
    expect(failurePanel()).toBeInTheDocument();
    expect(summary()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: loadFailedText.tryAgain }));

    expect(await screen.findByRole('region', { name: summaryText.label })).toBeInTheDocument();
    expect(failurePanel()).not.toBeInTheDocument();
    expect(screen.getAllByText(complianceText.loadFailed)).toHaveLength(1);
    expect(calls.count).toBe(2);
  });

  it('refreshes with a success toast', async () => {
    const calls = heatmapReplies('ok');
    const { user } = renderHeatMap();
    await screen.findByRole('region', { name: summaryText.label });
    await user.click(screen.getByRole('button', { name: complianceText.refresh }));
    expect(await screen.findByText(complianceText.refreshed)).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('keeps the tiles when a refresh fails and says so', async () => {
    heatmapReplies('ok', 'fail');
    const { user } = renderHeatMap();
    await screen.findByRole('region', { name: summaryText.label });
    await user.click(screen.getByRole('button', { name: complianceText.refresh }));
    expect(await screen.findByRole('alert')).toHaveTextContent(complianceText.refreshFailed);
    expect(summary()).toBeInTheDocument();
    expect(failurePanel()).not.toBeInTheDocument();
  });

  it('offers Run Assessment when the framework was never assessed', async () => {
    heatmapReplies('never');
    renderHeatMap();
    const empty = await screen.findByRole('region', { name: complianceText.neverAssessedTitle('SOC 2') });
    expect(empty).toHaveTextContent(complianceText.neverAssessedHint);
    expect(screen.getAllByRole('button', { name: assessmentText.run })).toHaveLength(2);
    expect(summary()).not.toBeInTheDocument();
  });
});

describe('ComplianceHeatMapPage work done by the server (SPEC §4)', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    jest.useFakeTimers();
    downloads = captureDownloads();
  });
  afterEach(() => {
    downloads.restore();
    jest.useRealTimers();
  });
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });

  it('runs an assessment of the selected framework and reloads the tiles 3 s after it succeeded', async () => {
    const calls = heatmapReplies('ok');
    let runBody: unknown;
    server.use(
      http.post('*/api/dashboard/run-assessment', async ({ request }) => {
        runBody = await request.json();
        return HttpResponse.json({
          success: true,
          message: assessmentText.started,
          data: assessmentStarted(['HIPAA']),
        });
      }),
    );
    renderHeatMap('/compliance?framework=HIPAA');
    const user = setupUser();
    await screen.findByRole('region', { name: summaryText.label });

    await user.click(screen.getByRole('button', { name: assessmentText.run }));
    await advance(0);
    expect(runBody).toEqual({ framework: 'HIPAA' });
    expect(screen.getByText(assessmentText.starting)).toBeInTheDocument();
    expect(screen.getByText(assessmentText.started)).toBeInTheDocument();

    await advance(ASSESSMENT_RELOAD_DELAY_MS - 1);
    expect(calls.count).toBe(1);
    await advance(1);
    expect(calls.count).toBe(2);
  });

  it('exports a real report: generated by the server, awaited, its PDF downloaded, then says so', async () => {
    const iso = frameworkLabels.ISO27001;
    const fake = reportsFake();
    server.use(...fake.handlers);
    renderHeatMap('/compliance?framework=ISO27001');
    const user = setupUser();
    await screen.findByRole('region', { name: summaryText.label });

    await user.click(screen.getByRole('button', { name: complianceText.exportReport }));
    expect(screen.getByText(complianceText.exportStarted(iso))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: complianceText.exporting })).toBeDisabled();
    await advance(0);
    expect(fake.bodies('POST', '/api/reports')).toEqual([
      { name: complianceText.reportName(iso), type: 'iso27001', description: expect.any(String) },
    ]);

    await advance(REPORT_POLL_MS);
    expect(screen.queryByText(complianceText.exported(iso))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: complianceText.exporting })).toBeDisabled();

    fake.markReady(fake.lastGenerated().id);
    await advance(REPORT_POLL_MS);
    expect(screen.getByText(complianceText.exported(iso))).toBeInTheDocument();
    expect(downloads.saved.map((file) => file.fileName)).toEqual([reportPdfFileName(complianceText.reportName(iso))]);
    expect(screen.getByRole('button', { name: complianceText.exportReport })).toBeEnabled();
  });

  it('shows the server’s refusal and offers Export Report again', async () => {
    const refusal = `${frameworkLabels.HIPAA} has never been assessed: run an assessment first`;
    const fake = reportsFake();
    fake.refuseNextGeneration(refusal);
    server.use(...fake.handlers);
    renderHeatMap('/compliance?framework=HIPAA');
    const user = setupUser();
    await screen.findByRole('region', { name: summaryText.label });

    await user.click(screen.getByRole('button', { name: complianceText.exportReport }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: complianceText.exportReport })).toBeEnabled();
    expect(fake.requests()).toEqual(['POST /api/reports']);
  });
});

describe('ComplianceHeatMapPage Export Report permission', () => {
  it.each<Role>(['Auditor', 'Security Analyst', 'Viewer'])(
    'disables Export Report for the %s role, which lacks reports:manage, and says why',
    async (role) => {
      const fake = reportsFake({ role });
      server.use(...fake.handlers);
      const { user } = renderHeatMap('/compliance', role);
      await screen.findByRole('region', { name: summaryText.label });
      const exportButton = screen.getByRole('button', { name: complianceText.exportReport });
      expect(exportButton).toBeDisabled();
      await user.hover(exportButton.parentElement as HTMLElement);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('reports:manage'));
      expect(fake.requests()).toEqual([]);
    },
  );

  it.each<Role>(['Admin', 'Compliance Manager'])('offers Export Report to the %s role', async (role) => {
    renderHeatMap('/compliance', role);
    await screen.findByRole('region', { name: summaryText.label });
    expect(screen.getByRole('button', { name: complianceText.exportReport })).toBeEnabled();
  });
});
