import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import type { PolicyDetail } from '@/contracts/policies';
import { approversText as text } from '@/features/policies/constants';
import PolicyPage from '@/features/policies/PolicyPage';
import { signedInState } from '@/testing/authState';
import { publishedPolicyDetailFixture } from '@/testing/fixtures/policies';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const priya = { id: 'member-priya', name: 'Priya Shah' };
const alex = { id: 'member-alex', name: 'Alex Morgan' };
const dana = { id: 'member-dana', name: 'Dana Reyes' };

const policy: PolicyDetail = {
  ...publishedPolicyDetailFixture,
  approval: { approvers: [], quorum: 1, candidates: [alex, dana, priya] },
};

const serve = (served: PolicyDetail = policy) => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/policies/:policyId', () => HttpResponse.json({ success: true, data: served })),
    http.put('*/api/policies/:policyId/approvers', async ({ request }) => {
      const body = (await request.json()) as { approverIds: string[]; quorum: number };
      sent.push(body);
      const approvers = [alex, dana, priya].filter((member) => body.approverIds.includes(member.id));
      return HttpResponse.json({
        success: true,
        data: { ...served, approval: { ...served.approval, approvers, quorum: body.quorum } },
      });
    }),
  );
  return sent;
};

const renderPage = (user = demoUser) =>
  renderWithProviders([{ path: `${paths.policies}/:policyId`, element: <PolicyPage /> }], {
    preloadedState: signedInState(user),
    route: `${paths.policies}/${policy.id}`,
  });

describe('naming the approvers of a policy', () => {
  it('names two approvers of whom both must approve', async () => {
    const sent = serve();
    const { user } = renderPage();
    const editor = within(await screen.findByRole('region', { name: text.heading }));
    expect(editor.getByText(text.anyApprover)).toBeInTheDocument();
    const candidates = within(editor.getByRole('group', { name: text.candidatesLabel }));
    await user.click(candidates.getByRole('checkbox', { name: priya.name }));
    await user.click(candidates.getByRole('checkbox', { name: alex.name }));
    await user.click(editor.getByRole('combobox', { name: text.quorum }));
    await user.click(await screen.findByRole('option', { name: text.quorumOption(2, 2) }));
    await user.click(editor.getByRole('button', { name: text.save }));
    await waitFor(() => expect(sent).toEqual([{ approverIds: [alex.id, priya.id], quorum: 2 }]));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
  });

  it('keeps the quorum within the approvers when one is unticked, and clears the names back to anyone', async () => {
    const sent = serve({ ...policy, approval: { ...policy.approval, approvers: [alex, priya], quorum: 2 } });
    const { user } = renderPage();
    const editor = within(await screen.findByRole('region', { name: text.heading }));
    const candidates = within(editor.getByRole('group', { name: text.candidatesLabel }));
    expect(candidates.getByRole('checkbox', { name: priya.name })).toBeChecked();
    await user.click(candidates.getByRole('checkbox', { name: priya.name }));
    await user.click(editor.getByRole('button', { name: text.save }));
    await waitFor(() => expect(sent).toEqual([{ approverIds: [alex.id], quorum: 1 }]));
    await user.click(candidates.getByRole('checkbox', { name: alex.name }));
    await user.click(editor.getByRole('button', { name: text.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ approverIds: [], quorum: 1 });
  });

  it('is not offered to a member who does not manage policies', async () => {
    serve();
    renderPage({ ...demoUser, role: 'Viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: policy.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.heading })).not.toBeInTheDocument();
  });
});
