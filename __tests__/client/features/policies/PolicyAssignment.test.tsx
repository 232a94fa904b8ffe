import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import type { PolicyDetail } from '@/contracts/policies';
import { assignmentText as text } from '@/features/policies/constants';
import PolicyPage from '@/features/policies/PolicyPage';
import { signedInState } from '@/testing/authState';
import { publishedPolicyDetailFixture } from '@/testing/fixtures/policies';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const policy: PolicyDetail = {
  ...publishedPolicyDetailFixture,
  assignment: { roles: 'all', departments: 'all' },
};

const serve = () => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/policies/:policyId', () => HttpResponse.json({ success: true, data: policy })),
    http.put('*/api/policies/:policyId/assignment', async ({ request }) => {
      const body = (await request.json()) as PolicyDetail['assignment'];
      sent.push(body);
      return HttpResponse.json({ success: true, data: { ...policy, assignment: body } });
    }),
  );
  return sent;
};

const renderPage = (user = demoUser) =>
  renderWithProviders([{ path: `${paths.policies}/:policyId`, element: <PolicyPage /> }], {
    preloadedState: signedInState(user),
    route: `${paths.policies}/${policy.id}`,
  });

describe('assigning a policy on its page', () => {
  it('assigns the policy to the roles chosen, and saves nothing until one is', async () => {
    const sent = serve();
    const { user } = renderPage();
    const editor = within(await screen.findByRole('region', { name: text.heading }));
    expect(editor.getByRole('radio', { name: text.roles.everyone })).toBeChecked();
    await user.click(editor.getByRole('radio', { name: text.roles.chosen }));
    const save = editor.getByRole('button', { name: text.save });
    expect(save).toBeDisabled();
    const roles = within(editor.getByRole('group', { name: text.roles.options }));
    await user.click(roles.getByRole('checkbox', { name: 'Viewer' }));
    await user.click(roles.getByRole('checkbox', { name: 'Security Analyst' }));
    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ roles: ['Security Analyst', 'Viewer'], departments: 'all' }]));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
  });

  it('assigns the policy to the departments chosen, every role within them', async () => {
    const sent = serve();
    const { user } = renderPage();
    const editor = within(await screen.findByRole('region', { name: text.heading }));
    await user.click(editor.getByRole('radio', { name: text.departments.chosen }));
    expect(editor.getByRole('button', { name: text.save })).toBeDisabled();
    const departments = within(editor.getByRole('group', { name: text.departments.options }));
    await user.click(departments.getByRole('checkbox', { name: 'IT' }));
    await user.click(departments.getByRole('checkbox', { name: 'Security' }));
    await user.click(editor.getByRole('button', { name: text.save }));
    await waitFor(() => expect(sent).toEqual([{ roles: 'all', departments: ['Security', 'IT'] }]));
  });

  it('assigns it back to all members', async () => {
    const sent = serve();
    server.use(
      http.get('*/api/policies/:policyId', () =>
        HttpResponse.json({ success: true, data: { ...policy, assignment: { roles: ['Admin'], departments: 'all' } } }),
      ),
    );
    const { user } = renderPage();
    const editor = within(await screen.findByRole('region', { name: text.heading }));
    expect(
      within(editor.getByRole('group', { name: text.roles.options })).getByRole('checkbox', { name: 'Admin' }),
    ).toBeChecked();
    await user.click(editor.getByRole('radio', { name: text.roles.everyone }));
    await user.click(editor.getByRole('button', { name: text.save }));
    await waitFor(() => expect(sent).toEqual([{ roles: 'all', departments: 'all' }]));
  });

  it('is not offered to a member who does not manage policies', async () => {
    serve();
    renderPage({ ...demoUser, role: 'Viewer' });
    await screen.findByRole('heading', { level: 1, name: policy.title });
    expect(screen.queryByRole('region', { name: text.heading })).not.toBeInTheDocument();
  });
});
