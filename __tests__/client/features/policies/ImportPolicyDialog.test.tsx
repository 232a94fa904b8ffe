import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { policyImportText as text } from '@/features/policies/constants';
import PoliciesPage from '@/features/policies/PoliciesPage';
import { signedInState } from '@/testing/authState';
import { draftPolicyDetailFixture } from '@/testing/fixtures/policies';
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

// Node's File, as the request's FormData takes it: jsdom's own would reach the handler as the text "[object File]".
const policyFile = () =>
  new NodeFile(['# Vendor Security Policy\n\nSuppliers are assessed.'], 'vendors.md') as unknown as File;

const openDialog = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(await screen.findByRole('button', { name: text.open }));
  return screen.findByRole('dialog', { name: text.title });
};

describe('Importing a policy', () => {
  it('sends the file and title, then opens the imported draft', async () => {
    const sent: { title: FormDataEntryValue | null; fileName: string | null }[] = [];
    server.use(
      http.post('*/api/policies/imports', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        sent.push({ title: form.get('title'), fileName: typeof file === 'string' ? null : (file?.name ?? null) });
        const data = {
          ...draftPolicyDetailFixture,
          id: 'pol_imported',
          title: 'Supplier Policy',
          importedFrom: 'vendors.md',
        };
        return HttpResponse.json({ success: true, data }, { status: 201 });
      }),
    );
    const { user, router } = renderPage();
    const dialog = await openDialog(user);

    expect(within(dialog).getByRole('button', { name: text.submit })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText(text.chooseFile), policyFile());
    expect(within(dialog).getByText('vendors.md')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: text.policyTitle }), '  Supplier Policy ');
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    expect(await screen.findByText('Policy page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/policies/pol_imported');
    expect(sent).toEqual([{ title: 'Supplier Policy', fileName: 'vendors.md' }]);
  });

  it("shows the server's reason and stays on the dialog when the file is refused", async () => {
    server.use(
      http.post('*/api/policies/imports', () =>
        HttpResponse.json({ success: false, message: 'file is not a readable .docx document' }, { status: 400 }),
      ),
    );
    const { user, router } = renderPage();
    const dialog = await openDialog(user);

    await user.upload(within(dialog).getByLabelText(text.chooseFile), policyFile());
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('file is not a readable .docx document');
    expect(router.state.location.pathname).toBe(paths.policies);
  });

  it('is not offered to a member who does not manage policies', async () => {
    renderPage({ ...demoUser, role: 'Viewer' });
    expect(await screen.findByRole('heading', { name: 'Policies', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.open })).not.toBeInTheDocument();
  });
});
