import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import type { PolicyDetail } from '@/contracts/policies';
import { acceptanceListText } from '@/features/policies/components/PolicyAcceptance';
import PolicyPage from '@/features/policies/PolicyPage';
import { signedInState } from '@/testing/authState';
import { ownedPolicyDetailFixture, publishedPolicyDetailFixture } from '@/testing/fixtures/policies';
import { reviewFixture } from '@/testing/fixtures/reviews';
import { demoUser } from '@/testing/handlers';
import { formatDayOf } from '@/lib/dates';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderPolicy = (policy: PolicyDetail) => {
  server.use(
    http.get('*/api/policies/:policyId', () => HttpResponse.json({ success: true, data: policy })),
    http.get('*/api/reviews/policyDraft/:policyId', ({ params }) =>
      HttpResponse.json({
        success: true,
        data: reviewFixture(String(params.policyId), { subjectType: 'policyDraft' }),
      }),
    ),
  );
  return renderWithProviders([{ path: `${paths.policies}/:policyId`, element: <PolicyPage /> }], {
    preloadedState: signedInState(demoUser),
    route: `${paths.policies}/${policy.id}`,
  });
};

describe('the acceptance list on a policy', () => {
  it('shows its owner who accepted, whose acceptance is overdue and since when, and who is still within their window', async () => {
    renderPolicy(ownedPolicyDetailFixture);
    const list = await screen.findByRole('list', { name: acceptanceListText.heading });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Jordan Lee: ${acceptanceListText.accepted(formatDayOf('2026-07-02T10:00:00.000Z'))}`,
      `Sam Rivera: ${acceptanceListText.overdue(formatDayOf('2026-07-15T09:00:00.000Z'))}`,
      `Dana Reyes: ${acceptanceListText.pending}`,
    ]);
  });

  it('is absent for a member the server sends no list', async () => {
    renderPolicy(publishedPolicyDetailFixture);
    await screen.findByRole('checkbox');
    expect(screen.queryByRole('list', { name: acceptanceListText.heading })).not.toBeInTheDocument();
  });
});
