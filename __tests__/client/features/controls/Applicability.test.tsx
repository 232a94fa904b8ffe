import { screen, within } from '@testing-library/react';
import type { ControlDetails } from '@/contracts/controlSettings';
import type { Role } from '@/contracts/enums';
import { ConfigureControlDialog } from '@/features/controls/components/ConfigureControlDialog';
import { applicabilityText as text } from '@/features/controls/constants';
import { reviewNoteText } from '@/features/reviews/constants';
import { signedInState } from '@/testing/authState';
import { controlDetailsFixture } from '@/testing/fixtures/controlDetails';
import { alex, priya } from '@/testing/fixtures/tasks';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { controlServer } from './controlServer';

jest.setTimeout(30_000);

// A refused call is logged by the API client; the tests assert what the member sees instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const applicable = controlDetailsFixture('SOC2', 'CC6.1');
const justification = 'Fully remote company: no offices or server rooms to protect.';
const requestedAt = '2026-07-01T09:00:00.000Z';
const requested = (by = priya): ControlDetails => ({
  ...applicable,
  applicability: {
    ...applicable.applicability,
    state: 'exclusionRequested',
    justification,
    requestedBy: by,
    requestedAt,
  },
});
const excluded: ControlDetails = {
  ...requested(),
  implementationStatus: 'not_applicable',
  applicability: {
    ...requested().applicability,
    state: 'excluded',
    decidedBy: alex,
    decidedAt: '2026-07-01T11:00:00.000Z',
  },
};
const path = '/api/controls/SOC2/CC6.1/exclusion';

const renderDialog = async (role: Role = 'Admin') => {
  const view = renderWithProviders(<ConfigureControlDialog framework="SOC2" controlId="CC6.1" onClose={() => {}} />, {
    preloadedState: signedInState({ ...demoUser, role }),
  });
  const section = within(await screen.findByRole('region', { name: text.heading }));
  return { ...view, section };
};

describe('Configure control: applicability', () => {
  it('asks for a justification of at least 20 characters, then requests the exclusion', async () => {
    const server = controlServer(applicable);
    const { section, user } = await renderDialog('Compliance Manager');
    expect(section.getByText(text.applicable)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: text.markNotApplicable }));
    const field = section.getByRole('textbox', { name: text.justification });
    await user.type(field, 'No offices');
    await user.click(section.getByRole('button', { name: text.submitRequest }));
    expect(section.getByText(text.justificationTooShort)).toBeInTheDocument();
    expect(server.writes).toEqual([]);

    await user.clear(field);
    await user.type(field, justification);
    await user.click(section.getByRole('button', { name: text.submitRequest }));
    expect(await screen.findByText(text.requestSent)).toBeInTheDocument();
    expect(server.writes).toEqual([{ method: 'POST', path, body: { justification } }]);
  });

  it("shows the server's 400 message under the justification, as typed", async () => {
    const server = controlServer(applicable);
    server.refuse({ status: 400, message: 'justification must not contain control characters' });
    const { section, user } = await renderDialog();
    await user.click(section.getByRole('button', { name: text.markNotApplicable }));
    await user.type(section.getByRole('textbox', { name: text.justification }), justification);
    await user.click(section.getByRole('button', { name: text.submitRequest }));
    expect(await section.findByText('justification must not contain control characters')).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: text.justification })).toHaveValue(justification);
  });

  it('lets a member with controls:approve approve a requested exclusion', async () => {
    const server = controlServer(requested());
    const { section, user } = await renderDialog('Compliance Manager');
    expect(section.getByText(/Exclusion requested by Priya Shah on Jul 1, 2026/)).toBeInTheDocument();
    expect(section.getByText(justification)).toBeInTheDocument();
    // Only the requester withdraws their request.
    expect(section.queryByRole('button', { name: text.withdrawRequest })).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: text.approve }));
    expect(await screen.findByText(text.approved)).toBeInTheDocument();
    expect(server.writes).toEqual([{ method: 'POST', path: `${path}/review`, body: { decision: 'approve' } }]);
  });

  it('rejects a requested exclusion with a note', async () => {
    const server = controlServer(requested());
    const { section, user } = await renderDialog('Admin');
    await user.click(section.getByRole('button', { name: text.reject }));
    const noteDialog = within(await screen.findByRole('dialog', { name: text.rejectTitle('CC6.1') }));
    expect(noteDialog.getByRole('button', { name: reviewNoteText.reject })).toBeDisabled();
    await user.type(noteDialog.getByRole('textbox', { name: reviewNoteText.note }), 'We keep a records room');
    await user.click(noteDialog.getByRole('button', { name: reviewNoteText.reject }));

    expect(await screen.findByText(text.rejected)).toBeInTheDocument();
    expect(server.writes).toEqual([
      { method: 'POST', path: `${path}/review`, body: { decision: 'reject', note: 'We keep a records room' } },
    ]);
  });

  it("shows the server's refusal when the requester tries to approve their own request, and lets them withdraw it", async () => {
    const server = controlServer(requested(alex));
    server.refuse({ status: 409, message: 'You asked for this exclusion: another member must approve it.' });
    const { section, user } = await renderDialog('Admin');
    await user.click(section.getByRole('button', { name: text.approve }));
    expect(
      await section.findByText('You asked for this exclusion: another member must approve it.'),
    ).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: text.withdrawRequest }));
    expect(await screen.findByText(text.withdrawn)).toBeInTheDocument();
    expect(server.writes.map(({ method }) => method)).toEqual(['POST', 'DELETE']);
    expect(server.writes[1]).toEqual({ method: 'DELETE', path, body: undefined });
  });

  it('shows no Approve or Reject to a role without controls:approve', async () => {
    controlServer(requested());
    const { section } = await renderDialog('Security Analyst');
    expect(section.getByText(justification)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: text.approve })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: text.reject })).not.toBeInTheDocument();
  });

  it('shows an excluded control with its justification and approver, and makes it applicable again', async () => {
    const server = controlServer(excluded);
    const { section, user } = await renderDialog('Compliance Manager');
    expect(section.getByText(/Excluded from the score: approved by Alex Morgan on Jul 1, 2026/)).toBeInTheDocument();
    expect(section.getByText(justification)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: text.makeApplicable }));
    expect(await screen.findByText(text.withdrawn)).toBeInTheDocument();
    expect(server.writes).toEqual([{ method: 'DELETE', path, body: undefined }]);
  });

  it('disables the exclusion actions for a role without controls:manage', async () => {
    controlServer(excluded);
    const { section } = await renderDialog('Viewer');
    expect(section.getByRole('button', { name: text.makeApplicable })).toBeDisabled();
  });

  it('shows why the last request was rejected', async () => {
    controlServer({
      ...applicable,
      applicability: { ...applicable.applicability, decidedBy: alex, rejectionNote: 'We keep a records room' },
    });
    const { section } = await renderDialog();
    expect(section.getByText(/rejected by Alex Morgan: We keep a records room/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: text.markNotApplicable })).toBeEnabled();
  });
});
