import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import type { Role } from '@/contracts/enums';
import {
  evidenceDetailsText as detailsText,
  evidenceLockerText as text,
  reviewText,
  uploadEvidenceText as uploadText,
} from '@/features/evidence/constants';
import EvidenceLockerPage from '@/features/evidence/EvidenceLockerPage';
import { signedInState } from '@/testing/authState';
import { captureDownloads } from '@/testing/downloads';
import { evidenceFake } from '@/testing/fixtures/evidence';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(30_000);

const renderLocker = async (role: Role = 'Admin') => {
  const fake = evidenceFake({ role });
  server.use(...fake.handlers);
  const view = renderWithProviders(<EvidenceLockerPage />, {
    preloadedState: signedInState({ ...demoUser, role }),
    route: '/evidence-locker',
  });
  await screen.findAllByRole('article');
  return { ...view, fake };
};
const openDetails = async (user: Awaited<ReturnType<typeof renderLocker>>['user'], name: string) => {
  await user.click(screen.getByRole('button', { name: `${text.view} ${name}` }));
  return within(await screen.findByRole('dialog', { name }));
};

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

describe('EvidenceDetailsDialog', () => {
  it('shows the metadata, versions, access history and a text preview', async () => {
    const { user } = await renderLocker();
    const dialog = await openDetails(user, 'MFA Enforcement Export');
    const field = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field(text.category)).toHaveTextContent('Technical Evidence');
    expect(field(text.status)).toHaveTextContent('Pending');
    expect(field(text.confidentiality)).toHaveTextContent('Confidential');
    expect(field(text.relatedControls)).toHaveTextContent('SOC 2 CC6.2');
    expect(field(detailsText.review)).toHaveTextContent(detailsText.awaitingReview);

    // The spinner holding the preview's place carries its label too, until the bytes arrive.
    await waitFor(() => expect(dialog.getByLabelText(detailsText.preview)).toHaveTextContent('user,mfa alex,true'));
    const versions = within(dialog.getByRole('table', { name: detailsText.versions }));
    expect(versions.getAllByRole('row')[1]).toHaveTextContent(/^1mfa-report\.csvAlex Morgan.*19 B1e1e1e1e1e1e$/);
    expect(dialog.getByText(detailsText.noAccess)).toBeInTheDocument();
  });

  it('marks a review made by the uploader of the version as self-reviewed', async () => {
    const review = { by: 'Alex Morgan', at: '2026-06-03T09:00:00.000Z', note: null };
    const fake = evidenceFake({
      seeds: [
        { fileName: 'solo.pdf', name: 'Solo policy', status: 'approved', review: { ...review, selfReviewed: true } },
        { fileName: 'pair.pdf', name: 'Pair policy', status: 'approved', review: { ...review, selfReviewed: false } },
      ],
    });
    server.use(...fake.handlers);
    const { user } = renderWithProviders(<EvidenceLockerPage />, {
      preloadedState: signedInState(demoUser),
      route: '/evidence-locker',
    });
    await screen.findAllByRole('article');
    const reviewOf = async (name: string) => {
      const dialog = await openDetails(user, name);
      const field = dialog.getByText(detailsText.review, { selector: 'dt' }).nextElementSibling;
      await user.click(dialog.getByRole('button', { name: text.close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return field?.textContent ?? '';
    };
    expect(await reviewOf('Solo policy')).toContain(
      `${detailsText.reviewedBy('Alex Morgan')} (${detailsText.selfReviewed})`,
    );
    expect(await reviewOf('Pair policy')).not.toContain(detailsText.selfReviewed);
  });

  it('previews a PDF in a frame from the bytes the server sent', async () => {
    const { user } = await renderLocker();
    const dialog = await openDetails(user, 'Information Security Policy');
    const frame = await dialog.findByTitle(detailsText.preview);
    expect(frame.tagName).toBe('IFRAME');
    const url = frame.getAttribute('src') ?? '';
    const blob = downloads.createObjectURL.mock.calls.map(([value]) => value).at(-1);
    expect(url).toMatch(/^blob:/);
    expect(await blob?.text()).toBe('%PDF-1.7 information security policy');
  });

  it('downloads the current version under its file name, and counts it in the history', async () => {
    const { user } = await renderLocker();
    await user.click(screen.getByRole('button', { name: `${text.download} MFA Enforcement Export` }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0].fileName).toBe('mfa-report.csv');
    expect(await downloads.saved[0].blob.text()).toBe('user,mfa\nalex,true\n');

    const dialog = await openDetails(user, 'MFA Enforcement Export');
    expect(await dialog.findByRole('list', { name: detailsText.accessHistory })).toHaveTextContent(
      'Downloaded (version 1) by Alex Morgan',
    );
  });

  it('lets a Compliance Manager approve pending evidence', async () => {
    const { user, fake } = await renderLocker('Compliance Manager');
    const dialog = await openDetails(user, 'MFA Enforcement Export');
    await user.click(dialog.getByRole('button', { name: reviewText.approve }));
    expect(await screen.findByText(reviewText.approved('MFA Enforcement Export'))).toBeInTheDocument();
    expect(fake.reviews).toEqual([{ decision: 'approve' }]);
    await waitFor(() =>
      expect(dialog.getByText(text.status, { selector: 'dt' }).nextElementSibling).toHaveTextContent('Approved'),
    );
    expect(dialog.queryByRole('button', { name: reviewText.approve })).not.toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const { user, fake } = await renderLocker('Admin');
    const dialog = await openDetails(user, 'MFA Enforcement Export');
    await user.click(dialog.getByRole('button', { name: reviewText.reject }));
    const confirm = dialog.getByRole('button', { name: reviewText.confirmReject });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: reviewText.reason }), 'Export is older than 90 days');
    await user.click(confirm);
    expect(await screen.findByText(reviewText.rejected('MFA Enforcement Export'))).toBeInTheDocument();
    expect(fake.reviews).toEqual([{ decision: 'reject', note: 'Export is older than 90 days' }]);
    await waitFor(() =>
      expect(dialog.getByText(detailsText.review, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Export is older than 90 days',
      ),
    );
  });

  it.each<Role>(['Security Analyst', 'Auditor'])('offers %s no review of pending evidence', async (role) => {
    const { user } = await renderLocker(role);
    const dialog = await openDetails(user, 'MFA Enforcement Export');
    expect(dialog.queryByRole('button', { name: reviewText.approve })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: reviewText.reject })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: detailsText.uploadVersion }) !== null).toBe(
      role === 'Security Analyst',
    );
  });

  it('uploads a new version, which is pending review again', async () => {
    const { user } = await renderLocker();
    const details = await openDetails(user, 'Information Security Policy');
    await user.click(details.getByRole('button', { name: detailsText.uploadVersion }));
    const dialog = within(
      await screen.findByRole('dialog', { name: uploadText.versionTitle('Information Security Policy') }),
    );
    const input = dialog.getByText(uploadText.file).querySelector('input') as HTMLInputElement;
    await user.upload(input, new NodeFile(['%PDF-1.7 v2'], 'infosec-policy-v2.pdf') as unknown as File);
    await user.click(dialog.getByRole('button', { name: uploadText.submit }));

    expect(await screen.findByText(uploadText.versionUploaded('Information Security Policy'))).toBeInTheDocument();
    // Once the upload dialog has gone, the details are in reach again, with the new version on top.
    const versionRows = () => within(details.getByRole('table', { name: detailsText.versions })).getAllByRole('row');
    await waitFor(() => expect(versionRows()).toHaveLength(3));
    expect(versionRows()[1]).toHaveTextContent(/^2infosec-policy-v2\.pdf/);
    expect(details.getByText(text.status, { selector: 'dt' }).nextElementSibling).toHaveTextContent('Pending');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
