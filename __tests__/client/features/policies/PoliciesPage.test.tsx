import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { policiesToAcceptResponse, policyDetailResponse, policyListResponse } from '@/contracts/policies';
import { policiesText as text, policyStatusLabels } from '@/features/policies/constants';
import PoliciesPage from '@/features/policies/PoliciesPage';
import { signedInState } from '@/testing/authState';
import { draftPolicyDetailFixture, policiesToAcceptFixture, policyListFixture } from '@/testing/fixtures/policies';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderPage = (user = demoUser) =>
  renderWithProviders(
    [
      { path: paths.policies, element: <PoliciesPage /> },
      { path: `${paths.policies}/:policyId`, element: <p>Policy page</p> },
    ],
    { preloadedState: signedInState(user), route: paths.policies },
  );

describe('Policies', () => {
  it('serves fixtures the contract accepts', () => {
    expect(policyListResponse.safeParse({ success: true, data: policyListFixture }).success).toBe(true);
    expect(
      policiesToAcceptResponse.safeParse({ success: true, data: { policies: policiesToAcceptFixture } }).success,
    ).toBe(true);
  });

  it('lists the policies with their status, version, next review and acceptance', async () => {
    renderPage();

    const table = await screen.findByRole('table', { name: text.tableLabel });
    const [, published, draft] = within(table).getAllByRole('row');
    expect(within(published).getByRole('link', { name: 'Access Control Policy' })).toHaveAttribute(
      'href',
      '/policies/pol_access',
    );
    expect(published).toHaveTextContent(policyStatusLabels.published);
    expect(published).toHaveTextContent('1.0');
    expect(published).toHaveTextContent('Jul 1, 2027');
    expect(published).toHaveTextContent(text.acceptance(4, 5));
    expect(published).toHaveTextContent('4 of 5 accepted');
    expect(draft).toHaveTextContent(policyStatusLabels.draft);
    expect(draft).toHaveTextContent(text.noVersion);
  });

  it('asks the member to accept what waits for them', async () => {
    renderPage();
    const panel = await screen.findByRole('region', { name: text.toAcceptHeading });
    expect(within(panel).getByRole('link', { name: 'Access Control Policy 1.0' })).toHaveAttribute(
      'href',
      '/policies/pol_access',
    );
  });

  it('generates a policy from the library and opens it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/policies', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: draftPolicyDetailFixture }, { status: 201 });
      }),
    );
    expect(policyDetailResponse.safeParse({ success: true, data: draftPolicyDetailFixture }).success).toBe(true);
    const { user, router } = renderPage();

    const library = await screen.findByRole('region', { name: text.libraryHeading });
    await user.click(within(library).getByRole('button', { name: text.generateLabel('Backup Policy') }));

    expect(await screen.findByText('Policy page')).toBeInTheDocument();
    expect(sent).toEqual([{ templateId: 'backup' }]);
    expect(router.state.location.pathname).toBe('/policies/pol_incident');
  });

  it('offers a Viewer no Generate', async () => {
    renderPage({ ...demoUser, role: 'Viewer' });
    const library = await screen.findByRole('region', { name: text.libraryHeading });
    expect(within(library).getByRole('article', { name: 'Backup Policy' })).toBeInTheDocument();
    expect(within(library).queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
  });
});
