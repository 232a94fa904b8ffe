import { screen, within } from '@testing-library/react';
import type { Role } from '@/contracts/enums';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { ControlChecks } from '@/features/controls/components/ControlChecks';
import { checksText as text } from '@/features/controls/constants';
import { reviewNoteText } from '@/features/reviews/constants';
import { signedInState } from '@/testing/authState';
import { pendingAttestation } from '@/testing/fixtures/controlDetails';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { controlServer } from './controlServer';

jest.setTimeout(30_000);

// A refused call is logged by the API client; the tests assert what the member sees instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const reviewPath = `/api/attestations/${pendingAttestation.id}/review`;

const renderChecks = async (role: Role = 'Compliance Manager') => {
  const view = renderWithProviders(<ControlChecks framework="SOC2" controlId="CC6.1" />, {
    preloadedState: signedInState({ ...demoUser, role }),
  });
  await screen.findByRole('list', { name: text.heading });
  const check = (name: string) => within(screen.getByRole('listitem', { name }));
  return { ...view, check };
};

describe('ControlChecks (How to meet)', () => {
  it('shows each check, its state and the ways in: integrations, documents and the latest attestation', async () => {
    controlServer();
    const { check } = await renderChecks();
    const mfa = check('MFA enforced');
    expect(mfa.getByText(text.measured)).toBeInTheDocument();
    expect(mfa.getByText(/Integration: Amazon Web Services, Okta/)).toBeInTheDocument();
    expect(mfa.getByRole('link', { name: text.manageIntegrations })).toHaveAttribute('href', '/integrations');

    const review = check('Access review');
    expect(review.getByText('Pending review')).toBeInTheDocument();
    expect(review.getByText(/Document: Procedures · The signed-off access review/)).toBeInTheDocument();
    expect(review.getByRole('link', { name: text.openLocker })).toHaveAttribute('href', '/evidence-locker');
    expect(review.getByText(/Attested by Priya Shah on Jun 2, 2026/)).toHaveTextContent('Valid until Jun 1, 2027');
    expect(review.getByText(text.evidence('Information Security Policy'))).toBeInTheDocument();
    expect(review.getByRole('button', { name: text.attestLabel('Access review') })).toBeEnabled();
  });

  it('approves a pending attestation', async () => {
    const server = controlServer();
    const { user } = await renderChecks();
    await user.click(screen.getByRole('button', { name: text.approveLabel('Access review') }));
    expect(await screen.findByText(text.approved)).toBeInTheDocument();
    expect(server.writes).toEqual([{ method: 'POST', path: reviewPath, body: { decision: 'approve' } }]);
  });

  it('rejects a pending attestation with a note', async () => {
    const server = controlServer();
    const { user } = await renderChecks('Admin');
    await user.click(screen.getByRole('button', { name: text.rejectLabel('Access review') }));
    const dialog = within(await screen.findByRole('dialog', { name: text.rejectTitle('Access review') }));
    await user.type(dialog.getByRole('textbox', { name: reviewNoteText.note }), 'The review missed the database');
    await user.click(dialog.getByRole('button', { name: reviewNoteText.reject }));
    expect(await screen.findByText(text.rejected)).toBeInTheDocument();
    expect(server.writes).toEqual([
      { method: 'POST', path: reviewPath, body: { decision: 'reject', note: 'The review missed the database' } },
    ]);
  });

  it('shows the server refusing a member reviewing their own attestation', async () => {
    const server = controlServer();
    server.refuse({ status: 409, message: 'You made this attestation: another member must review it.' });
    const { user } = await renderChecks();
    await user.click(screen.getByRole('button', { name: text.approveLabel('Access review') }));
    expect(await screen.findByText('You made this attestation: another member must review it.')).toBeInTheDocument();
  });

  it('shows no review to a role without attestations:review, and disables Attest without attestations:submit', async () => {
    controlServer();
    const { user, unmount } = await renderChecks('Security Analyst');
    expect(screen.queryByRole('button', { name: text.approveLabel('Access review') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.attestLabel('Access review') })).toBeEnabled();
    unmount();

    await renderChecks('Viewer');
    const attest = screen.getByRole('button', { name: text.attestLabel('Access review') });
    expect(attest).toBeDisabled();
    await user.hover(attest.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('attestations:submit'));
  });
});
