import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { evidenceLockerText as text, uploadEvidenceText as uploadText } from '@/features/evidence/constants';
import EvidenceLockerPage from '@/features/evidence/EvidenceLockerPage';
import { signedInState } from '@/testing/authState';
import { evidenceFake } from '@/testing/fixtures/evidence';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// MUI selects and dialogs under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(30_000);

const renderLocker = async (role: typeof demoUser.role = 'Admin') => {
  const fake = evidenceFake();
  server.use(...fake.handlers);
  const view = renderWithProviders(<EvidenceLockerPage />, {
    preloadedState: signedInState({ ...demoUser, role }),
    route: '/evidence-locker',
  });
  await screen.findAllByRole('article');
  return { ...view, fake };
};

const openUpload = async (user: Awaited<ReturnType<typeof renderLocker>>['user']) => {
  await user.click(screen.getByRole('button', { name: text.upload }));
  return within(await screen.findByRole('dialog', { name: uploadText.title }));
};
const fileInput = (dialog: ReturnType<typeof within>) =>
  dialog.getByText(uploadText.file).querySelector('input') as HTMLInputElement;
// Node's File: the FormData the tests' fetch and XMLHttpRequest read is Node's, which refuses jsdom's.
const fileOf = (name: string, content: string) => new NodeFile([content], name) as unknown as File;
const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('UploadEvidenceDialog', () => {
  it('uploads a chosen file with its fields, then toasts and lists it', async () => {
    const { user, fake } = await renderLocker();
    const dialog = await openUpload(user);
    await user.upload(fileInput(dialog), fileOf('vendor-review.pdf', '%PDF-1.7 vendor'));
    expect(dialog.getByRole('list', { name: uploadText.chosenFiles })).toHaveTextContent('vendor-review.pdf');
    expect(dialog.getByLabelText(uploadText.name)).toHaveValue('vendor-review');
    await user.clear(dialog.getByLabelText(uploadText.name));
    await user.type(dialog.getByLabelText(uploadText.name), 'Vendor review 2026');
    await user.click(dialog.getByRole('combobox', { name: text.category }));
    await user.click(screen.getByRole('option', { name: 'Risk Assessments' }));
    await user.type(dialog.getByLabelText(uploadText.tags), 'Vendors, SOC 2 ,');
    await user.click(dialog.getByRole('combobox', { name: uploadText.controls }));
    await user.click(await screen.findByRole('option', { name: 'SOC 2 CC6.1 Logical access security' }));
    fireEvent.change(dialog.getByLabelText(uploadText.validUntil), { target: { value: '2027-03-31' } });
    await user.click(dialog.getByRole('button', { name: uploadText.submit }));

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByText(uploadText.uploaded('Vendor review 2026'))).toBeInTheDocument();
    expect(fake.uploads).toEqual([
      {
        name: 'Vendor review 2026',
        category: 'Risk Assessments',
        confidentiality: 'internal',
        tags: JSON.stringify(['Vendors', 'SOC 2']),
        controls: JSON.stringify([{ framework: 'SOC2', controlId: 'CC6.1' }]),
        validUntil: '2027-03-31',
      },
    ]);
    await waitFor(() => expect(cardNames()[0]).toBe('Vendor review 2026'));
  });

  it('uploads several dropped files, each named after itself, toasting each only once the server stored it', async () => {
    const { user, fake } = await renderLocker();
    const release = fake.holdUploads();
    const dialog = await openUpload(user);
    fireEvent.drop(dialog.getByRole('group', { name: uploadText.dropZone }), {
      dataTransfer: { files: [fileOf('access-review.csv', 'user,ok'), fileOf('training.txt', 'done')] },
    });
    expect(dialog.getByLabelText(uploadText.name)).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: uploadText.submit }));

    expect(
      await dialog.findByRole('progressbar', { name: uploadText.progress('access-review.csv') }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: uploadText.progress('training.txt') })).toBeInTheDocument();
    expect(dialog.getAllByText(new RegExp(`^${uploadText.uploading}`))).toHaveLength(2);
    expect(screen.queryByText(uploadText.uploaded('access-review'))).not.toBeInTheDocument();

    release();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByText(uploadText.uploaded('access-review'))).toBeInTheDocument();
    expect(screen.getByText(uploadText.uploaded('training'))).toBeInTheDocument();
    expect(fake.uploads.map((fields) => fields.name).sort()).toEqual(['access-review', 'training']);
  });

  it("shows the server's message on the file and in a toast when it refuses the upload", async () => {
    // The refusal is logged, as every failed call is.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, fake } = await renderLocker();
    fake.failNextUpload(413, 'The file is larger than 25 MB');
    const dialog = await openUpload(user);
    await user.upload(fileInput(dialog), fileOf('huge.pdf', '%PDF-1.7'));
    await user.click(dialog.getByRole('button', { name: uploadText.submit }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The file is larger than 25 MB');
    expect(screen.getByText('huge.pdf: The file is larger than 25 MB')).toBeInTheDocument();
    expect(dialog.getByText(new RegExp(`^${uploadText.failed}`))).toBeInTheDocument();
    expect(fake.items()).toHaveLength(4);
    await user.click(dialog.getByRole('button', { name: uploadText.close }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('proposes the name from the file chosen, and keeps a name the member typed', async () => {
    const { user } = await renderLocker();
    const dialog = await openUpload(user);
    const name = dialog.getByLabelText(uploadText.name);
    await user.upload(fileInput(dialog), fileOf('board-minutes-q3.pdf', '%PDF-1.7'));
    expect(name).toHaveValue('board-minutes-q3');
    await user.click(dialog.getByRole('button', { name: uploadText.remove('board-minutes-q3.pdf') }));
    expect(name).toHaveValue('');
    await user.type(name, 'Board minutes, third quarter');
    await user.upload(fileInput(dialog), fileOf('minutes.pdf', '%PDF-1.7'));
    expect(name).toHaveValue('Board minutes, third quarter');
  });

  it('closes only the controls list on Escape, not the dialog with what was typed', async () => {
    const { user } = await renderLocker();
    const dialog = await openUpload(user);
    await user.click(dialog.getByRole('combobox', { name: uploadText.controls }));
    await user.click(await screen.findByRole('option', { name: 'SOC 2 CC6.1 Logical access security' }));
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: uploadText.title })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /CC6\.1/ })).toBeInTheDocument();
  });

  it('keeps Upload off until a file is chosen, and removes a chosen file', async () => {
    const { user } = await renderLocker();
    const dialog = await openUpload(user);
    expect(dialog.getByRole('button', { name: uploadText.submit })).toBeDisabled();
    await user.upload(fileInput(dialog), fileOf('a.txt', 'a'));
    expect(dialog.getByRole('button', { name: uploadText.submit })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: uploadText.remove('a.txt') }));
    expect(dialog.getByRole('button', { name: uploadText.submit })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: uploadText.cancel }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('disables Upload Evidence for a role that may not upload', async () => {
    await renderLocker('Auditor');
    expect(screen.getByRole('button', { name: text.upload })).toBeDisabled();
  });
});
