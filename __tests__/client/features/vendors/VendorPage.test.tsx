import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { reviewQuestions } from '@/contracts/vendorOptions';
import {
  vendorDocumentsText,
  vendorFindingsText,
  vendorFormText,
  vendorReviewsText as text,
} from '@/features/vendors/constants';
import VendorPage from '@/features/vendors/VendorPage';
import { signedInState } from '@/testing/authState';
import { payrollDetailFixture } from '@/testing/fixtures/vendors';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderPage = (user = demoUser) =>
  renderWithProviders([{ path: `${paths.vendors}/:vendorId`, element: <VendorPage /> }], {
    preloadedState: signedInState(user),
    route: '/vendors/ven_payroll',
  });

beforeEach(() => {
  server.use(
    http.get('*/api/vendors/ven_payroll', () => HttpResponse.json({ success: true, data: payrollDetailFixture })),
  );
});

describe('A vendor', () => {
  it('shows its findings with their requirement, its documents and that it awaits a review', async () => {
    renderPage();
    const findings = await screen.findByRole('region', { name: vendorFindingsText.heading });
    expect(findings).toHaveTextContent('HIPAA 164.308(b): No business associate agreement (BAA) is linked');
    const documents = screen.getByRole('region', { name: vendorDocumentsText.heading });
    expect(documents).toHaveTextContent('Gusto DPA (signed)');
    const reviews = screen.getByRole('region', { name: text.heading });
    expect(reviews).toHaveTextContent(text.notCurrent);
    expect(reviews).toHaveTextContent(text.empty);
  });

  it('records a review once every question is answered', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/vendors/ven_payroll/reviews', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: payrollDetailFixture }, { status: 201 });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: text.record }));
    const dialog = await screen.findByRole('dialog', { name: text.dialogTitle });
    const submit = within(dialog).getByRole('button', { name: text.submit });
    expect(submit).toBeDisabled();
    // Role queries over a dialog this size are slow: the groups are found once, in the order of the questions.
    const groups = within(dialog).getAllByRole('radiogroup');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual(
      reviewQuestions.map((question) => `review-${question.id}`),
    );
    reviewQuestions.forEach((question, index) => {
      const group = groups[index] as HTMLElement;
      fireEvent.click(within(group).getByLabelText(question.id === 'continuity' ? 'No' : 'Yes'));
    });
    await user.click(within(dialog).getByLabelText(text.findings));
    await user.paste('No tested recovery plan.');
    await user.click(submit);
    expect(await screen.findByText(text.recorded)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        answers: Object.fromEntries(
          reviewQuestions.map((question) => [question.id, question.id === 'continuity' ? 'no' : 'yes']),
        ),
        findings: 'No tested recovery plan.',
        decision: 'approved',
      },
    ]);
  });

  it('leaves a reader without the edit, link and review actions', async () => {
    renderPage({ ...demoUser, role: 'Auditor' });
    await screen.findByRole('region', { name: text.heading });
    expect(screen.queryByRole('button', { name: vendorFormText.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: vendorDocumentsText.link })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.record })).not.toBeInTheDocument();
  });
});
