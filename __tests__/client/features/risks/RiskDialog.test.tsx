import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { riskAssessmentText, riskFormText, riskTreatmentLabels, risksText } from '@/features/risks/constants';
import RisksPage from '@/features/risks/RisksPage';
import { signedInState } from '@/testing/authState';
import { riskAssessmentsFixture, riskHandlers, risksFixture } from '@/testing/fixtures/risks';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// Each dialog is driven through several selects and a date field: slow on a busy machine.
jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

const renderPage = () => {
  server.use(...riskHandlers);
  return renderWithProviders([{ path: paths.risks, element: <RisksPage /> }], {
    preloadedState: signedInState(demoUser),
    route: paths.risks,
  });
};

const choose = async (user: ReturnType<typeof renderPage>['user'], label: string | RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the risk dialogs', () => {
  it('says what is missing before adding a risk, then sends it whole', async () => {
    const sent: unknown[] = [];
    const { user } = renderPage();
    server.use(
      http.post('*/api/risks', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: risksFixture[0] }, { status: 201 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: risksText.addRisk }));
    const dialog = await screen.findByRole('dialog', { name: riskFormText.addTitle });
    await choose(user, riskFormText.treatment, riskTreatmentLabels.mitigate);
    await user.click(within(dialog).getByRole('button', { name: riskFormText.save }));
    expect(within(dialog).getByText(riskFormText.required(riskFormText.title))).toBeInTheDocument();
    expect(within(dialog).getByText(riskFormText.required(riskFormText.reviewOn))).toBeInTheDocument();
    expect(within(dialog).getByText(riskFormText.mitigateNeedsLink)).toBeInTheDocument();
    await choose(user, `${riskFormText.residual}: ${riskFormText.likelihood}`, '5');
    await user.click(within(dialog).getByRole('button', { name: riskFormText.save }));
    expect(within(dialog).getByText(riskFormText.residualAboveInherent)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await choose(user, `${riskFormText.residual}: ${riskFormText.likelihood}`, '2');
    await user.type(within(dialog).getByRole('textbox', { name: riskFormText.title }), 'Backups never restored');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${riskFormText.reviewOn}`)), '2027-03-01');
    await user.click(within(dialog).getByRole('combobox', { name: riskFormText.controls }));
    await user.click(await screen.findByRole('option', { name: /A1\.3 · Recovery plan testing/ }));
    await user.click(within(dialog).getByRole('button', { name: riskFormText.save }));

    expect(await screen.findByText(riskFormText.added)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: 'Backups never restored',
        description: '',
        category: 'security',
        ownerId: demoUser.id,
        controls: [{ framework: 'SOC2', controlId: 'A1.3' }],
        taskIds: [],
        inherent: { likelihood: 3, impact: 3 },
        residual: { likelihood: 2, impact: 3 },
        treatment: { type: 'mitigate' },
        reviewOn: '2027-03-01',
        status: 'open',
      },
    ]);
  });

  it('treats a risk by accepting it, only with an approver who may and an expiry ahead', async () => {
    const sent: unknown[] = [];
    const { user } = renderPage();
    server.use(
      http.put('*/api/risks/:riskId', async ({ request, params }) => {
        sent.push({ riskId: params.riskId, body: await request.json() });
        return HttpResponse.json({ success: true, data: risksFixture[0] });
      }),
    );
    await user.click(await screen.findByRole('button', { name: risksText.edit(risksFixture[0].title) }));
    const dialog = await screen.findByRole('dialog', { name: riskFormText.editTitle });
    await choose(user, riskFormText.treatment, riskTreatmentLabels.accept);
    await user.click(within(dialog).getByRole('button', { name: riskFormText.save }));
    expect(within(dialog).getByText(riskFormText.required(riskFormText.approver))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: riskFormText.approver }));
    const approvers = await screen.findByRole('listbox');
    expect(within(approvers).queryByRole('option', { name: 'Jordan Lee' })).not.toBeInTheDocument();
    await user.click(within(approvers).getByRole('option', { name: 'Priya Shah' }));
    await user.type(within(dialog).getByLabelText(new RegExp(`^${riskFormText.expiresOn}`)), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: riskFormText.save }));
    expect(within(dialog).getByText(riskFormText.expiryNotFuture)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(new RegExp(`^${riskFormText.expiresOn}`)));
    await user.type(within(dialog).getByLabelText(new RegExp(`^${riskFormText.expiresOn}`)), '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: riskFormText.save }));

    expect(await screen.findByText(riskFormText.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        riskId: 'rsk_backups',
        body: expect.objectContaining({
          treatment: { type: 'accept', approverId: 'usr_priya', expiresOn: '2099-06-30' },
          residual: { likelihood: 4, impact: 4 },
        }),
      }),
    ]);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    // The refusal is logged as every API failure is; here it is the point.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage();
    server.use(
      http.put('*/api/risks/:riskId', () =>
        HttpResponse.json(
          { success: false, message: 'ownerId: the owner must be an active member of the organisation' },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: risksText.edit(risksFixture[0].title) }));
    const dialog = await screen.findByRole('dialog', { name: riskFormText.editTitle });
    await user.click(within(dialog).getByRole('button', { name: riskFormText.save }));
    expect(await within(dialog).findByText(/^ownerId: the owner must be an active member/)).toBeInTheDocument();
  });

  it('records a risk assessment with its participants', async () => {
    const sent: unknown[] = [];
    const { user } = renderPage();
    server.use(
      http.post('*/api/risks/assessments', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: riskAssessmentsFixture[0] }, { status: 201 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: riskAssessmentText.record }));
    const dialog = await screen.findByRole('dialog', { name: riskAssessmentText.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: riskAssessmentText.save }));
    expect(within(dialog).getByText(riskAssessmentText.participantsRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${riskAssessmentText.participants}`) }));
    await user.click(await screen.findByRole('option', { name: 'Jordan Lee' }));
    await user.type(within(dialog).getByRole('textbox', { name: riskAssessmentText.notes }), 'Quarterly review');
    await user.click(within(dialog).getByRole('button', { name: riskAssessmentText.save }));

    expect(await screen.findByText(riskAssessmentText.recorded)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        heldOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        participantIds: ['usr_jordan'],
        notes: 'Quarterly review',
      },
    ]);
  });
});
