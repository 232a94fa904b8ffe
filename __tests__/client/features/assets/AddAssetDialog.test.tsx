import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { assetResponse } from '@/contracts/assets';
import { assetsText as text } from '@/features/assets/constants';
import AssetsPage from '@/features/assets/AssetsPage';
import { signedInState } from '@/testing/authState';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { assetHandlers, laptopFixture } from './assetFixtures';

const renderPage = () =>
  renderWithProviders([{ path: paths.assets, element: <AssetsPage /> }], {
    preloadedState: signedInState(),
    route: paths.assets,
  });

const openDialog = async () => {
  const rendered = renderPage();
  await screen.findByRole('table', { name: text.tableLabel });
  await rendered.user.click(screen.getByRole('button', { name: text.addAsset }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: text.addTitle }) };
};

describe('Add asset', () => {
  it('records a SaaS application with its owner, classification, environment and data', async () => {
    const sent: unknown[] = [];
    server.use(
      ...assetHandlers(),
      http.post('*/api/assets', async ({ request }) => {
        sent.push(await request.json());
        const body = { success: true, data: { ...laptopFixture, name: 'Zendesk', kind: 'saasApplication' } };
        expect(assetResponse.safeParse(body).success).toBe(true);
        return HttpResponse.json(body, { status: 201 });
      }),
    );
    const { user, dialog } = await openDialog();
    const add = within(dialog).getByRole('button', { name: text.add });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: text.name }), '  Zendesk ');
    await user.click(within(dialog).getByRole('combobox', { name: text.kind }));
    await user.click(await screen.findByRole('option', { name: 'SaaS application' }));
    await user.click(within(dialog).getByRole('combobox', { name: text.owner }));
    await user.click(await screen.findByRole('option', { name: 'Jordan Lee' }));
    await user.click(within(dialog).getByRole('combobox', { name: text.classification }));
    await user.click(await screen.findByRole('option', { name: 'Confidential' }));
    await user.click(within(dialog).getByRole('combobox', { name: text.environment }));
    await user.click(await screen.findByRole('option', { name: 'Corporate' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Customer' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Health' }));
    await user.click(add);

    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: 'Zendesk',
          kind: 'saasApplication',
          ownerId: 'usr_jordan',
          classification: 'confidential',
          environment: 'corporate',
          dataCategories: ['customer', 'health'],
        },
      ]),
    );
    expect(await screen.findByText(text.added)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.addTitle })).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s reason when the asset is refused', async () => {
    server.use(
      ...assetHandlers(),
      http.post('*/api/assets', () =>
        HttpResponse.json(
          { success: false, message: 'ownerId: the owner must be an active member of your organisation' },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: text.name }), 'Old laptop');
    await user.click(within(dialog).getByRole('button', { name: text.add }));
    expect(await within(dialog).findByText(/the owner must be an active member/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: text.addTitle })).toBeInTheDocument();
  });
});
