import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Review } from '@/contracts/review';
import { policyReviewText } from '@/features/policies/constants';
import { reviewApprovalText } from '@/features/reviews/constants';
import { ReviewPanel } from '@/features/reviews/ReviewPanel';
import { signedInState } from '@/testing/authState';
import { reviewFixture } from '@/testing/fixtures/reviews';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const priya = { id: 'member-priya', name: 'Priya Shah' };
const alex = { id: 'member-alex', name: 'Alex Morgan' };

const waitingForAlex = reviewFixture('policy-1', {
  subjectType: 'policyDraft',
  state: 'pending',
  round: 1,
  submittedBy: { id: 'member-jordan', name: 'Jordan Lee' },
  submittedAt: '2026-07-01T09:00:00.000Z',
  approvers: [priya, alex],
  quorum: 2,
  approvals: [{ ...priya, at: '2026-07-01T10:00:00.000Z' }],
  canSubmit: false,
  canDecide: true,
});

const renderPanel = (review: Review) => {
  server.use(http.get('*/api/reviews/policyDraft/policy-1', () => HttpResponse.json({ success: true, data: review })));
  renderWithProviders(
    <ReviewPanel
      subject={{ subjectType: 'policyDraft', subjectId: 'policy-1' }}
      text={policyReviewText}
      requestChangesTitle="Request changes"
      failedMessage="Failed"
      standalone
    />,
    { preloadedState: signedInState(demoUser) },
  );
};

describe('a review with named approvers and a quorum', () => {
  it('names the approvers and the approvals gathered while the round waits for the rest', async () => {
    renderPanel(waitingForAlex);
    const panel = within(await screen.findByRole('region', { name: policyReviewText.heading }));
    expect(panel.getByText(reviewApprovalText.approvers([priya.name, alex.name], 2))).toBeInTheDocument();
    expect(panel.getByText('Approvals so far: 1 of 2 (Priya Shah)')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: policyReviewText.approve })).toBeEnabled();
  });

  it('shows no count once the round is decided, nor for a single approver', async () => {
    renderPanel({
      ...waitingForAlex,
      state: 'approved',
      approvals: [],
      approvers: [priya],
      quorum: 1,
      canDecide: false,
    });
    const panel = within(await screen.findByRole('region', { name: policyReviewText.heading }));
    expect(panel.getByText('Approvers: Priya Shah')).toBeInTheDocument();
    expect(panel.queryByText(/Approvals so far/)).not.toBeInTheDocument();
  });
});
