import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import {
  riskAssessmentListResponse,
  riskListResponse,
  riskOptionsResponse,
  riskOverviewResponse,
  riskSuggestionsResponse,
} from '@/contracts/risks';
import { riskMatrixText, riskSuggestionsText, riskAssessmentText, risksText as text } from '@/features/risks/constants';
import RisksPage from '@/features/risks/RisksPage';
import { signedInState } from '@/testing/authState';
import {
  riskAssessmentsFixture,
  riskHandlers,
  riskOptionsFixture,
  riskOverviewFixture,
  riskSuggestionsFixture,
  risksFixture,
} from '@/testing/fixtures/risks';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderPage = (user = demoUser) => {
  server.use(...riskHandlers);
  return renderWithProviders([{ path: paths.risks, element: <RisksPage /> }], {
    preloadedState: signedInState(user),
    route: paths.risks,
  });
};

describe('Risks', () => {
  it('serves fixtures the contract accepts', () => {
    const page = { page: 1, limit: 25, total: 2, pages: 1 };
    const data = { risks: risksFixture, pagination: page, tolerance: riskOverviewFixture.tolerance };
    expect(riskListResponse.safeParse({ success: true, data }).success).toBe(true);
    expect(riskOverviewResponse.safeParse({ success: true, data: riskOverviewFixture }).success).toBe(true);
    expect(riskOptionsResponse.safeParse({ success: true, data: riskOptionsFixture }).success).toBe(true);
    const suggestions = { suggestions: riskSuggestionsFixture };
    expect(riskSuggestionsResponse.safeParse({ success: true, data: suggestions }).success).toBe(true);
    const assessments = { assessments: riskAssessmentsFixture };
    expect(riskAssessmentListResponse.safeParse({ success: true, data: assessments }).success).toBe(true);
  });

  it('lists the register with ratings, treatment and what needs attention', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: text.tableLabel });
    const [, backups, legacy] = within(table).getAllByRole('row');
    expect(backups).toHaveTextContent('Unrecoverable data loss after a ransomware attack');
    expect(backups).toHaveTextContent('20 (4×5)');
    expect(backups).toHaveTextContent('16 (4×4)');
    expect(backups).toHaveTextContent(text.untreated);
    expect(backups).toHaveTextContent(text.needsTreatment);
    expect(legacy).toHaveTextContent('Accept');
    expect(legacy).toHaveTextContent(text.acceptanceExpired);
    expect(legacy).not.toHaveTextContent(text.needsTreatment);
    expect(screen.getByText(text.summary(2, 1, 1))).toBeInTheDocument();
  });

  it('draws the heat matrix of residual ratings, with the tolerance, and switches to inherent', async () => {
    const { user } = renderPage();
    const residual = await screen.findByRole('img', { name: /^Residual risk heat matrix/ });
    expect(residual).toHaveAccessibleName(
      riskMatrixText.label(riskMatrixText.residual, `${riskMatrixText.cell(2, 3, 1)}; ${riskMatrixText.cell(4, 4, 1)}`),
    );
    expect(screen.getByText(riskMatrixText.tolerance('medium', 12))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: riskMatrixText.inherent }));
    expect(screen.getByRole('img', { name: /^Inherent risk heat matrix/ })).toHaveAccessibleName(
      riskMatrixText.label(riskMatrixText.inherent, `${riskMatrixText.cell(3, 3, 1)}; ${riskMatrixText.cell(4, 5, 1)}`),
    );
  });

  it('filters on the server for the risks needing treatment', async () => {
    const queries: string[] = [];
    const { user } = renderPage();
    server.use(
      http.get('*/api/risks', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({
          success: true,
          data: {
            risks: [risksFixture[0]],
            pagination: { page: 1, limit: 25, total: 1, pages: 1 },
            tolerance: riskOverviewFixture.tolerance,
          },
        });
      }),
    );
    await screen.findByRole('table', { name: text.tableLabel });
    await user.click(screen.getByRole('combobox', { name: text.filters.flag }));
    await user.click(await screen.findByRole('option', { name: text.filters.needsTreatment }));
    const table = await screen.findByRole('table', { name: text.tableLabel });
    await within(table).findByText(risksFixture[0].title);
    expect(queries).toContain('?needsTreatment=true');
    expect(within(table).queryByText(risksFixture[1].title)).not.toBeInTheDocument();
  });

  it('adds a suggested risk to the register in one click', async () => {
    const accepted: string[] = [];
    const { user } = renderPage();
    server.use(
      http.post('*/api/risks/suggestions/:checkId/accept', ({ params }) => {
        accepted.push(String(params.checkId));
        return HttpResponse.json({ success: true, data: risksFixture[0] }, { status: 201 });
      }),
    );
    const list = await screen.findByRole('list', { name: riskSuggestionsText.heading });
    expect(within(list).getByText(riskSuggestionsText.from('MFA enforcement'), { exact: false })).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: riskSuggestionsText.addLabel(riskSuggestionsFixture[0].title) }),
    );
    expect(await screen.findByText(riskSuggestionsText.added)).toBeInTheDocument();
    expect(accepted).toEqual(['mfa.enforced']);
  });

  it('shows the risk assessments held, and lets only those who manage the register write', async () => {
    renderPage({ ...demoUser, role: 'Auditor' });
    const assessments = await screen.findByRole('list', { name: riskAssessmentText.heading });
    expect(assessments).toHaveTextContent(riskAssessmentText.changes(1, 0, 0));
    expect(assessments).toHaveTextContent(riskAssessmentText.by('Priya Shah', 1));
    await screen.findByRole('table', { name: text.tableLabel });
    expect(screen.queryByRole('button', { name: text.addRisk })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: riskAssessmentText.record })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: riskSuggestionsText.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.edit(risksFixture[0].title) })).not.toBeInTheDocument();
  });
});
