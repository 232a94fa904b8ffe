import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Review } from '@/contracts/review';
import type { Role } from '@/contracts/enums';
import { ConfigureControlDialog } from '@/features/controls/components/ConfigureControlDialog';
import { statementReviewText as text } from '@/features/controls/constants';
import { signedInState } from '@/testing/authState';
import { reviewFixture } from '@/testing/fixtures/reviews';
import { alex, priya } from '@/testing/fixtures/tasks';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { controlServer } from './controlServer';

jest.setTimeout(30_000);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const reviewPath = '/api/reviews/controlStatement/CC6.1';

/** Serves `first`, then whatever the last write answered; records the writes. */
const reviewServer = (first: Review, answer: Review) => {
  const writes: { path: string; body: unknown }[] = [];
  let current = first;
  server.use(
    http.get(`*${reviewPath}`, () => HttpResponse.json({ success: true, data: current })),
    http.post(`*${reviewPath}/:step`, async ({ request }) => {
      const body = await request.text();
      writes.push({ path: new URL(request.url).pathname, body: body ? JSON.parse(body) : undefined });
      current = answer;
      return HttpResponse.json({ success: true, data: answer });
    }),
  );
  return writes;
};

const renderReview = async (role: Role) => {
  controlServer();
  const view = renderWithProviders(<ConfigureControlDialog framework="SOC2" controlId="CC6.1" onClose={() => {}} />, {
    preloadedState: signedInState({ ...demoUser, role }),
  });
  const section = within(await screen.findByRole('region', { name: text.heading }));
  return { ...view, section };
};

const pending = reviewFixture('CC6.1', {
  state: 'pending',
  round: 1,
  submittedBy: priya,
  submittedAt: '2026-07-01T09:00:00.000Z',
  canSubmit: false,
  canDecide: true,
});

describe('Configure control: statement review', () => {
  it('submits a saved statement for review and shows it awaiting review', async () => {
    const writes = reviewServer(reviewFixture(), { ...pending, canDecide: false });
    const { section, user } = await renderReview('Compliance Manager');
    expect(section.getByText(text.notSubmitted)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: text.submit }));
    expect(await section.findByText('Awaiting review')).toBeInTheDocument();
    expect(writes).toEqual([{ path: `${reviewPath}/submission`, body: undefined }]);
    expect(section.queryByRole('button', { name: text.submit })).not.toBeInTheDocument();
  });

  it('lets a reviewer ask for changes with a note, then reads the changes asked for', async () => {
    const note = 'Say who approves group membership.';
    const writes = reviewServer(pending, {
      ...pending,
      state: 'changesRequested',
      reviewedBy: alex,
      reviewedAt: '2026-07-01T11:00:00.000Z',
      note,
      canDecide: false,
    });
    const { section, user } = await renderReview('Admin');
    await user.click(section.getByRole('button', { name: text.requestChanges }));
    const dialog = within(await screen.findByRole('dialog', { name: text.requestChangesTitle('CC6.1') }));
    expect(dialog.getByRole('button', { name: text.requestChanges })).toBeDisabled();
    await user.type(dialog.getByRole('textbox'), note);
    await user.click(dialog.getByRole('button', { name: text.requestChanges }));
    expect(await section.findByText('Changes requested')).toBeInTheDocument();
    expect(section.getByText(new RegExp(note))).toBeInTheDocument();
    expect(writes).toEqual([{ path: `${reviewPath}/decision`, body: { decision: 'reject', note } }]);
  });

  it('says when the statement changed after it was submitted, and offers no decision then', async () => {
    reviewServer({ ...pending, changedSinceSubmission: true, canDecide: false, canSubmit: true }, pending);
    const { section } = await renderReview('Admin');
    expect(section.getByText(text.changed)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: text.approve })).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: text.resubmit })).toBeEnabled();
  });
});
